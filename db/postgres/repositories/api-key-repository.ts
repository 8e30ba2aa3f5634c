// PostgreSQL twin of db/sqlite/repositories/api-key-repository.ts.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ApiKeyRepository } from '@/lib/domain/ports/api-key-repository';
import { lazy } from '@/db/shared/lazy';
import type { PostgresHandle } from '../client';
import { apiKeys } from '../schema';

export function createApiKeyRepository({ db }: PostgresHandle): ApiKeyRepository {
  const active = lazy(() =>
    db
      .select({ hint: apiKeys.keyHint, createdAt: apiKeys.createdAt })
      .from(apiKeys)
      .where(and(eq(apiKeys.accountId, sql.placeholder('accountId')), isNull(apiKeys.revokedAt)))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
      .prepare('c_active_api_keys'),
  );
  return {
    listActive(accountId) {
      return active().execute({ accountId });
    },
    async replace(accountId, keyHash, hint, now) {
      // One transaction: there is never a moment with two valid keys or none. Two replacements
      // racing queue on the account's active key row (the UPDATE's row lock), so each revokes
      // what the other inserted only after it committed.
      await db.transaction(async (tx) => {
        await tx
          .update(apiKeys)
          .set({ revokedAt: now })
          .where(and(eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt)));
        await tx.insert(apiKeys).values({ accountId, keyHash, keyHint: hint, createdAt: now });
      });
    },
  };
}
