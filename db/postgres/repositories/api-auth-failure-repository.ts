// PostgreSQL twin of db/sqlite/repositories/api-auth-failure-repository.ts.
import { and, count, eq, gte, lt, min } from 'drizzle-orm';
import type { ApiAuthFailureRepository } from '@/lib/domain/ports/api-auth-failure-repository';
import type { PostgresHandle } from '../client';
import { apiAuthFailures } from '../schema';

export function createApiAuthFailureRepository({ db }: PostgresHandle): ApiAuthFailureRepository {
  const t = apiAuthFailures;
  return {
    async counts(accountNumber, clientAddress, since) {
      const recent = and(eq(t.clientAddress, clientAddress), gte(t.failedAt, since));
      const [fromAddress] = await db
        .select({ n: count(), oldest: min(t.failedAt) })
        .from(t)
        .where(recent);
      const [forAccount] = await db
        .select({ n: count(), oldest: min(t.failedAt) })
        .from(t)
        .where(and(recent, eq(t.accountNumber, accountNumber)));
      return {
        forAccount: forAccount?.n ?? 0,
        fromAddress: fromAddress?.n ?? 0,
        oldestAt: forAccount?.oldest ?? fromAddress?.oldest ?? undefined,
      };
    },
    async record(accountNumber, clientAddress, at, forgetBefore) {
      await db.transaction(async (tx) => {
        await tx.delete(t).where(lt(t.failedAt, forgetBefore));
        await tx.insert(t).values({ accountNumber, clientAddress, failedAt: at });
      });
    },
  };
}
