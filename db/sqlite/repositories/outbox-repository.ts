import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { OutboxRepository } from '@/lib/domain/ports/outbox-repository';
import { lazy } from '@/db/shared/lazy';
import { toOutboxMessage } from '@/db/shared/outbox-records';
import type { DatabaseHandle } from '../client';
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

// A lease is claimed_until = its expiry: a process that dies mid-delivery leaves the row leased
// until then, after which any process claims it again (with a later expiry, so the dead one's
// token no longer marks it). SQLite runs each statement under the database's single write lock,
// so the guarded UPDATE below is the whole of the claim, across any number of processes.
export function createOutboxRepository({ db }: DatabaseHandle): OutboxRepository {
  // The sub-select picks, the update leases; the WHERE repeats the "free" condition so a row
  // leased meanwhile is not taken twice.
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
              .limit(placeholder('limit')),
          ),
          claimable,
        ),
      )
      .returning()
      .prepare(),
  );
  const sent = lazy(() =>
    db
      .update(outbox)
      .set({ sentAt: sql`${placeholder('now')}`, lastError: null })
      .where(and(heldLease, isNull(outbox.sentAt)))
      .prepare(),
  );
  const failed = lazy(() =>
    db
      .update(outbox)
      .set({
        lastError: sql`${placeholder('error')}`,
        claimedUntil: sql`${placeholder('retryAt')}`,
      })
      .where(heldLease)
      .prepare(),
  );
  const forAccount = lazy(() =>
    db
      .select()
      .from(outbox)
      .where(eq(outbox.accountId, placeholder('accountId')))
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(placeholder('limit'))
      .prepare(),
  );
  return {
    claim(now, leaseUntil, maxAttempts, limit) {
      const rows = claim().all({ now, leaseUntil, maxAttempts, limit });
      return Promise.resolve(rows.sort((a, b) => a.id - b.id).map(toOutboxMessage));
    },
    markSent(id, leaseUntil, now) {
      return Promise.resolve(sent().run({ id, leaseUntil, now }).changes === 1);
    },
    markFailed(id, leaseUntil, error, retryAt) {
      failed().run({ id, leaseUntil, error: error.slice(0, 1000), retryAt });
      return Promise.resolve();
    },
    listForAccount(accountId, limit) {
      return Promise.resolve(forAccount().all({ accountId, limit }).map(toOutboxMessage));
    },
  };
}
