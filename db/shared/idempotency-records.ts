import type { IdempotencyBegin, StoredAnswer } from '@/lib/domain/ports/idempotency-repository';
import type { IdempotencyKeyRow } from './rows';

/**
 * What a key already taken by someone says: its stored answer, or that it is still running. The
 * response columns are written by storedAnswerColumns (placement-rows.ts), here and by a placement.
 */
export function beginOfTakenKey(
  row: Pick<IdempotencyKeyRow, 'requestHash' | 'state' | 'responseStatus' | 'responseBody'>,
): IdempotencyBegin {
  if (row.state === 'done' && row.responseStatus !== null && row.responseBody !== null) {
    const answer = JSON.parse(row.responseBody) as Omit<StoredAnswer, 'status'>;
    return {
      kind: 'done',
      requestHash: row.requestHash,
      answer: { status: row.responseStatus, ...answer },
    };
  }
  return { kind: 'running', requestHash: row.requestHash };
}
