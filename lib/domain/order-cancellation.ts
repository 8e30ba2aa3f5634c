// Cancelling an order (interface-v2.md §3, §4.3, §8): allowed within ten minutes of placement,
// for the records that have not left the warehouse. The answer shows the cancelled records with
// zero amounts, pieces and lines; the database keeps the original amounts for history.
import { DomainError } from './errors';
import type { OrderView } from './orders';
import { isCancellable } from './order-states';

export const CANCELLATION_WINDOW_MS = 10 * 60_000;

/** The part of a stored order record the cancellation rules look at. */
export interface CancellableRecord {
  id: number;
  orderNumber: string;
  status: string;
  orderedAt: number;
}

export function isWithinCancellationWindow(orderedAt: number, now: number): boolean {
  return now - orderedAt <= CANCELLATION_WINDOW_MS;
}

/**
 * The ids of the records to cancel now, or a 400 saying why nothing can be. Invoicing does not
 * stop a cancellation: invoice numbers are assigned a minute after placement, and the contract
 * promises ten minutes. Shipping does, and the lifecycle never ships inside the window.
 */
export function recordsToCancel(records: readonly CancellableRecord[], now: number): number[] {
  const first = records[0];
  if (!first) throw new Error('recordsToCancel needs at least one record');
  const orderNumber = first.orderNumber;
  if (records.every((r) => r.status === 'Cancelled')) {
    throw DomainError.field('orderNumber', `Order ${orderNumber} is already cancelled.`);
  }
  const placedAt = Math.min(...records.map((r) => r.orderedAt));
  if (!isWithinCancellationWindow(placedAt, now)) {
    throw DomainError.field(
      'orderNumber',
      `Order ${orderNumber} can no longer be cancelled: orders can only be cancelled within 10 minutes of placement.`,
    );
  }
  const open = records.filter(isCancellable).map((r) => r.id);
  if (open.length === 0) {
    throw DomainError.field(
      'orderNumber',
      `Order ${orderNumber} has already shipped or been completed and can no longer be cancelled.`,
    );
  }
  return open;
}

/** A line of a record being cancelled, as stored. */
export interface CancelledLine {
  productId: number;
  qtyOrdered: number;
}

/** Stock a cancel gives back to one cell. */
export interface StockReturn {
  productId: number;
  warehouseCode: string;
  qty: number;
}

/** A record the cancel moved to Cancelled: where it ships from, and its lines. */
export interface CancelledRecord {
  warehouseCode: string;
  lines: readonly CancelledLine[];
}

/**
 * What a cancel gives back: every line's ordered quantity to its record's own warehouse, summed
 * per sku and warehouse (placement merges lines per sku and warehouse, but summing keeps this
 * exact anyway), in the fixed (product, warehouse) order placement decrements in, so concurrent
 * writers lock stock rows in one order. Only records the cancel actually moved to Cancelled are
 * given, so stock comes back exactly once however many cancels race.
 */
export function stockReturnedBy(records: readonly CancelledRecord[]): StockReturn[] {
  const byCell = new Map<string, StockReturn>();
  for (const record of records) {
    for (const line of record.lines) {
      if (line.qtyOrdered <= 0) continue;
      const key = `${line.productId}\u0000${record.warehouseCode}`;
      const cell = byCell.get(key);
      if (cell) cell.qty += line.qtyOrdered;
      else {
        byCell.set(key, {
          productId: line.productId,
          warehouseCode: record.warehouseCode,
          qty: line.qtyOrdered,
        });
      }
    }
  }
  // The same comparison as the plan's decrements (order-plan.ts).
  return [...byCell.values()].sort(
    (a, b) => a.productId - b.productId || a.warehouseCode.localeCompare(b.warehouseCode),
  );
}

/**
 * A single-use quote an order used up is free again once no record of that order is left
 * uncancelled (README "Pricing": "freed again if that order is cancelled"); while one record
 * still ships, the order keeps the quoted price and so keeps the quote. `statuses` are those of
 * every record of the order as they stand after this cancel.
 */
export function quoteFreedBy(statuses: readonly string[]): boolean {
  return statuses.every((status) => status === 'Cancelled');
}

/** How a cancelled record reads on the wire (§3): amounts, pieces and lines are zero. */
export function presentCancelled(view: OrderView): OrderView {
  if (view.orderStatus !== 'Cancelled') return view;
  return {
    ...view,
    subtotalCents: 0,
    shippingCents: 0,
    shippingSavedCents: 0,
    codCents: 0,
    taxCents: 0,
    lostCashDiscountCents: 0,
    smallOrderFeeCents: 0,
    cuponDiscountCents: 0,
    sampleDiscountCents: 0,
    setUpFeeCents: 0,
    restockFeeCents: 0,
    debitCreditCents: 0,
    totalCents: 0,
    totalPieces: 0,
    totalLines: 0,
    totalWeight: 0,
    totalBoxes: 0,
    lines: [],
  };
}
