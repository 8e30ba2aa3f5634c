// A JSON array written page by page in chunks of about 64 KiB (see text-chunks.ts): memory holds
// one page of records and one chunk of text, never the whole answer.
import { recordChunks } from './text-chunks';

export function jsonArrayChunks<T>(
  pages: AsyncIterable<readonly T[]>,
  toWire: (item: T) => unknown,
  target?: number,
): AsyncIterable<string> {
  return recordChunks(pages, (item) => JSON.stringify(toWire(item)), {
    head: '[',
    separator: ',',
    tail: ']',
    target,
  });
}
