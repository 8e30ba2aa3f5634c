import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { RateLimitRepository } from '@/lib/domain/ports/rate-limit-repository';
import type { WindowCounts } from '@/lib/domain/rate-limit';
import { lazy } from '@/db/shared/lazy';
import type { DatabaseHandle } from '../client';
import { rateLimits } from '../schema';

// Counted in the database so that several app processes over one database share the limit. The
// read, the decision and the count run in one IMMEDIATE transaction: two processes cannot both
// read the same counts and both admit the last allowed request. Every API request passes here,
// so the three statements are prepared once (building them per request was most of its cost).
export function createRateLimitRepository(handle: DatabaseHandle): RateLimitRepository {
  const { db } = handle;
  const account = sql.placeholder('account');
  const current = sql.placeholder('current');
  const previous = sql.placeholder('previous');
  const pruneOlder = lazy(() =>
    db.delete(rateLimits).where(lt(rateLimits.windowStart, previous)).prepare(),
  );
  const counts = lazy(() =>
    db
      .select({ windowStart: rateLimits.windowStart, count: rateLimits.count })
      .from(rateLimits)
      .where(
        and(
          eq(rateLimits.accountId, account),
          or(eq(rateLimits.windowStart, previous), eq(rateLimits.windowStart, current)),
        ),
      )
      .prepare(),
  );
  const countMany = lazy(() =>
    db
      .insert(rateLimits)
      .values({ accountId: account, windowStart: current, count: sql.placeholder('count') })
      .onConflictDoUpdate({
        target: [rateLimits.accountId, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + excluded.count` },
      })
      .prepare(),
  );
  const countsIn = (params: { account: number; current: number; previous: number }) => {
    const rows = counts().all(params);
    const countOf = (start: number) => rows.find((r) => r.windowStart === start)?.count ?? 0;
    return { previous: countOf(params.previous), current: countOf(params.current) };
  };
  const countOne = lazy(() =>
    db
      .insert(rateLimits)
      .values({ accountId: account, windowStart: current, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.accountId, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
      })
      .prepare(),
  );
  let lastPrunedWindow = 0;
  return {
    admit(accountId, windowStart, previousWindowStart, decide) {
      const params = { account: accountId, current: windowStart, previous: previousWindowStart };
      const decision = db.transaction(
        () => {
          if (windowStart !== lastPrunedWindow) {
            // Older windows no longer count; dropping them once a window keeps the table tiny.
            pruneOlder().run(params);
            lastPrunedWindow = windowStart;
          }
          const made = decide(countsIn(params));
          if (made.admitted) countOne().run(params);
          return made;
        },
        { behavior: 'immediate' },
      );
      return Promise.resolve(decision);
    },
    record(accountId, windowStart, previousWindowStart, count) {
      const params = { account: accountId, current: windowStart, previous: previousWindowStart };
      const windowCounts: WindowCounts = db.transaction(
        () => {
          if (count > 0) countMany().run({ ...params, count });
          return countsIn(params);
        },
        { behavior: 'immediate' },
      );
      return Promise.resolve(windowCounts);
    },
  };
}
