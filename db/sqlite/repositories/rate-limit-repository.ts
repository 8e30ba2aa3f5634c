import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { RateLimitRepository } from '@/lib/domain/ports/rate-limit-repository';
import type { WindowCounts } from '@/lib/domain/rate-limit';
import type { DatabaseHandle, Db } from '../client';
import { rateLimits } from '../schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

function countsOf(
  tx: Tx,
  accountId: number,
  windowStart: number,
  previousWindowStart: number,
): WindowCounts {
  const rows = tx
    .select({ windowStart: rateLimits.windowStart, count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.accountId, accountId),
        inArray(rateLimits.windowStart, [previousWindowStart, windowStart]),
      ),
    )
    .all();
  const countOf = (start: number) => rows.find((r) => r.windowStart === start)?.count ?? 0;
  return { previous: countOf(previousWindowStart), current: countOf(windowStart) };
}

// Counted in the database so that several app processes over one database share the limit. The
// read, the decision and the count run in one IMMEDIATE transaction: two processes cannot both
// read the same counts and both admit the last allowed request.
export function createRateLimitRepository(handle: DatabaseHandle): RateLimitRepository {
  let lastPrunedWindow = 0;
  return {
    admit(accountId, windowStart, previousWindowStart, decide) {
      const decision = handle.db.transaction(
        (tx) => {
          if (windowStart !== lastPrunedWindow) {
            // Older windows no longer count; dropping them once a window keeps the table tiny.
            tx.delete(rateLimits).where(lt(rateLimits.windowStart, previousWindowStart)).run();
            lastPrunedWindow = windowStart;
          }
          const made = decide(countsOf(tx, accountId, windowStart, previousWindowStart));
          if (made.admitted) {
            tx.insert(rateLimits)
              .values({ accountId, windowStart, count: 1 })
              .onConflictDoUpdate({
                target: [rateLimits.accountId, rateLimits.windowStart],
                set: { count: sql`${rateLimits.count} + 1` },
              })
              .run();
          }
          return made;
        },
        { behavior: 'immediate' },
      );
      return Promise.resolve(decision);
    },

    record(accountId, windowStart, previousWindowStart, count) {
      const counts = handle.db.transaction(
        (tx) => {
          if (count > 0) {
            tx.insert(rateLimits)
              .values({ accountId, windowStart, count })
              .onConflictDoUpdate({
                target: [rateLimits.accountId, rateLimits.windowStart],
                set: { count: sql`${rateLimits.count} + ${count}` },
              })
              .run();
          }
          return countsOf(tx, accountId, windowStart, previousWindowStart);
        },
        { behavior: 'immediate' },
      );
      return Promise.resolve(counts);
    },
  };
}
