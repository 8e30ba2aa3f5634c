// A per-process cache of whole catalog answers, bounded in bytes (least recently used out first).
// An entry is only served under the catalog version it was computed at and before the instant it
// may change without a write (a sale's end), so no process ever serves an answer older than a
// committed change: every write to what an answer shows advances the version in its transaction.
export interface CachedAnswer {
  /** The catalog version read before the answer's rows. */
  version: number;
  /** Epoch ms from which the answer may differ with no write at all; Infinity when never. */
  validUntil: number;
  /** Strong entity tag: a digest of the body's bytes. */
  etag: string;
  headers: Readonly<Record<string, string>>;
  body: Buffer;
}

export class AnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private usedBytes = 0;

  /** `maxBytes`: bodies and keys together; one answer over an eighth of it is not kept. */
  constructor(private readonly maxBytes: number) {}

  get bytes(): number {
    return this.usedBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The answer kept for `key`, when it was computed at `version` and is still valid at `now`. */
  get(key: string, version: number, now: number): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.remove(key, entry);
    if (entry.version !== version || now >= entry.validUntil) return undefined;
    // Re-inserted: a Map iterates in insertion order, so the first entries are the least recent.
    this.entries.set(key, entry);
    this.usedBytes += sizeOf(key, entry);
    return entry;
  }

  set(key: string, entry: CachedAnswer): void {
    const size = sizeOf(key, entry);
    const old = this.entries.get(key);
    if (old !== undefined) this.remove(key, old);
    if (size > this.maxBytes / 8) return;
    this.entries.set(key, entry);
    this.usedBytes += size;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.usedBytes <= this.maxBytes) break;
      this.remove(oldestKey, oldest);
    }
  }

  private remove(key: string, entry: CachedAnswer): void {
    this.entries.delete(key);
    this.usedBytes -= sizeOf(key, entry);
  }
}

function sizeOf(key: string, entry: CachedAnswer): number {
  return key.length * 2 + entry.body.length + 256;
}
