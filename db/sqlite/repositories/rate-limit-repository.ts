import { lt, sql } from 'drizzle-orm';
import type { RateLimitRepository } from '@/lib/domain/ports/rate-limit-repository';
import { lazy } from '@/db/shared/lazy';
import type { DatabaseHandle } from '../client';
import { rateLimits } from '../schema';

// Counted in the database so that several app processes over one database share the limit.
export function createRateLimitRepository({ db }: DatabaseHandle): RateLimitRepository {
  // One atomic upsert per request: insert the window's first hit or count one more.
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
      .prepare(),
  );
  const prune = lazy(() =>
    db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, sql.placeholder('before')))
      .prepare(),
  );
  let lastPrunedWindow = 0;
  return {
    hit(accountId, windowStart) {
      if (windowStart !== lastPrunedWindow) {
        // Old windows are useless; dropping them once a minute keeps the table tiny.
        prune().run({ before: windowStart - 60_000 });
        lastPrunedWindow = windowStart;
      }
      return Promise.resolve(hit().get({ accountId, windowStart })?.count ?? 1);
    },
  };
}
