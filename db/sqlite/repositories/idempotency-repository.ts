import { and, eq, lte, sql } from 'drizzle-orm';
import type {
  IdempotencyBegin,
  IdempotencyRepository,
} from '@/lib/domain/ports/idempotency-repository';
import { beginOfTakenKey } from '@/db/shared/idempotency-records';
import { storedAnswerColumns } from '@/db/shared/placement-rows';
import { lazy } from '@/db/shared/lazy';
import type { DatabaseHandle } from '../client';
import { idempotencyKeys as keys } from '../schema';

const placeholder = sql.placeholder;
const thisKey = and(eq(keys.accountId, placeholder('accountId')), eq(keys.key, placeholder('key')));
const thisRun = and(
  thisKey,
  eq(keys.requestHash, placeholder('requestHash')),
  eq(keys.state, 'running'),
);

export function createIdempotencyRepository({ db }: DatabaseHandle): IdempotencyRepository {
  // Insert, or take over an expired reservation (any request) or an abandoned run of the same
  // request; the conflict WHERE makes the check and the write one atomic statement.
  const reserve = lazy(() =>
    db
      .insert(keys)
      .values({
        accountId: placeholder('accountId'),
        key: placeholder('key'),
        requestHash: placeholder('requestHash'),
        state: 'running',
        createdAt: placeholder('now'),
        expiresAt: placeholder('expiresAt'),
      })
      .onConflictDoUpdate({
        target: [keys.accountId, keys.key],
        // `excluded` (the row that was refused) has no drizzle word.
        set: {
          requestHash: sql`excluded.request_hash`,
          state: 'running',
          responseStatus: null,
          responseBody: null,
          createdAt: sql`excluded.created_at`,
          expiresAt: sql`excluded.expires_at`,
        },
        setWhere: sql`${keys.expiresAt} <= ${placeholder('now')}
          OR (${keys.state} = 'running' AND ${keys.createdAt} < ${placeholder('staleBefore')}
              AND ${keys.requestHash} = excluded.request_hash)`,
      })
      .returning({ accountId: keys.accountId })
      .prepare(),
  );
  const read = lazy(() =>
    db
      .select({
        requestHash: keys.requestHash,
        state: keys.state,
        responseStatus: keys.responseStatus,
        responseBody: keys.responseBody,
      })
      .from(keys)
      .where(thisKey)
      .prepare(),
  );
  const complete = lazy(() =>
    db
      .update(keys)
      .set({
        state: 'done',
        // drizzle's set() takes values or SQL, not a bare placeholder.
        responseStatus: sql`${placeholder('status')}`,
        responseBody: sql`${placeholder('body')}`,
      })
      .where(thisRun)
      .prepare(),
  );
  const release = lazy(() => db.delete(keys).where(thisRun).prepare());
  const prune = lazy(() =>
    db
      .delete(keys)
      .where(lte(keys.expiresAt, placeholder('now')))
      .prepare(),
  );
  let lastPruned = 0;

  return {
    begin(accountId, key, requestHash, now, expiresAt, staleBefore) {
      if (now - lastPruned > 3_600_000) {
        // Expired keys are dead weight; an hourly sweep keeps the table small.
        prune().run({ now });
        lastPruned = now;
      }
      const tryReserve = () =>
        reserve().get({ accountId, key, requestHash, now, expiresAt, staleBefore }) !== undefined;
      if (tryReserve()) return Promise.resolve<IdempotencyBegin>({ kind: 'started' });
      const row = read().get({ accountId, key });
      if (!row) {
        // Released between our two statements: one more try, else treat it as still running.
        return Promise.resolve<IdempotencyBegin>(
          tryReserve() ? { kind: 'started' } : { kind: 'running', requestHash },
        );
      }
      return Promise.resolve(beginOfTakenKey(row));
    },
    complete(accountId, key, requestHash, answer) {
      const { responseStatus, responseBody } = storedAnswerColumns(answer);
      complete().run({ accountId, key, requestHash, status: responseStatus, body: responseBody });
      return Promise.resolve();
    },
    release(accountId, key, requestHash) {
      release().run({ accountId, key, requestHash });
      return Promise.resolve();
    },
  };
}
