// Cancelling and moving orders forward. The rules (what a cancel gives back, when a quote is
// free again, which records are final) are lib/domain's; this applies them inside SQLite
// transactions. Every write runs in an IMMEDIATE transaction: SQLite's one write lock is the
// claim, so of N processes racing for one step or one cancel exactly one changes the row.
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import {
  quoteFreedBy,
  stockReturnedBy,
  type CancellableRecord,
  type CancelledRecord,
} from '@/lib/domain/order-cancellation';
import { CANCELLABLE_STATUS } from '@/lib/domain/order-states';
import type { OrderLifecycleRepository } from '@/lib/domain/ports/order-lifecycle-repository';
import { lifecycleEventType, orderRecordEvent } from '@/lib/domain/webhooks';
import { lazy } from '../../shared/lazy';
import { notFinal, progressColumns } from '../../shared/order-lifecycle-rows';
import { orderRecordFactsOf } from '../../shared/webhook-records';
import type { DatabaseHandle } from '../client';
import { counters, orderLines, orders, quotes, stock } from '../schema';
import { createWebhookEventWriter } from './webhook-event-writer';

/** What a record's webhook events say about it (lib/domain/webhooks.ts OrderRecordFacts). */
const recordFactsColumns = {
  accountId: orders.accountId,
  orderNumber: orders.orderNumber,
  warehouseCode: orders.warehouseCode,
  poNumber: orders.poNumber,
  isTest: orders.isTest,
  invoiceNumber: orders.invoiceNumber,
  trackingNumber: orders.trackingNumber,
};

export function createOrderLifecycleRepository(handle: DatabaseHandle): OrderLifecycleRepository {
  const { db } = handle;
  const id = sql.placeholder('id');
  const forCancel = lazy(() =>
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        orderedAt: orders.orderedAt,
      })
      .from(orders)
      .where(
        and(
          eq(orders.accountId, sql.placeholder('accountId')),
          eq(orders.orderNumber, sql.placeholder('orderNumber')),
        ),
      )
      .orderBy(asc(orders.id))
      .prepare(),
  );
  const cancelOne = lazy(() =>
    db
      .update(orders)
      .set({ status: 'Cancelled', cancelledAt: sql`${sql.placeholder('now')}`, nextEventAt: null })
      .where(and(eq(orders.id, id), eq(orders.status, CANCELLABLE_STATUS)))
      .returning(recordFactsColumns)
      .prepare(),
  );
  const linesOf = lazy(() =>
    db
      .select({ productId: orderLines.productId, qtyOrdered: orderLines.qtyOrdered })
      .from(orderLines)
      .where(eq(orderLines.orderId, id))
      .prepare(),
  );
  const addStock = lazy(() =>
    db
      .update(stock)
      .set({ qty: sql`${stock.qty} + ${sql.placeholder('qty')}` })
      .where(
        and(
          eq(stock.productId, sql.placeholder('productId')),
          eq(stock.warehouseCode, sql.placeholder('warehouseCode')),
        ),
      )
      .prepare(),
  );
  const statusesOfOrder = lazy(() =>
    db
      .select({ status: orders.status })
      .from(orders)
      .where(
        and(
          eq(orders.accountId, sql.placeholder('accountId')),
          eq(orders.orderNumber, sql.placeholder('orderNumber')),
        ),
      )
      .prepare(),
  );
  const releaseQuote = lazy(() =>
    db
      .update(quotes)
      .set({ usedAt: null, usedByOrderNumber: null })
      .where(
        and(
          eq(quotes.singleUse, true),
          eq(quotes.accountId, sql.placeholder('accountId')),
          eq(quotes.usedByOrderNumber, sql.placeholder('orderNumber')),
        ),
      )
      .prepare(),
  );

  const factsOf = lazy(() =>
    db.select(recordFactsColumns).from(orders).where(eq(orders.id, id)).prepare(),
  );
  const webhookEvents = createWebhookEventWriter(handle);

  const progressOf = () => db.select(progressColumns(orders)).from(orders);
  const due = lazy(() =>
    progressOf()
      .where(and(lte(orders.nextEventAt, sql.placeholder('now')), notFinal(orders)))
      .orderBy(asc(orders.nextEventAt))
      .limit(sql.placeholder('limit'))
      .prepare(),
  );
  const unfinishedAll = lazy(() =>
    progressOf().where(notFinal(orders)).orderBy(asc(orders.id)).prepare(),
  );
  const unfinishedOne = lazy(() =>
    progressOf()
      .where(and(eq(orders.orderNumber, sql.placeholder('orderNumber')), notFinal(orders)))
      .orderBy(asc(orders.id))
      .prepare(),
  );
  // The record as read: status, delivery status and schedule unchanged. Two statements because
  // a null schedule is matched with IS NULL, a set one with =.
  const stepGuard = (scheduled: boolean) =>
    and(
      eq(orders.id, id),
      eq(orders.status, sql.placeholder('fromStatus')),
      eq(orders.deliveryStatus, sql.placeholder('fromDeliveryStatus')),
      scheduled
        ? eq(orders.nextEventAt, sql.placeholder('fromNextEventAt'))
        : isNull(orders.nextEventAt),
    );
  const step = (scheduled: boolean) =>
    db
      .update(orders)
      .set({
        status: sql`${sql.placeholder('status')}`,
        deliveryStatus: sql`${sql.placeholder('deliveryStatus')}`,
        nextEventAt: sql`${sql.placeholder('nextEventAt')}`,
      })
      .where(stepGuard(scheduled))
      .prepare();
  const stepScheduled = lazy(() => step(true));
  const stepUnscheduled = lazy(() => step(false));
  const nextInvoice = lazy(() =>
    db
      .update(counters)
      .set({ value: sql`${counters.value} + 1` })
      .where(eq(counters.name, 'invoice_number'))
      .returning({ value: counters.value })
      .prepare(),
  );
  const setInvoice = lazy(() =>
    db
      .update(orders)
      .set({
        invoiceNumber: sql`${sql.placeholder('invoiceNumber')}`,
        invoicedAt: sql`${sql.placeholder('at')}`,
      })
      .where(eq(orders.id, id))
      .prepare(),
  );
  const setShipped = lazy(() =>
    db
      .update(orders)
      .set({
        shippedAt: sql`${sql.placeholder('at')}`,
        trackingNumber: sql`${sql.placeholder('trackingNumber')}`,
      })
      .where(eq(orders.id, id))
      .prepare(),
  );
  const shipLines = lazy(() =>
    db
      .update(orderLines)
      .set({ qtyShipped: sql`${orderLines.qtyOrdered}` })
      .where(eq(orderLines.orderId, id))
      .prepare(),
  );

  return {
    recordsForCancel(accountId, orderNumber) {
      const rows: CancellableRecord[] = forCancel().all({ accountId, orderNumber });
      return Promise.resolve(rows);
    },
    cancelRecords(ids, now) {
      const cancelled = db.transaction(
        () => {
          const done: number[] = [];
          const returned: CancelledRecord[] = [];
          const orderKeys = new Map<string, { accountId: number; orderNumber: string }>();
          for (const recordId of ids) {
            // Only a record this call moved to Cancelled gives stock back: exactly once.
            const row = cancelOne().get({ id: recordId, now });
            if (!row) continue;
            done.push(recordId);
            returned.push({
              warehouseCode: row.warehouseCode,
              lines: linesOf().all({ id: recordId }),
            });
            orderKeys.set(`${row.accountId}/${row.orderNumber}`, {
              accountId: row.accountId,
              orderNumber: row.orderNumber,
            });
            webhookEvents.writeEvent(
              row.accountId,
              orderRecordEvent('order.cancelled', orderRecordFactsOf(row), now),
            );
          }
          for (const cell of stockReturnedBy(returned)) addStock().run({ ...cell });
          for (const key of orderKeys.values()) {
            const statuses = statusesOfOrder()
              .all(key)
              .map((r) => r.status);
            if (quoteFreedBy(statuses)) releaseQuote().run(key);
          }
          return done;
        },
        { behavior: 'immediate' },
      );
      return Promise.resolve(cancelled);
    },
    dueRecords(now, limit) {
      return Promise.resolve(due().all({ now, limit }));
    },
    unfinishedRecords(orderNumber) {
      return Promise.resolve(
        orderNumber === undefined ? unfinishedAll().all() : unfinishedOne().all({ orderNumber }),
      );
    },
    applyTransition(record, t) {
      const applied = db.transaction(
        () => {
          const guard = {
            id: record.id,
            fromStatus: record.status,
            fromDeliveryStatus: record.deliveryStatus,
            fromNextEventAt: record.nextEventAt,
            status: t.status,
            deliveryStatus: t.deliveryStatus,
            nextEventAt: t.nextEventAt,
          };
          const claimed =
            record.nextEventAt === null ? stepUnscheduled().run(guard) : stepScheduled().run(guard);
          // Another process moved this record first: its counter and rows stay untouched.
          if (claimed.changes !== 1) return false;
          if (t.assignInvoice) {
            const counter = nextInvoice().get();
            if (!counter) throw new Error("counter 'invoice_number' is missing");
            setInvoice().run({ id: record.id, invoiceNumber: String(counter.value), at: t.at });
          }
          if (t.ship) {
            setShipped().run({ id: record.id, at: t.at, trackingNumber: t.trackingNumber ?? '' });
            shipLines().run({ id: record.id });
          }
          const eventType = lifecycleEventType(t.kind);
          const facts = eventType ? factsOf().get({ id: record.id }) : undefined;
          if (eventType && facts) {
            webhookEvents.writeEvent(
              facts.accountId,
              orderRecordEvent(eventType, orderRecordFactsOf(facts), t.at),
            );
          }
          return true;
        },
        { behavior: 'immediate' },
      );
      return Promise.resolve(applied);
    },
  };
}
