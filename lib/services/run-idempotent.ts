import { DomainError } from '@/lib/domain/errors';
import type { StoredAnswer } from '@/lib/domain/ports/idempotency-repository';
import type { ServiceDeps } from './service-deps';

export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;
/**
 * A reservation still "running" after this long belongs to a process that died mid-request; the
 * same request may then run again. Placing an order takes well under a second, so five minutes
 * leaves a wide margin against a slow but live run.
 */
export const ABANDONED_RUN_MS = 5 * 60_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface IdempotentOutcome {
  answer: StoredAnswer;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

/**
 * Runs a request at most once per (account, Idempotency-Key): a retry with the same request gets
 * the first answer, the same key with another request a 422, a retry while the first still runs a
 * 409. Final answers (2xx and 4xx) are stored for 24 hours; a 5xx or a crash frees the key.
 */
export async function runIdempotent(
  deps: ServiceDeps,
  accountId: number,
  key: string,
  requestHash: string,
  run: () => Promise<StoredAnswer>,
): Promise<IdempotentOutcome> {
  if (!KEY_PATTERN.test(key)) {
    throw DomainError.field(
      'Idempotency-Key',
      'Invalid. Use 1 to 255 visible ASCII characters, for example a UUID.',
    );
  }
  const repo = deps.repos.idempotency;
  const now = deps.clock.now();
  const begun = await repo.begin(
    accountId,
    key,
    requestHash,
    now,
    now + IDEMPOTENCY_KEY_TTL_MS,
    now - ABANDONED_RUN_MS,
  );
  if (begun.kind !== 'started' && begun.requestHash !== requestHash) {
    throw new DomainError('unprocessable', 'Unprocessable Entity.', [
      {
        field: 'Idempotency-Key',
        message: 'This key was already used with a different request. Use a new key.',
      },
    ]);
  }
  if (begun.kind === 'running') {
    throw new DomainError('conflict', 'Conflict.', [
      {
        field: 'Idempotency-Key',
        message: 'A request with this key is still being processed. Retry in a moment.',
      },
    ]);
  }
  if (begun.kind === 'done') return { answer: begun.answer, replayed: true };

  let answer: StoredAnswer;
  try {
    answer = await run();
  } catch (error) {
    await repo.release(accountId, key, requestHash);
    throw error;
  }
  if (answer.status >= 500) await repo.release(accountId, key, requestHash);
  else await repo.complete(accountId, key, requestHash, answer);
  return { answer, replayed: false };
}
