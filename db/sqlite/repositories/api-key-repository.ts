import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ApiKeyRepository } from '@/lib/domain/ports/api-key-repository';
import { lazy } from '@/db/shared/lazy';
import type { DatabaseHandle } from '../client';
import { apiKeys } from '../schema';

export function createApiKeyRepository({ db }: DatabaseHandle): ApiKeyRepository {
  const active = lazy(() =>
    db
      .select({ hint: apiKeys.keyHint, createdAt: apiKeys.createdAt })
      .from(apiKeys)
      .where(and(eq(apiKeys.accountId, sql.placeholder('accountId')), isNull(apiKeys.revokedAt)))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
      .prepare(),
  );
  return {
    listActive(accountId) {
      return Promise.resolve(active().all({ accountId }));
    },
    replace(accountId, keyHash, hint, now) {
      // One transaction: there is never a moment with two valid keys or none.
      db.transaction((tx) => {
        tx.update(apiKeys)
          .set({ revokedAt: now })
          .where(and(eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt)))
          .run();
        tx.insert(apiKeys).values({ accountId, keyHash, keyHint: hint, createdAt: now }).run();
      });
      return Promise.resolve();
    },
  };
}
