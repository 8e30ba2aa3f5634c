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
  it('writes chunks that together parse as one array, whatever the pages', async () => {
    const chunks = await collect(
      jsonArrayChunks(pagesOf([{ n: 1 }, { n: 2 }], [], [{ n: 3 }]), (x) => ({ id: x.n })),
    );
    expect(JSON.parse(chunks.join(''))).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });

  it('gathers small records into one chunk below the target size', async () => {
    const chunks = await collect(jsonArrayChunks(pagesOf([1, 2], [3]), (x) => x));
    expect(chunks).toEqual(['[1,2,3]']);
  });

  it('cuts a chunk as soon as it reaches the target, across page boundaries', async () => {
    const chunks = await collect(jsonArrayChunks(pagesOf(['aaaa', 'bbbb'], ['cccc']), (x) => x, 8));
    expect(chunks).toEqual(['["aaaa","bbbb"', ',"cccc"]']);
  });

  it('writes [] for no pages', async () => {
    expect((await collect(jsonArrayChunks(pagesOf<number>(), (x) => x))).join('')).toBe('[]');
  });
});
