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

/** The constraint a database error names, looking through drizzle's wrapper. */
function constraintOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e === 'object' && 'constraint' in e && typeof e.constraint === 'string') {
      return e.constraint;
    }
    e = typeof e === 'object' && 'cause' in e ? e.cause : undefined;
  }
  return undefined;
}

/**
 * The CHECK (qty >= 0) backstop caught a decrement the guard let through (a rival write in
 * between): a stock refusal like a guard miss, never a 500 (issue 9).
 */
export function isStockCheckViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23514' && constraintOf(error) === 'stock_qty_not_negative';
}
