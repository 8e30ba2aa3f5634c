import type { Guide, GuideBlock } from './guides';
import { InlineText } from './inline-text';

function Block({ block }: { block: GuideBlock }) {
  switch (block.kind) {
    case 'heading':
      return <h2 className="mt-4 text-lg font-semibold text-brand-900">{block.text}</h2>;
    case 'text':
      return (
        <p className="leading-relaxed text-slate-800">
          <InlineText text={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul className="list-disc space-y-1 pl-6 text-slate-800">
          {block.items.map((item) => (
            <li key={item}>
              <InlineText text={item} />
            </li>
          ))}
        </ul>
      );
    case 'curl':
      return (
        <figure className="flex flex-col gap-1">
          <pre
            data-testid="curl-example"
            className="overflow-x-auto rounded-md bg-slate-900 p-3 font-mono text-sm text-slate-100"
          >
            <code>{block.command}</code>
          </pre>
          <figcaption className="text-xs text-slate-600">
            Answers {block.expect.status}
            {block.awaits ? ' (once webhooks are enabled on this server)' : ''}.
          </figcaption>
        </figure>
      );
    case 'sample':
      return (
        <figure className="flex flex-col gap-1">
          <figcaption className="text-sm font-medium text-slate-700">{block.label}</figcaption>
          <pre className="overflow-x-auto rounded-md border border-slate-200 bg-white p-3 font-mono text-sm">
            <code>{block.text}</code>
          </pre>
        </figure>
      );
  }
}

export function GuideView({ guide }: { guide: Guide }) {
  return (
    <article className="flex max-w-3xl flex-col gap-3">
      <h1 className="text-2xl font-semibold text-brand-900">{guide.title}</h1>
      <p className="text-slate-600">{guide.summary}</p>
      {guide.blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </article>
  );
}
