import { describe, expect, it } from 'vitest';
import { jsonArrayChunks } from './json-stream';

async function* pagesOf<T>(...pages: T[][]): AsyncIterable<T[]> {
  for (const page of pages) yield await Promise.resolve(page);
}

async function collect(chunks: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const chunk of chunks) out.push(chunk);
  return out;
}

describe('streamed JSON array', () => {
  it('writes one chunk per page that together parse as one array', async () => {
    const chunks = await collect(
      jsonArrayChunks(pagesOf([{ n: 1 }, { n: 2 }], [], [{ n: 3 }]), (x) => ({ id: x.n })),
    );
    expect(chunks).toHaveLength(4); // '[', two non-empty pages, ']'
    expect(JSON.parse(chunks.join(''))).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });

  it('writes [] for no pages', async () => {
    expect((await collect(jsonArrayChunks(pagesOf<number>(), (x) => x))).join('')).toBe('[]');
  });
});
