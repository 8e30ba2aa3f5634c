// Writes the rows of a placed order: one orders row per warehouse record, its lines, the outbox
// e-mails, the Idempotency-Key's answer and the checked-out cart. Called only inside the
// placement transaction (order-placement-repository.ts); every statement is prepared once.
import { and, eq, sql } from 'drizzle-orm';
import type { StoredAnswer } from '@/lib/domain/ports/idempotency-repository';
import type { OrderRecordWrite, OutboxEmail } from '@/lib/domain/ports/order-placement-repository';
import { lazy } from '../../shared/lazy';
import {
  ORDER_INSERT_COLUMNS,
  ORDER_LINE_INSERT_COLUMNS,
  OUTBOX_INSERT_COLUMNS,
  placeholdersFor,
} from '../../shared/order-insert-columns';
import { orderInsertOf, orderLineInsertsOf } from '../../shared/order-view-rows';
import { outboxInsertsOf, storedAnswerColumns } from '../../shared/placement-rows';
import type { DatabaseHandle } from '../client';
import { cartLines, idempotencyKeys, orderLines, orders, outbox } from '../schema';

export function createOrderWriter({ db }: DatabaseHandle) {
  const insertOrder = lazy(() =>
    db
      .insert(orders)
      .values(placeholdersFor(ORDER_INSERT_COLUMNS))
      .returning({ id: orders.id })
      .prepare(),
  );
  const insertLine = lazy(() =>
    db.insert(orderLines).values(placeholdersFor(ORDER_LINE_INSERT_COLUMNS)).prepare(),
  );
  const insertEmail = lazy(() =>
    db.insert(outbox).values(placeholdersFor(OUTBOX_INSERT_COLUMNS)).prepare(),
  );
  // Only the reservation this request made: a key taken over meanwhile keeps its new owner's run.
  // (update().set() takes no bare placeholder, hence the sql`` wrappers.)
  const completeKey = lazy(() =>
    db
      .update(idempotencyKeys)
      .set({
        state: 'done',
        responseStatus: sql`${sql.placeholder('responseStatus')}`,
        responseBody: sql`${sql.placeholder('responseBody')}`,
      })
      .where(
        and(
          eq(idempotencyKeys.accountId, sql.placeholder('accountId')),
          eq(idempotencyKeys.key, sql.placeholder('key')),
          eq(idempotencyKeys.requestHash, sql.placeholder('requestHash')),
          eq(idempotencyKeys.state, 'running'),
        ),
      )
      .prepare(),
  );
  const clearCart = lazy(() =>
    db
      .delete(cartLines)
      .where(eq(cartLines.userId, sql.placeholder('userId')))
      .prepare(),
  );

  function writeRecord(accountId: number, record: OrderRecordWrite): void {
    const inserted = insertOrder().get(orderInsertOf(accountId, record));
    if (!inserted) throw new Error('Inserting an order record returned no id.');
    for (const line of orderLineInsertsOf(inserted.id, record)) insertLine().run(line);
  }

  function writeEmails(
    accountId: number,
    now: number,
    orderNumber: string | null,
    emails: readonly OutboxEmail[],
  ): void {
    for (const row of outboxInsertsOf(accountId, now, orderNumber, emails)) {
      insertEmail().run(row);
    }
  }

  /** False when the key is no longer this run's reservation (another run answered it). */
  function completeIdempotencyKey(
    accountId: number,
    idempotency: { key: string; requestHash: string },
    answer: StoredAnswer,
  ): boolean {
    const { changes } = completeKey().run({
      accountId,
      ...idempotency,
      ...storedAnswerColumns(answer),
    });
    return changes === 1;
  }

  function clearCartOf(userId: number): void {
    clearCart().run({ userId });
  }

  return { writeRecord, writeEmails, completeIdempotencyKey, clearCartOf };
}
