import Link from 'next/link';
import type { ReactNode } from 'react';

// The guides' light markup: `code` and [text](href); nothing else, so no Markdown library.
const TOKEN = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function InlineText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const at = match.index;
    if (at > last) parts.push(text.slice(last, at));
    const [, code, label, href] = match;
    if (code !== undefined) {
      parts.push(
        <code key={at} className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em]">
          {code}
        </code>,
      );
    } else if (label !== undefined && href !== undefined) {
      const className = 'text-brand-700 underline hover:text-brand-900';
      parts.push(
        href.startsWith('/') ? (
          <Link key={at} href={href} className={className}>
            {label}
          </Link>
        ) : (
          <a key={at} href={href} className={className} rel="noreferrer">
            {label}
          </a>
        ),
      );
    }
    last = at + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
