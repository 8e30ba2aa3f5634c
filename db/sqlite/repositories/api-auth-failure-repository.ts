// Failed SOAP authentications for the throttle (lib/domain/api-auth-throttle.ts).
import { and, count, eq, gte, lt, min } from 'drizzle-orm';
import type { ApiAuthFailureRepository } from '@/lib/domain/ports/api-auth-failure-repository';
import type { DatabaseHandle } from '../client';
import { apiAuthFailures } from '../schema';

export function createApiAuthFailureRepository(handle: DatabaseHandle): ApiAuthFailureRepository {
  const t = apiAuthFailures;
  return {
    counts(accountNumber, clientAddress, since) {
      const recent = and(eq(t.clientAddress, clientAddress), gte(t.failedAt, since));
      const [fromAddress] = handle.db
        .select({ n: count(), oldest: min(t.failedAt) })
        .from(t)
        .where(recent)
        .all();
      const [forAccount] = handle.db
        .select({ n: count(), oldest: min(t.failedAt) })
        .from(t)
        .where(and(recent, eq(t.accountNumber, accountNumber)))
        .all();
      return Promise.resolve({
        forAccount: forAccount?.n ?? 0,
        fromAddress: fromAddress?.n ?? 0,
        oldestAt: forAccount?.oldest ?? fromAddress?.oldest ?? undefined,
      });
    },
    record(accountNumber, clientAddress, at, forgetBefore) {
      handle.db.transaction((tx) => {
        tx.delete(t).where(lt(t.failedAt, forgetBefore)).run();
        tx.insert(t).values({ accountNumber, clientAddress, failedAt: at }).run();
      });
      return Promise.resolve();
    },
  };
}
