import { count, isNull, min, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { OperationsRepository } from '@/lib/domain/ports/operations-repository';
import { migrationsFolder, type DatabaseHandle } from '../client';
import { outbox } from '../schema';

export function createOperationsRepository(handle: DatabaseHandle): OperationsRepository {
  const { db } = handle;
  // The committed migrations do not change while a process runs: read their hashes once.
  let committed: string[] | undefined;
  return {
    readiness() {
      try {
        committed ??= readMigrationFiles({ migrationsFolder }).map((m) => m.hash);
        // drizzle's own bookkeeping table; drizzle has no query-builder handle on it.
        const applied = new Set(
          db
            .all<{ hash: string }>(sql`SELECT hash FROM __drizzle_migrations`)
            .map((row) => row.hash),
        );
        const missing = committed.filter((hash) => !applied.has(hash)).length;
        return Promise.resolve(
          missing === 0
            ? { reachable: true, migrationsApplied: true }
            : {
                reachable: true,
                migrationsApplied: false,
                problem: `${missing} migration(s) not applied`,
              },
        );
      } catch {
        return Promise.resolve({
          reachable: false,
          migrationsApplied: false,
          problem: 'database not reachable',
        });
      }
    },
    outboxBacklog() {
      const row = db
        .select({ pending: count(), oldest: min(outbox.createdAt) })
        .from(outbox)
        .where(isNull(outbox.sentAt))
        .get();
      return Promise.resolve({ pending: row?.pending ?? 0, oldestCreatedAt: row?.oldest ?? null });
    },
  };
}
