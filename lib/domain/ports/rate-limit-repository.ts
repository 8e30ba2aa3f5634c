import type { WindowCounts } from '../rate-limit';

export interface RateLimitRepository {
  /**
   * In one transaction, so that every app process over the database shares the limit: reads the
   * account's counts of the window starting at `windowStart` and of the one before it
   * (`previousWindowStart`), asks `decide`, and counts the request in the current window only when
   * the decision admits it. Returns the decision.
   */
  admit<D extends { admitted: boolean }>(
    accountId: number,
    windowStart: number,
    previousWindowStart: number,
    decide: (counts: WindowCounts) => D,
  ): Promise<D>;

  /**
   * Counts `count` (0 or more) requests already admitted by this process in the account's window
   * starting at `windowStart`, atomically, and returns both windows' counts with them included
   * (lib/services/count-api-request.ts: a process's batch of admissions, flushed together).
   */
  record(
    accountId: number,
    windowStart: number,
    previousWindowStart: number,
    count: number,
  ): Promise<WindowCounts>;
}
