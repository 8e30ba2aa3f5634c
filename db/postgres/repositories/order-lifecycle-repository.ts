// PostgreSQL twin of db/sqlite/repositories/order-lifecycle-repository.ts. The rules (what a
// cancel gives back, when a quote is free again, which records are final) are lib/domain's.
// With N processes over one database:
// - a lifecycle step is claimed with `SELECT … FOR UPDATE SKIP LOCKED` on the record as read:
//   the process that locks it applies the step, any other skips it at once (no waiting), and one
//   arriving after the commit finds the record changed; each step happens exactly once;
// - a cancel moves each record with a guarded update (`status = 'In Progress'`); a racing cancel
//   waits on the row lock, then re-checks the guard under READ COMMITTED and changes nothing, so
//   stock comes back exactly once. Records and stock cells are locked in one fixed order.
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import {
  quoteFreedBy,
  stockReturnedBy,
  type CancelledRecord,
} from '@/lib/domain/order-cancellation';
import { CANCELLABLE_STATUS } from '@/lib/domain/order-states';
import type { OrderLifecycleRepository } from '@/lib/domain/ports/order-lifecycle-repository';
import { lifecycleEventType, orderRecordEvent } from '@/lib/domain/webhooks';
import { lazy } from '../../shared/lazy';
import { notFinal, progressColumns } from '../../shared/order-lifecycle-rows';
import { orderRecordFactsOf } from '../../shared/webhook-records';
import type { PostgresHandle } from '../client';
import { invoiceNumberSeq, orderLines, orders, quotes, stock } from '../schema';
import type { PgTx } from './order-placement-writer';
import { writeWebhookEvent } from './webhook-event-writer';

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

export function createOrderLifecycleRepository({ db }: PostgresHandle): OrderLifecycleRepository {
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
      .prepare('b_lifecycle_for_cancel'),
  );
  const progressOf = () => db.select(progressColumns(orders)).from(orders);
  const due = lazy(() =>
    progressOf()
      .where(and(lte(orders.nextEventAt, sql.placeholder('now')), notFinal(orders)))
      .orderBy(asc(orders.nextEventAt))
      .limit(sql.placeholder('limit'))
      .prepare('b_lifecycle_due'),
  );
  const unfinishedAll = lazy(() =>
    progressOf().where(notFinal(orders)).orderBy(asc(orders.id)).prepare('b_lifecycle_unfinished'),
  );
  const unfinishedOne = lazy(() =>
    progressOf()
      .where(and(eq(orders.orderNumber, sql.placeholder('orderNumber')), notFinal(orders)))
      .orderBy(asc(orders.id))
      .prepare('b_lifecycle_unfinished_one'),
  );

  async function cancel(tx: PgTx, ids: readonly number[], now: number): Promise<number[]> {
    const done: number[] = [];
    const returned: CancelledRecord[] = [];
    const orderKeys = new Map<string, { accountId: number; orderNumber: string }>();
    // Ascending ids: two cancels of one order lock its records in the same order.
    for (const id of [...ids].sort((a, b) => a - b)) {
      const [row] = await tx
        .update(orders)
        .set({ status: 'Cancelled', cancelledAt: now, nextEventAt: null })
        .where(and(eq(orders.id, id), eq(orders.status, CANCELLABLE_STATUS)))
        .returning(recordFactsColumns);
      // Only a record this call moved to Cancelled gives stock back: exactly once.
      if (!row) continue;
      done.push(id);
      const lines = await tx
        .select({ productId: orderLines.productId, qtyOrdered: orderLines.qtyOrdered })
        .from(orderLines)
        .where(eq(orderLines.orderId, id));
      returned.push({ warehouseCode: row.warehouseCode, lines });
      orderKeys.set(`${row.accountId}/${row.orderNumber}`, {
        accountId: row.accountId,
        orderNumber: row.orderNumber,
      });
      await writeWebhookEvent(
        tx,
        row.accountId,
        orderRecordEvent('order.cancelled', orderRecordFactsOf(row), now),
      );
    }
    // In the fixed (product, warehouse) order placements decrement in: no lock-order deadlock.
    for (const cell of stockReturnedBy(returned)) {
      await tx
        .update(stock)
        .set({ qty: sql`${stock.qty} + ${cell.qty}` })
        .where(
          and(eq(stock.productId, cell.productId), eq(stock.warehouseCode, cell.warehouseCode)),
        );
    }
    for (const key of orderKeys.values()) {
      const records = await tx
        .select({ status: orders.status })
        .from(orders)
        .where(and(eq(orders.accountId, key.accountId), eq(orders.orderNumber, key.orderNumber)));
      if (!quoteFreedBy(records.map((r) => r.status))) continue;
      await tx
        .update(quotes)
        .set({ usedAt: null, usedByOrderNumber: null })
        .where(
          and(
            eq(quotes.singleUse, true),
            eq(quotes.accountId, key.accountId),
            eq(quotes.usedByOrderNumber, key.orderNumber),
          ),
        );
    }
    return done;
  }

  return {
    async recordsForCancel(accountId, orderNumber) {
      return forCancel().execute({ accountId, orderNumber });
    },
    async cancelRecords(ids, now) {
      if (ids.length === 0) return [];
      return db.transaction((tx) => cancel(tx, ids, now));
    },
    async dueRecords(now, limit) {
      return due().execute({ now, limit });
    },
    async unfinishedRecords(orderNumber) {
      return orderNumber === undefined
        ? unfinishedAll().execute()
        : unfinishedOne().execute({ orderNumber });
    },
    async applyTransition(record, t) {
      return db.transaction(async (tx) => {
        // Claim the record as read; a record another process holds is skipped, not waited for.
        const [claimed] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(
            and(
              eq(orders.id, record.id),
              eq(orders.status, record.status),
              eq(orders.deliveryStatus, record.deliveryStatus),
              record.nextEventAt === null
                ? isNull(orders.nextEventAt)
                : eq(orders.nextEventAt, record.nextEventAt),
            ),
          )
          .for('update', { skipLocked: true });
        // Another process moved (or is moving) this record: its rows stay untouched.
        if (!claimed) return false;
        let invoice: { invoiceNumber: string; invoicedAt: number } | undefined;
        if (t.assignInvoice) {
          // nextval() has no query-builder form in drizzle; the sequence object supplies its name.
          const numbered = await tx.execute<{ value: number }>(
            sql`select nextval(${invoiceNumberSeq.seqName ?? 'invoice_number_seq'}) as value`,
          );
          const value = numbered.rows[0]?.value;
          if (value === undefined) throw new Error('nextval(invoice_number_seq) returned nothing.');
          invoice = { invoiceNumber: String(value), invoicedAt: t.at };
        }
        await tx
          .update(orders)
          .set({
            status: t.status,
            deliveryStatus: t.deliveryStatus,
            nextEventAt: t.nextEventAt,
            ...invoice,
            ...(t.ship ? { shippedAt: t.at, trackingNumber: t.trackingNumber ?? '' } : {}),
          })
          .where(eq(orders.id, record.id));
        if (t.ship) {
          await tx
            .update(orderLines)
            .set({ qtyShipped: sql`${orderLines.qtyOrdered}` })
            .where(eq(orderLines.orderId, record.id));
        }
        const eventType = lifecycleEventType(t.kind);
        if (eventType) {
          const [facts] = await tx
            .select(recordFactsColumns)
            .from(orders)
            .where(eq(orders.id, record.id));
          if (facts) {
            await writeWebhookEvent(
              tx,
              facts.accountId,
              orderRecordEvent(eventType, orderRecordFactsOf(facts), t.at),
            );
          }
        }
        return true;
      });
    },
  };
}
