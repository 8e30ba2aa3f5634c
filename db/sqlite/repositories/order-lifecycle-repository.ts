import type { CancellableRecord } from '@/lib/domain/order-cancellation';
import type { ProgressRecord, Transition } from '@/lib/domain/order-progress';
import type { OrderLifecycleRepository } from '@/lib/domain/ports/order-lifecycle-repository';
import type { DatabaseHandle } from '../client';
import { lazyStatement } from './prepared';

interface ProgressRow {
  id: number;
  order_number: string;
  status: string;
  delivery_status: string;
  invoice_number: string;
  ordered_at: number;
  shipping_method_code: string;
  shipping_carrier: string;
  next_event_at: number | null;
}

const progressColumns = `id, order_number, status, delivery_status, invoice_number, ordered_at,
  shipping_method_code, shipping_carrier, next_event_at`;

function toProgress(row: ProgressRow): ProgressRecord {
  return {
    id: row.id,
    orderNumber: row.order_number,
    status: row.status,
    deliveryStatus: row.delivery_status,
    invoiceNumber: row.invoice_number,
    orderedAt: row.ordered_at,
    shippingMethodCode: row.shipping_method_code,
    shippingCarrier: row.shipping_carrier,
    nextEventAt: row.next_event_at,
  };
}

const UNFINISHED = `status IN ('In Progress', 'Shipped', 'Completed')
  AND NOT (status = 'Shipped' AND delivery_status = 'Shipped - Delivered')
  AND NOT (status = 'Completed' AND delivery_status = 'Picked Up')`;

export function createOrderLifecycleRepository(handle: DatabaseHandle): OrderLifecycleRepository {
  const forCancel = lazyStatement<
    [number, string],
    { id: number; order_number: string; status: string; ordered_at: number }
  >(
    handle,
    `SELECT id, order_number, status, ordered_at FROM orders
      WHERE account_id = ? AND order_number = ? ORDER BY id`,
  );
  const cancelOne = lazyStatement<[number, number], unknown>(
    handle,
    `UPDATE orders SET status = 'Cancelled', cancelled_at = ?, next_event_at = NULL
      WHERE id = ? AND status = 'In Progress'`,
  );
  // Lines were merged per sku and warehouse at placement, but summing keeps this exact anyway.
  const restoreStock = lazyStatement<[number, number, number], unknown>(
    handle,
    `UPDATE stock SET qty = qty + (
        SELECT sum(l.qty_ordered) FROM order_lines l
         WHERE l.order_id = ? AND l.product_id = stock.product_id)
      WHERE warehouse_code = (SELECT warehouse_code FROM orders WHERE id = ?)
        AND product_id IN (SELECT product_id FROM order_lines WHERE order_id = ?)`,
  );
  const releaseQuote = lazyStatement<[number], unknown>(
    handle,
    `UPDATE quotes SET used_at = NULL, used_by_order_number = NULL
      WHERE single_use = 1 AND (account_id, used_by_order_number) IN (
        SELECT account_id, order_number FROM orders o WHERE o.id = ?
           AND NOT EXISTS (SELECT 1 FROM orders k WHERE k.account_id = o.account_id
                            AND k.order_number = o.order_number AND k.status <> 'Cancelled'))`,
  );
  const cancel = handle.sqlite.transaction((ids: readonly number[], now: number) => {
    const cancelled: number[] = [];
    for (const id of ids) {
      if (cancelOne().run(now, id).changes !== 1) continue;
      restoreStock().run(id, id, id);
      releaseQuote().run(id);
      cancelled.push(id);
    }
    return cancelled;
  });

  const due = lazyStatement<[number, number], ProgressRow>(
    handle,
    `SELECT ${progressColumns} FROM orders
      WHERE next_event_at <= ? AND status IN ('In Progress', 'Shipped', 'Completed')
      ORDER BY next_event_at LIMIT ?`,
  );
  const unfinishedAll = lazyStatement<[], ProgressRow>(
    handle,
    `SELECT ${progressColumns} FROM orders WHERE ${UNFINISHED} ORDER BY id`,
  );
  const unfinishedOne = lazyStatement<[string], ProgressRow>(
    handle,
    `SELECT ${progressColumns} FROM orders WHERE order_number = ? AND ${UNFINISHED} ORDER BY id`,
  );
  const guardedUpdate = lazyStatement<
    [string, string, number | null, number, string, string, number | null],
    unknown
  >(
    handle,
    `UPDATE orders SET status = ?, delivery_status = ?, next_event_at = ?
      WHERE id = ? AND status = ? AND delivery_status = ? AND next_event_at IS ?`,
  );
  const nextInvoice = lazyStatement<[], { value: number }>(
    handle,
    `UPDATE counters SET value = value + 1 WHERE name = 'invoice_number' RETURNING value`,
  );
  const setInvoice = lazyStatement<[string, number, number], unknown>(
    handle,
    'UPDATE orders SET invoice_number = ?, invoiced_at = ? WHERE id = ?',
  );
  const setShipped = lazyStatement<[number, string, number], unknown>(
    handle,
    `UPDATE orders SET shipped_at = ?, tracking_number = ? WHERE id = ?`,
  );
  const shipLines = lazyStatement<[number], unknown>(
    handle,
    'UPDATE order_lines SET qty_shipped = qty_ordered WHERE order_id = ?',
  );
  const apply = handle.sqlite.transaction((record: ProgressRecord, t: Transition) => {
    const claimed = guardedUpdate().run(
      t.status,
      t.deliveryStatus,
      t.nextEventAt,
      record.id,
      record.status,
      record.deliveryStatus,
      record.nextEventAt,
    );
    // Another process moved this record first: its counter and rows stay untouched.
    if (claimed.changes !== 1) return false;
    if (t.assignInvoice) {
      const counter = nextInvoice().get();
      if (!counter) throw new Error("counter 'invoice_number' is missing");
      setInvoice().run(String(counter.value), t.at, record.id);
    }
    if (t.ship) {
      setShipped().run(t.at, t.trackingNumber ?? '', record.id);
      shipLines().run(record.id);
    }
    return true;
  });

  return {
    recordsForCancel(accountId, orderNumber) {
      const rows = forCancel().all(accountId, orderNumber);
      return Promise.resolve(
        rows.map((r): CancellableRecord => ({
          id: r.id,
          orderNumber: r.order_number,
          status: r.status,
          orderedAt: r.ordered_at,
        })),
      );
    },
    cancelRecords(ids, now) {
      return Promise.resolve(cancel.immediate(ids, now));
    },
    dueRecords(now, limit) {
      return Promise.resolve(due().all(now, limit).map(toProgress));
    },
    unfinishedRecords(orderNumber) {
      const rows =
        orderNumber === undefined ? unfinishedAll().all() : unfinishedOne().all(orderNumber);
      return Promise.resolve(rows.map(toProgress));
    },
    applyTransition(record, transition) {
      return Promise.resolve(apply.immediate(record, transition));
    },
  };
}
