// The states of a stored order record that other rules and both database adapters agree on:
// which records are final (nothing left to happen), which can still be cancelled, and which
// listing scope a record falls in. Written once here as data, so the repositories derive their
// WHERE clauses from it instead of restating the rule in SQL (ARCHITECTURE.md invariant 1).
import type { OrderStatus } from './orders';

export interface OrderState {
  status: OrderStatus;
  /** Set when the status alone is not final: only this delivery status makes it so. */
  deliveryStatus?: string;
}

/** A record is final once it is in one of these states: the lifecycle never moves it again. */
export const FINAL_STATES: readonly OrderState[] = [
  { status: 'Cancelled' },
  { status: 'Completed', deliveryStatus: 'Picked Up' },
  { status: 'Shipped', deliveryStatus: 'Shipped - Delivered' },
];

/** Only a record still in the warehouse's hands can be cancelled (interface-v2.md §4.3). */
export const CANCELLABLE_STATUS: OrderStatus = 'In Progress';

export function isFinal(record: { status: string; deliveryStatus: string }): boolean {
  return FINAL_STATES.some(
    (state) =>
      state.status === record.status &&
      (state.deliveryStatus === undefined || state.deliveryStatus === record.deliveryStatus),
  );
}

export function isCancellable(record: { status: string }): boolean {
  return record.status === CANCELLABLE_STATUS;
}

/** Invoice numbers are assigned by the lifecycle; until then the record's is empty. */
export function isInvoiced(record: { invoiceNumber: string }): boolean {
  return record.invoiceNumber !== '';
}
