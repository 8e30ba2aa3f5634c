export interface RateLimitRepository {
  /** Counts one request in the account's window and returns the count so far (this one included). */
  hit(accountId: number, windowStart: number): Promise<number>;
}
