import { describe, expect, it } from 'vitest';
import { keysetPages, mapPages } from './listing';

describe('keyset pages', () => {
  it('walks a source page by page, each page starting after the last id seen', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => ({ id: (i + 1) * 10 }));
    const asked: number[] = [];
    const fetchPage = (afterId: number, limit: number) => {
      asked.push(afterId);
      return Promise.resolve(rows.filter((r) => r.id > afterId).slice(0, limit));
    };
    const pages: number[][] = [];
    for await (const page of mapPages(
      keysetPages(fetchPage, (r) => r.id, 3),
      (r) => r.id,
    )) {
      pages.push(page);
    }
    expect(pages).toEqual([[10, 20, 30], [40, 50, 60], [70]]);
    expect(asked).toEqual([0, 30, 60]);
  });

  it('stops after an empty page when the source is an exact multiple of the page size', async () => {
    const rows = [{ id: 1 }, { id: 2 }];
    let calls = 0;
    const pages: unknown[] = [];
    const fetchPage = (afterId: number, limit: number) => {
      calls++;
      return Promise.resolve(rows.filter((r) => r.id > afterId).slice(0, limit));
    };
    for await (const page of keysetPages(fetchPage, (r) => r.id, 2)) pages.push(page);
    expect(pages).toEqual([[{ id: 1 }, { id: 2 }]]);
    expect(calls).toBe(2);
  });
});
