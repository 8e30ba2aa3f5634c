// Writes the rows of a placed order inside the placement's transaction (PostgreSQL): all orders
// rows of the placement in one INSERT, all their lines in one more, the outbox e-mails, the
// Idempotency-Key's answer and the checked-out cart. Few statements, because on PostgreSQL every
// statement is a round trip while the transaction holds its stock row locks.
import { and, eq } from 'drizzle-orm';
import type { StoredAnswer } from '@/lib/domain/ports/idempotency-repository';
import type { OrderRecordWrite, OutboxEmail } from '@/lib/domain/ports/order-placement-repository';
import { orderInsertOf, orderLineInsertsOf } from '../../shared/order-view-rows';
import { outboxInsertsOf, storedAnswerColumns } from '../../shared/placement-rows';
import type { PgDb } from '../client';
import { cartLines, idempotencyKeys, orderLines, orders, outbox } from '../schema';

/** The transaction handle drizzle passes to `db.transaction(async (tx) => …)`. */
export type PgTx = Parameters<Parameters<PgDb['transaction']>[0]>[0];

export async function writeRecords(
  tx: PgTx,
  accountId: number,
  records: readonly OrderRecordWrite[],
): Promise<void> {
  if (records.length === 0) return;
  const inserted = await tx
    .insert(orders)
    .values(records.map((record) => orderInsertOf(accountId, record)))
    .returning({ id: orders.id, guid: orders.guid });
  const idByGuid = new Map(inserted.map((row) => [row.guid, row.id]));
  const lines = records.flatMap((record) => {
    const id = idByGuid.get(record.view.guid);
    if (id === undefined) throw new Error('Inserting an order record returned no id.');
    return orderLineInsertsOf(id, record);
  });
  if (lines.length > 0) await tx.insert(orderLines).values(lines);
}

export async function writeEmails(
  tx: PgTx,
  accountId: number,
  now: number,
  orderNumber: string | null,
  emails: readonly OutboxEmail[],
): Promise<void> {
  if (emails.length === 0) return;
  await tx.insert(outbox).values(outboxInsertsOf(accountId, now, orderNumber, emails));
}

/**
 * Only the reservation this request made: a key taken over meanwhile keeps its new owner's run.
 * False when the key is no longer this run's reservation (another run answered it).
 */
export async function completeIdempotencyKey(
  tx: PgTx,
  accountId: number,
  idempotency: { key: string; requestHash: string },
  answer: StoredAnswer,
): Promise<boolean> {
  const completed = await tx
    .update(idempotencyKeys)
    .set({ state: 'done', ...storedAnswerColumns(answer) })
    .where(
      and(
        eq(idempotencyKeys.accountId, accountId),
        eq(idempotencyKeys.key, idempotency.key),
        eq(idempotencyKeys.requestHash, idempotency.requestHash),
        eq(idempotencyKeys.state, 'running'),
      ),
    );
  return completed.rowCount === 1;
}

export async function clearCartOf(tx: PgTx, userId: number): Promise<void> {
  await tx.delete(cartLines).where(eq(cartLines.userId, userId));
}
