// PostgreSQL twin of db/sqlite/repositories/rate-limit-repository.ts.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { RateLimitRepository } from '@/lib/domain/ports/rate-limit-repository';
import type { PostgresHandle } from '../client';
import { rateLimits } from '../schema';

// Counted in the database so that every process over it shares one limit per account. The read,
// the decision and the count run in one transaction holding a per-account advisory lock, so two
// processes cannot both read the same counts and both admit the last allowed request.
export function createRateLimitRepository({ db }: PostgresHandle): RateLimitRepository {
  let lastPrunedWindow = 0;
  return {
    async admit(accountId, windowStart, previousWindowStart, decide) {
      if (windowStart !== lastPrunedWindow) {
        // Older windows no longer count; each process drops them once a window (idempotent).
        lastPrunedWindow = windowStart;
        await db.delete(rateLimits).where(lt(rateLimits.windowStart, previousWindowStart));
      }
      return db.transaction(async (tx) => {
        // Raw SQL: drizzle has no builder for advisory locks. Key space 'rate' + account id.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${0x72617465}, ${accountId})`);
        const rows = await tx
          .select({ windowStart: rateLimits.windowStart, count: rateLimits.count })
          .from(rateLimits)
          .where(
            and(
              eq(rateLimits.accountId, accountId),
              inArray(rateLimits.windowStart, [previousWindowStart, windowStart]),
            ),
          );
        const countOf = (start: number) => rows.find((r) => r.windowStart === start)?.count ?? 0;
        const decision = decide({
          previous: countOf(previousWindowStart),
          current: countOf(windowStart),
        });
        if (decision.admitted) {
          await tx
            .insert(rateLimits)
            .values({ accountId, windowStart, count: 1 })
            .onConflictDoUpdate({
              target: [rateLimits.accountId, rateLimits.windowStart],
              set: { count: sql`${rateLimits.count} + 1` },
            });
        }
        return decision;
      });
    },

    async record(accountId, windowStart, previousWindowStart, count) {
      // The upsert is atomic; the read after it sees this count and every committed other one.
      if (count > 0) {
        await db
          .insert(rateLimits)
          .values({ accountId, windowStart, count })
          .onConflictDoUpdate({
            target: [rateLimits.accountId, rateLimits.windowStart],
            set: { count: sql`${rateLimits.count} + ${count}` },
          });
      }
      const rows = await db
        .select({ windowStart: rateLimits.windowStart, count: rateLimits.count })
        .from(rateLimits)
        .where(
          and(
            eq(rateLimits.accountId, accountId),
            inArray(rateLimits.windowStart, [previousWindowStart, windowStart]),
          ),
        );
      const countOf = (start: number) => rows.find((r) => r.windowStart === start)?.count ?? 0;
      return { previous: countOf(previousWindowStart), current: countOf(windowStart) };
    },
  };
}
