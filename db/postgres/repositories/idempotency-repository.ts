// PostgreSQL twin of db/sqlite/repositories/idempotency-repository.ts.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { IdempotencyRepository } from '@/lib/domain/ports/idempotency-repository';
import { beginOfTakenKey } from '@/db/shared/idempotency-records';
import { lazy } from '@/db/shared/lazy';
import { storedAnswerColumns } from '@/db/shared/placement-rows';
import type { PostgresHandle } from '../client';
import { idempotencyKeys as keys } from '../schema';

const placeholder = sql.placeholder;
const thisKey = and(eq(keys.accountId, placeholder('accountId')), eq(keys.key, placeholder('key')));
const thisRun = and(
  thisKey,
  eq(keys.requestHash, placeholder('requestHash')),
  eq(keys.state, 'running'),
);

export function createIdempotencyRepository({ db }: PostgresHandle): IdempotencyRepository {
  // Insert, or take over an expired reservation (any request) or an abandoned run of the same
  // request, in one statement: two processes racing on one key queue on its unique index, and the
  // second sees the first's row in the conflict WHERE, so exactly one of them gets a row back.
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
      .prepare('c_idempotency_reserve'),
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
      .prepare('c_idempotency_read'),
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
      .prepare('c_idempotency_complete'),
  );
  const release = lazy(() => db.delete(keys).where(thisRun).prepare('c_idempotency_release'));
  const prune = lazy(() =>
    db
      .delete(keys)
      .where(lte(keys.expiresAt, placeholder('now')))
      .prepare('c_idempotency_prune'),
  );
  let lastPruned = 0;

  return {
    async begin(accountId, key, requestHash, now, expiresAt, staleBefore) {
      if (now - lastPruned > 3_600_000) {
        // Expired keys are dead weight; an hourly sweep per process keeps the table small.
        lastPruned = now;
        await prune().execute({ now });
      }
      const tryReserve = async () =>
        (await reserve().execute({ accountId, key, requestHash, now, expiresAt, staleBefore }))
          .length > 0;
      if (await tryReserve()) return { kind: 'started' };
      const [row] = await read().execute({ accountId, key });
      if (!row) {
        // Released between our two statements: one more try, else treat it as still running.
        return (await tryReserve()) ? { kind: 'started' } : { kind: 'running', requestHash };
      }
      return beginOfTakenKey(row);
    },
    async complete(accountId, key, requestHash, answer) {
      const { responseStatus, responseBody } = storedAnswerColumns(answer);
      await complete().execute({
        accountId,
        key,
        requestHash,
        status: responseStatus,
        body: responseBody,
      });
    },
    async release(accountId, key, requestHash) {
      await release().execute({ accountId, key, requestHash });
    },
  };
}
