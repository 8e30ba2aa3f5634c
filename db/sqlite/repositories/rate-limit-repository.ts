import type { RateLimitRepository } from '@/lib/domain/ports/rate-limit-repository';
import type { DatabaseHandle } from '../client';
import { lazyStatement } from './prepared';

// Counted in the database so that several app processes over one database share the limit.
export function createRateLimitRepository(handle: DatabaseHandle): RateLimitRepository {
  const hit = lazyStatement<[number, number], { count: number }>(
    handle,
    `INSERT INTO rate_limits (account_id, window_start, count) VALUES (?, ?, 1)
     ON CONFLICT (account_id, window_start) DO UPDATE SET count = count + 1
     RETURNING count`,
  );
  const prune = lazyStatement<[number], unknown>(
    handle,
    'DELETE FROM rate_limits WHERE window_start < ?',
  );
  let lastPrunedWindow = 0;
  return {
    hit(accountId, windowStart) {
      if (windowStart !== lastPrunedWindow) {
        // Old windows are useless; dropping them once a minute keeps the table tiny.
        prune().run(windowStart - 60_000);
        lastPrunedWindow = windowStart;
      }
      const row = hit().get(accountId, windowStart);
      return Promise.resolve(row?.count ?? 1);
    },
  };
}
