import type {
  IdempotencyBegin,
  IdempotencyRepository,
  StoredAnswer,
} from '@/lib/domain/ports/idempotency-repository';
import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../client';
import { idempotencyKeys } from '../schema';
import { lazyStatement } from './prepared';

/** The body column holds the content type too: a replay must answer byte for byte. */
function storedBody(answer: StoredAnswer): string {
  return JSON.stringify({ contentType: answer.contentType, body: answer.body });
}

/**
 * Marks a running key done with its answer, inside the caller's transaction (a placement's, issue
 * 9 finding 7). False when the key is not running for this request: another run of the same
 * request answered it first, and the caller must roll back.
 */
export function completeKeyedRun(
  handle: DatabaseHandle,
  key: { accountId: number; key: string; requestHash: string },
  answer: StoredAnswer,
): boolean {
  const { changes } = handle.db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: answer.status, responseBody: storedBody(answer) })
    .where(
      and(
        eq(idempotencyKeys.accountId, key.accountId),
        eq(idempotencyKeys.key, key.key),
        eq(idempotencyKeys.requestHash, key.requestHash),
        eq(idempotencyKeys.state, 'running'),
      ),
    )
    .run();
  return changes === 1;
}

interface KeyRow {
  request_hash: string;
  state: string;
  response_status: number | null;
  response_body: string | null;
}

export function createIdempotencyRepository(handle: DatabaseHandle): IdempotencyRepository {
  // Insert, or take over an expired reservation (any request) or an abandoned run of the same
  // request; the conflict WHERE makes the check and the write one atomic statement.
  const reserve = lazyStatement<
    [number, string, string, number, number, number, number],
    { ok: number }
  >(
    handle,
    `INSERT INTO idempotency_keys (account_id, key, request_hash, state, created_at, expires_at)
     VALUES (?, ?, ?, 'running', ?, ?)
     ON CONFLICT (account_id, key) DO UPDATE SET request_hash = excluded.request_hash,
       state = 'running', response_status = NULL, response_body = NULL,
       created_at = excluded.created_at, expires_at = excluded.expires_at
     WHERE idempotency_keys.expires_at <= ?
        OR (idempotency_keys.state = 'running' AND idempotency_keys.created_at < ?
            AND idempotency_keys.request_hash = excluded.request_hash)
     RETURNING 1 AS ok`,
  );
  const read = lazyStatement<[number, string], KeyRow>(
    handle,
    `SELECT request_hash, state, response_status, response_body FROM idempotency_keys
      WHERE account_id = ? AND key = ?`,
  );
  const complete = lazyStatement<[number, string, number, string, string], unknown>(
    handle,
    `UPDATE idempotency_keys SET state = 'done', response_status = ?, response_body = ?
      WHERE account_id = ? AND key = ? AND request_hash = ? AND state = 'running'`,
  );
  const release = lazyStatement<[number, string, string], unknown>(
    handle,
    `DELETE FROM idempotency_keys
      WHERE account_id = ? AND key = ? AND request_hash = ? AND state = 'running'`,
  );
  const prune = lazyStatement<[number], unknown>(
    handle,
    'DELETE FROM idempotency_keys WHERE expires_at <= ?',
  );
  let lastPruned = 0;

  return {
    begin(accountId, key, requestHash, now, expiresAt, staleBefore) {
      if (now - lastPruned > 3_600_000) {
        // Expired keys are dead weight; an hourly sweep keeps the table small.
        prune().run(now);
        lastPruned = now;
      }
      const tryReserve = () =>
        reserve().get(accountId, key, requestHash, now, expiresAt, now, staleBefore) !== undefined;
      if (tryReserve()) return Promise.resolve<IdempotencyBegin>({ kind: 'started' });
      const row = read().get(accountId, key);
      if (!row) {
        // Released between our two statements: one more try, else treat it as still running.
        return Promise.resolve<IdempotencyBegin>(
          tryReserve() ? { kind: 'started' } : { kind: 'running', requestHash },
        );
      }
      if (row.state === 'done' && row.response_status !== null && row.response_body !== null) {
        const answer = JSON.parse(row.response_body) as Omit<StoredAnswer, 'status'>;
        return Promise.resolve<IdempotencyBegin>({
          kind: 'done',
          requestHash: row.request_hash,
          answer: { status: row.response_status, ...answer },
        });
      }
      return Promise.resolve<IdempotencyBegin>({ kind: 'running', requestHash: row.request_hash });
    },
    complete(accountId, key, requestHash, answer) {
      complete().run(answer.status, storedBody(answer), accountId, key, requestHash);
      return Promise.resolve();
    },
    release(accountId, key, requestHash) {
      release().run(accountId, key, requestHash);
      return Promise.resolve();
    },
  };
}
