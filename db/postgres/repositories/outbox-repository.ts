// PostgreSQL twin of db/sqlite/repositories/outbox-repository.ts, for N processes over one
// database. A lease is claimed_until = its expiry: a process that dies mid-delivery leaves the row
// leased until then, after which any process claims it again with a later expiry, so the dead
// one's token (its lease) no longer marks the row sent.
import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { OutboxRepository } from '@/lib/domain/ports/outbox-repository';
import { lazy } from '@/db/shared/lazy';
import { toOutboxMessage } from '@/db/shared/outbox-records';
import type { PostgresHandle } from '../client';
import { outbox } from '../schema';

const placeholder = sql.placeholder;
/** Unsent, not leased (never, or the lease expired), attempts left. */
const claimable = and(
  isNull(outbox.sentAt),
  or(isNull(outbox.claimedUntil), lte(outbox.claimedUntil, placeholder('now'))),
  lt(outbox.attempts, placeholder('maxAttempts')),
);
/** This worker still holds the lease it claimed (the lease's expiry is its token). */
const heldLease = and(
  eq(outbox.id, placeholder('id')),
  eq(outbox.claimedUntil, placeholder('leaseUntil')),
);

export function createOutboxRepository({ db }: PostgresHandle): OutboxRepository {
  // The sub-select locks the rows it picks and SKIPS rows another process has locked (a claim in
  // flight), so concurrent claimers take disjoint batches without waiting on each other; the
  // outer WHERE repeats "claimable", which PostgreSQL re-checks on the row's latest version.
  const claim = lazy(() =>
    db
      .update(outbox)
      .set({
        // drizzle's set() takes values or SQL, not a bare placeholder.
        claimedUntil: sql`${placeholder('leaseUntil')}`,
        attempts: sql`${outbox.attempts} + 1`,
      })
      .where(
        and(
          inArray(
            outbox.id,
            db
              .select({ id: outbox.id })
              .from(outbox)
              .where(claimable)
              .orderBy(asc(outbox.id))
              .limit(placeholder('limit'))
              .for('update', { skipLocked: true }),
          ),
          claimable,
        ),
      )
      .returning()
      .prepare('c_outbox_claim'),
  );
  const sent = lazy(() =>
    db
      .update(outbox)
      .set({ sentAt: sql`${placeholder('now')}`, lastError: null })
      .where(and(heldLease, isNull(outbox.sentAt)))
      .returning({ id: outbox.id })
      .prepare('c_outbox_sent'),
  );
  const failed = lazy(() =>
    db
      .update(outbox)
      .set({
        lastError: sql`${placeholder('error')}`,
        claimedUntil: sql`${placeholder('retryAt')}`,
      })
      .where(heldLease)
      .prepare('c_outbox_failed'),
  );
  const forAccount = lazy(() =>
    db
      .select()
      .from(outbox)
      .where(eq(outbox.accountId, placeholder('accountId')))
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(placeholder('limit'))
      .prepare('c_outbox_of_account'),
  );
  return {
    async claim(now, leaseUntil, maxAttempts, limit) {
      const rows = await claim().execute({ now, leaseUntil, maxAttempts, limit });
      return rows.sort((a, b) => a.id - b.id).map(toOutboxMessage);
    },
    async markSent(id, leaseUntil, now) {
      return (await sent().execute({ id, leaseUntil, now })).length === 1;
    },
    async markFailed(id, leaseUntil, error, retryAt) {
      await failed().execute({ id, leaseUntil, error: error.slice(0, 1000), retryAt });
    },
    async listForAccount(accountId, limit) {
      return (await forAccount().execute({ accountId, limit })).map(toOutboxMessage);
    },
  };
}
