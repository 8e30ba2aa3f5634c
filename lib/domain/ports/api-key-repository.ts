export interface ApiKeySummary {
  /** The last four characters, for recognising the key; the key itself is never stored. */
  hint: string;
  createdAt: number;
}

export interface ApiKeyRepository {
  /** The account's active (unrevoked) keys, newest first. */
  listActive(accountId: number): Promise<ApiKeySummary[]>;
  /** Revokes every active key of the account and stores the new one's hash, atomically. */
  replace(accountId: number, keyHash: string, hint: string, now: number): Promise<void>;
}
