export interface StoredAnswer {
  status: number;
  contentType: string;
  body: string;
}

export type IdempotencyBegin =
  | { kind: 'started' }
  | { kind: 'running'; requestHash: string }
  | { kind: 'done'; requestHash: string; answer: StoredAnswer };

export interface IdempotencyRepository {
  /**
   * Reserves (account, key) for this request in one statement: inserted as running, or taken
   * over when the previous reservation expired or its run was abandoned (`staleBefore`); otherwise
   * reports what the existing reservation holds.
   */
  begin(
    accountId: number,
    key: string,
    requestHash: string,
    now: number,
    expiresAt: number,
    staleBefore: number,
  ): Promise<IdempotencyBegin>;
  complete(
    accountId: number,
    key: string,
    requestHash: string,
    answer: StoredAnswer,
  ): Promise<void>;
  /** Frees a reservation whose run failed unexpectedly, so a retry can run again. */
  release(accountId: number, key: string, requestHash: string): Promise<void>;
}
