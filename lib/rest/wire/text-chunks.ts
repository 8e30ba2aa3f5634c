// Gathers the many small strings of a streamed answer (one per record) into chunks of about
// CHUNK_CHARS characters. One socket write per record costs more than the record's text; one
// chunk per database page makes a chunk's size (and the memory held while it drains) grow with
// the page and the records' width. A fixed target keeps both bounded and the writes few.

/** About 64 KiB of ASCII text per chunk. */
export const CHUNK_CHARS = 64 * 1024;

export class TextChunker {
  private pieces: string[] = [];
  private length = 0;

  constructor(private readonly target = CHUNK_CHARS) {}

  /** Adds a piece; returns a full chunk when the pieces reached the target, else undefined. */
  add(piece: string): string | undefined {
    this.pieces.push(piece);
    this.length += piece.length;
    return this.length >= this.target ? this.take() : undefined;
  }

  /** Whatever is gathered (possibly ''), emptying the chunker. */
  take(): string {
    const chunk = this.pieces.join('');
    this.pieces = [];
    this.length = 0;
    return chunk;
  }
}

/**
 * A streamed text answer: `head`, then each record's text (its separator in front of every record
 * but the first), then `tail`, in chunks of about `target` characters.
 */
export async function* recordChunks<T>(
  pages: AsyncIterable<readonly T[]>,
  text: (item: T) => string,
  {
    head,
    separator,
    tail,
    target,
  }: { head: string; separator: string; tail: string; target?: number },
): AsyncIterable<string> {
  const chunker = new TextChunker(target);
  chunker.add(head);
  let first = true;
  for await (const page of pages) {
    for (const item of page) {
      const full = chunker.add(first ? text(item) : separator + text(item));
      first = false;
      if (full !== undefined) yield full;
    }
  }
  // Adding the tail may itself complete a chunk: either way, what is gathered goes out last.
  yield chunker.add(tail) ?? chunker.take();
}
