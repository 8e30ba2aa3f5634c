import type { Statement } from 'better-sqlite3';
import type { DatabaseHandle } from '../client';

/**
 * A statement prepared on first use and reused after (invariant 9: hot queries are prepared
 * once, lazily, never at import time).
 */
export function lazyStatement<Params extends unknown[], Row = unknown>(
  handle: DatabaseHandle,
  source: string,
): () => Statement<Params, Row> {
  let statement: Statement<Params, Row> | undefined;
  return () => {
    statement ??= handle.sqlite.prepare<Params, Row>(source);
    return statement;
  };
}
