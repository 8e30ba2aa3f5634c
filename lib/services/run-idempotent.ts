import { DomainError } from '@/lib/domain/errors';
import type { IdempotencyBegin, StoredAnswer } from '@/lib/domain/ports/idempotency-repository';
import type { ServiceDeps } from './service-deps';

export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;
/**
 * A claim still "running" after this long belongs to a process that died mid-request (the SOAP
 * PO claim, lib/services/place-purchase-order.ts, uses it).
 */
export const ABANDONED_RUN_MS = 5 * 60_000;
/**
 * The same for an Idempotency-Key run. Taking one over early can never place an order twice: a
 * placement records the key's answer in its own transaction and refuses to commit when the key
 * was answered meanwhile (AnsweredMeanwhile). So the wait only needs to outlast a normal
 * placement (well under a second), and a client retrying after a crash is not kept waiting long
 * (issue 9, finding 7).
 */
export const ABANDONED_KEYED_RUN_MS = 10_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The key a run is under, for a use case that records its answer in its own transaction. */
export interface IdempotencyScope {
  key: string;
  requestHash: string;
}

/**
 * Thrown by a use case whose commit found its Idempotency-Key already answered by another run of
 * the same request (a takeover of a run thought abandoned): nothing was written; the stored
 * answer is the answer.
 */
export class AnsweredMeanwhile extends Error {
  constructor() {
    super('The Idempotency-Key was answered by another run of the same request.');
  }
}

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
  run: (scope: IdempotencyScope) => Promise<StoredAnswer>,
): Promise<IdempotentOutcome> {
  if (!KEY_PATTERN.test(key)) {
    throw DomainError.field(
      'Idempotency-Key',
      'Invalid. Use 1 to 255 visible ASCII characters, for example a UUID.',
    );
  }
  const repo = deps.repos.idempotency;
  const begin = () => {
    const now = deps.clock.now();
    return repo.begin(
      accountId,
      key,
      requestHash,
      now,
      now + IDEMPOTENCY_KEY_TTL_MS,
      now - ABANDONED_KEYED_RUN_MS,
    );
  };
  const begun = await begin();
  assertSameRequest(begun, requestHash);
  if (begun.kind === 'running') throw stillRunning();
  if (begun.kind === 'done') return { answer: begun.answer, replayed: true };

  let outcome: IdempotentOutcome;
  try {
    outcome = await runKeyed(run, { key, requestHash }, begin);
  } catch (error) {
    await repo.release(accountId, key, requestHash);
    throw error;
  }
  if (outcome.replayed) return outcome;
  // A placement has already recorded its answer in its own transaction; this then changes nothing.
  if (outcome.answer.status >= 500) await repo.release(accountId, key, requestHash);
  else await repo.complete(accountId, key, requestHash, outcome.answer);
  return outcome;
}

function assertSameRequest(begun: IdempotencyBegin, requestHash: string): void {
  if (begun.kind !== 'started' && begun.requestHash !== requestHash) {
    throw new DomainError('unprocessable', 'Unprocessable Entity.', [
      {
        field: 'Idempotency-Key',
        message: 'This key was already used with a different request. Use a new key.',
      },
    ]);
  }
}

function stillRunning(): DomainError {
  return new DomainError('conflict', 'Conflict.', [
    {
      field: 'Idempotency-Key',
      message: 'A request with this key is still being processed. Retry in a moment.',
    },
  ]);
}

/**
 * Runs under the key. When the run finds the key answered meanwhile by another run of the same
 * request (AnsweredMeanwhile, nothing written), that answer is the outcome; should the other run
 * have released the key instead, this run holds it again and runs once more.
 */
async function runKeyed(
  run: (scope: IdempotencyScope) => Promise<StoredAnswer>,
  scope: IdempotencyScope,
  begin: () => Promise<IdempotencyBegin>,
): Promise<IdempotentOutcome> {
  try {
    return { answer: await run(scope), replayed: false };
  } catch (error) {
    if (!(error instanceof AnsweredMeanwhile)) throw error;
  }
  const now = await begin();
  assertSameRequest(now, scope.requestHash);
  if (now.kind === 'done') return { answer: now.answer, replayed: true };
  if (now.kind === 'running') throw stillRunning();
  return { answer: await run(scope), replayed: false };
}
