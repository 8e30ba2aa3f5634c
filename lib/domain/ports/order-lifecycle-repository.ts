import type { CancellableRecord } from '../order-cancellation';
import type { ProgressRecord, Transition } from '../order-progress';

/** The write side of an order after placement: cancelling and moving forward. */
export interface OrderLifecycleRepository {
  /** The account's records of that order number (empty: missing or another account's). */
  recordsForCancel(accountId: number, orderNumber: string): Promise<CancellableRecord[]>;
  /**
   * In one transaction, for each id: `UPDATE … SET status='Cancelled' … WHERE id=? AND
   * status='In Progress'`; only when that changed the row are its lines' stock restored. A quote
   * the order used up becomes usable again once no record of the order is left uncancelled.
   * Returns the ids this call cancelled (a concurrent call gets the others, so stock is restored
   * exactly once).
   */
  cancelRecords(ids: readonly number[], now: number): Promise<number[]>;

  /** Records whose next step is due at `now`, oldest schedule first. */
  dueRecords(now: number, limit: number): Promise<ProgressRecord[]>;
  /** Every not yet final record, optionally of one order number (any account: staff use). */
  unfinishedRecords(orderNumber?: string): Promise<ProgressRecord[]>;
  /**
   * Applies the transition if the record is still exactly as read (status, delivery status and
   * schedule unchanged); returns false when another process got there first.
   */
  applyTransition(record: ProgressRecord, transition: Transition): Promise<boolean>;
}
