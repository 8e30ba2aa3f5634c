/**
 * The answer of a list query: either the items themselves (small, known lists) or pages read one
 * after another while the answer is written, so that listing the whole catalog holds one page in
 * memory at a time.
 */
export type Listing<T> =
  { kind: 'items'; items: T[] } | { kind: 'pages'; pages: AsyncIterable<T[]> };

export function itemsListing<T>(items: T[]): Listing<T> {
  return { kind: 'items', items };
}

/** Walks a keyset-paged source (`id > afterId`) until a page comes back short. */
export async function* keysetPages<T>(
  fetchPage: (afterId: number, limit: number) => Promise<T[]>,
  idOf: (item: T) => number,
  pageSize: number,
): AsyncIterable<T[]> {
  let afterId = 0;
  for (;;) {
    const page = await fetchPage(afterId, pageSize);
    if (page.length > 0) yield page;
    const last = page[page.length - 1];
    if (page.length < pageSize || last === undefined) return;
    afterId = idOf(last);
  }
}

export function mapPages<T, U>(pages: AsyncIterable<T[]>, map: (item: T) => U): AsyncIterable<U[]> {
  return {
    async *[Symbol.asyncIterator]() {
      for await (const page of pages) yield page.map(map);
    },
  };
}
