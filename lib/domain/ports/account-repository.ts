import type { Account } from '../accounts';

export interface AccountRepository {
  /** The account whose number and active API key hash match; undefined otherwise. */
  findByApiKey(accountNumber: string, keyHash: string): Promise<Account | undefined>;
  findById(accountId: number): Promise<Account | undefined>;
}
