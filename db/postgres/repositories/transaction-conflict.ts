// PostgreSQL aborts a transaction that collided with a concurrent one: a serialization failure
// (40001) or a deadlock victim (40P01). Nothing of it was written, and running it again from a
// fresh read succeeds; whether and how often to do so is the service's rule (placement-attempts.ts),
// so the adapters only recognise the condition and report it through their port.
const CONFLICT_STATES = new Set(['40001', '40P01']);

/** The SQLSTATE of a database error, looking through drizzle's DrizzleQueryError wrapper. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e === 'object' && 'code' in e && typeof e.code === 'string') return e.code;
    e = typeof e === 'object' && 'cause' in e ? e.cause : undefined;
  }
  return undefined;
}

export function isTransactionConflict(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== undefined && CONFLICT_STATES.has(state);
}
