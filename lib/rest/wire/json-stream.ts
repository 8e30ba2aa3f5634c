// A JSON array written page by page: `[`, the items of each page joined by commas, `]`. Each page
// becomes one chunk, so memory holds one page of records and its text, never the whole answer.

export async function* jsonArrayChunks<T>(
  pages: AsyncIterable<readonly T[]>,
  toWire: (item: T) => unknown,
): AsyncIterable<string> {
  let first = true;
  yield '[';
  for await (const page of pages) {
    if (page.length === 0) continue;
    let chunk = first ? '' : ',';
    chunk += page.map((item) => JSON.stringify(toWire(item))).join(',');
    first = false;
    yield chunk;
  }
  yield ']';
}
