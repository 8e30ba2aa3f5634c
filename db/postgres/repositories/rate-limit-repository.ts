// PostgreSQL twin of db/sqlite/repositories/rate-limit-repository.ts.
import { lt, sql } from 'drizzle-orm';
import type { RateLimitRepository } from '@/lib/domain/ports/rate-limit-repository';
import { lazy } from '@/db/shared/lazy';
import type { PostgresHandle } from '../client';
import { rateLimits } from '../schema';

// Counted in the database so that every process over it shares one limit per account.
export function createRateLimitRepository({ db }: PostgresHandle): RateLimitRepository {
  // One atomic upsert per request: concurrent hits from several processes serialize on the
  // window's row (ON CONFLICT takes its lock), so each gets its own count back, none is lost.
  const hit = lazy(() =>
    db
      .insert(rateLimits)
      .values({
        accountId: sql.placeholder('accountId'),
        windowStart: sql.placeholder('windowStart'),
        count: 1,
      })
      .onConflictDoUpdate({
        target: [rateLimits.accountId, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
      })
      .returning({ count: rateLimits.count })
      .prepare('c_rate_limit_hit'),
  );
  const prune = lazy(() =>
    db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, sql.placeholder('before')))
      .prepare('c_rate_limit_prune'),
  );
  let lastPrunedWindow = 0;
  return {
    async hit(accountId, windowStart) {
      if (windowStart !== lastPrunedWindow) {
        // Old windows are useless; each process drops them once a minute (idempotent).
        lastPrunedWindow = windowStart;
        await prune().execute({ before: windowStart - 60_000 });
      }
      const [row] = await hit().execute({ accountId, windowStart });
      return row?.count ?? 1;
    },
  };
}
