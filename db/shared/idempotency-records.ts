import type { IdempotencyBegin, StoredAnswer } from '@/lib/domain/ports/idempotency-repository';
import type { IdempotencyKeyRow } from './rows';

/** The body column holds the content type too: a replay must answer byte for byte. */
export function storedResponseBody(answer: StoredAnswer): string {
  return JSON.stringify({ contentType: answer.contentType, body: answer.body });
}

/** What a key already taken by someone says: its stored answer, or that it is still running. */
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
