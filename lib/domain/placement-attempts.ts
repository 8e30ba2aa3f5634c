// When a placement's commit is refused, the order is planned again from a fresh snapshot, a
// bounded number of times (ARCHITECTURE.md invariant 2). Nothing of a refused commit was written,
// so planning again can never place an order twice.

/**
 * Why a commit wrote nothing:
 * - 'stock': a guarded decrement found less stock than planned (another order took it);
 * - 'quote': the single-use quote was used by another order meanwhile;
 * - 'conflict': the database aborted the transaction because it collided with a concurrent one
 *   (a serialization failure or a deadlock; the adapter knows its database's codes for these);
 * - 'idempotency': the Idempotency-Key this placement runs under is no longer this run's
 *   reservation (another run of the same request completed it): placing would place twice.
 */
export type CommitRefusal = 'stock' | 'quote' | 'conflict' | 'idempotency';

/** Commits tried before the order is refused; each retry re-reads and re-plans. */
export const MAX_PLACEMENT_ATTEMPTS = 5;

/**
 * Whether to plan again after `attemptsMade` refused commits. Stock, quote and conflict refusals
 * are transient: the fresh snapshot shows the stock and quote as they are now, and a colliding
 * transaction has finished by then. A lost Idempotency-Key reservation is not: the request was
 * already answered by another run, and planning again could only place it twice.
 */
export function shouldPlanAgain(refusal: CommitRefusal, attemptsMade: number): boolean {
  const transient: Record<CommitRefusal, boolean> = {
    stock: true,
    quote: true,
    conflict: true,
    idempotency: false,
  };
  return transient[refusal] && attemptsMade < MAX_PLACEMENT_ATTEMPTS;
}
