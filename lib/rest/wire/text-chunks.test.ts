import { describe, expect, it } from 'vitest';
import { recordChunks, TextChunker } from './text-chunks';

async function* pagesOf<T>(...pages: T[][]): AsyncIterable<T[]> {
  for (const page of pages) yield await Promise.resolve(page);
}

async function collect(chunks: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const chunk of chunks) out.push(chunk);
  return out;
}

describe('text chunker', () => {
  it('holds pieces until they reach the target, then hands them over as one chunk', () => {
    const chunker = new TextChunker(5);
    expect(chunker.add('ab')).toBeUndefined();
    expect(chunker.add('cd')).toBeUndefined();
    expect(chunker.add('ef')).toBe('abcdef');
    expect(chunker.take()).toBe('');
  });
});

describe('record chunks', () => {
  const frame = { head: '<L>', separator: '', tail: '</L>' };

  it('keeps the last records when the tail completes a chunk', async () => {
    const chunks = await collect(
      recordChunks(pagesOf(['a', 'b'], ['c']), (x) => `<i>${x}</i>`, { ...frame, target: 10 }),
    );
    expect(chunks.join('')).toBe('<L><i>a</i><i>b</i><i>c</i></L>');
    expect(chunks.every((chunk) => chunk.length > 0)).toBe(true);
  });

  it('cuts every chunk but the last at or just past the target', async () => {
    const records = Array.from({ length: 50 }, (_, n) => n);
    const chunks = await collect(
      recordChunks(pagesOf(records.slice(0, 7), records.slice(7)), (n) => `<i>${n}</i>`, {
        ...frame,
        target: 32,
      }),
    );
    expect(chunks.join('')).toBe(`<L>${records.map((n) => `<i>${n}</i>`).join('')}</L>`);
    for (const chunk of chunks.slice(0, -1)) {
      expect(chunk.length).toBeGreaterThanOrEqual(32);
      expect(chunk.length).toBeLessThan(32 + '<i>49</i>'.length);
    }
  });

  it('reads the next page only when the chunks before it were taken (back-pressure)', async () => {
    const pagesRead: number[] = [];
    async function* pages() {
      for (let page = 0; page < 3; page++) {
        pagesRead.push(page);
        yield await Promise.resolve([`p${page}-one`, `p${page}-two`]);
      }
    }
    const iterator = recordChunks(pages(), (x) => x, { ...frame, target: 8 })[
      Symbol.asyncIterator
    ]();
    await iterator.next();
    expect(pagesRead).toEqual([0]);
    await iterator.return?.();
    expect(pagesRead).toEqual([0]);
  });
});
