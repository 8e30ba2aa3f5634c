export interface OutboxMessage {
  id: number;
  accountId: number;
  kind: string;
  orderNumber: string | null;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  createdAt: number;
  sentAt: number | null;
  attempts: number;
  lastError: string | null;
  /** The lease this reader holds (claim), or the current lease when listing. */
  claimedUntil: number | null;
}

export interface OutboxRepository {
  /**
   * Leases up to `limit` unsent messages whose lease is free (never claimed or expired) and that
   * have attempts left: sets claimed_until = leaseUntil and counts an attempt, in one guarded
   * statement, so two workers never hold the same message at once.
   */
  claim(
    now: number,
    leaseUntil: number,
    maxAttempts: number,
    limit: number,
  ): Promise<OutboxMessage[]>;
  /** Marks sent if this worker still holds the lease it claimed; false when it lost it. */
  markSent(id: number, leaseUntil: number, now: number): Promise<boolean>;
  /** Records the failure and keeps the message leased until `retryAt` (the back-off). */
  markFailed(id: number, leaseUntil: number, error: string, retryAt: number): Promise<void>;
  /** The account's messages, newest first (the portal's outbox view). */
  listForAccount(accountId: number, limit: number): Promise<OutboxMessage[]>;
}
