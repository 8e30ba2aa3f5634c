import type { ApiKeyRepository } from '@/lib/domain/ports/api-key-repository';
import type { DatabaseHandle } from '../client';
import { lazyStatement } from './prepared';

export function createApiKeyRepository(handle: DatabaseHandle): ApiKeyRepository {
  const active = lazyStatement<[number], { key_hint: string; created_at: number }>(
    handle,
    `SELECT key_hint, created_at FROM api_keys
      WHERE account_id = ? AND revoked_at IS NULL ORDER BY created_at DESC, id DESC`,
  );
  const revoke = lazyStatement<[number, number], unknown>(
    handle,
    'UPDATE api_keys SET revoked_at = ? WHERE account_id = ? AND revoked_at IS NULL',
  );
  const insert = lazyStatement<[number, string, string, number], unknown>(
    handle,
    'INSERT INTO api_keys (account_id, key_hash, key_hint, created_at) VALUES (?, ?, ?, ?)',
  );
  // One transaction: there is never a moment with two valid keys or none.
  const replace = handle.sqlite.transaction(
    (accountId: number, keyHash: string, hint: string, now: number) => {
      revoke().run(now, accountId);
      insert().run(accountId, keyHash, hint, now);
    },
  );
  return {
    listActive(accountId) {
      return Promise.resolve(
        active()
          .all(accountId)
          .map((row) => ({ hint: row.key_hint, createdAt: row.created_at })),
      );
    },
    replace(accountId, keyHash, hint, now) {
      replace(accountId, keyHash, hint, now);
      return Promise.resolve();
    },
  };
}
