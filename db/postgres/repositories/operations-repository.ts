// PostgreSQL twin of db/sqlite/repositories/operations-repository.ts.
import { count, isNull, min, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { OperationsRepository } from '@/lib/domain/ports/operations-repository';
import { migrationsFolder, type PostgresHandle } from '../client';
import { outbox } from '../schema';

export function createOperationsRepository(handle: PostgresHandle): OperationsRepository {
  const { db } = handle;
  // The committed migrations do not change while a process runs: read their hashes once.
  let committed: string[] | undefined;
  return {
    async readiness() {
      try {
        committed ??= readMigrationFiles({ migrationsFolder }).map((m) => m.hash);
        // drizzle's own bookkeeping table (schema "drizzle"); the query builder has no handle on it.
        const result = await db.execute<{ hash: string }>(
          sql`SELECT hash FROM drizzle.__drizzle_migrations`,
        );
        const applied = new Set(result.rows.map((row) => row.hash));
        const missing = committed.filter((hash) => !applied.has(hash)).length;
        return missing === 0
          ? { reachable: true, migrationsApplied: true }
          : {
              reachable: true,
              migrationsApplied: false,
              problem: `${missing} migration(s) not applied`,
            };
      } catch {
        return { reachable: false, migrationsApplied: false, problem: 'database not reachable' };
      }
    },
    async outboxBacklog() {
      const [row] = await db
        .select({ pending: count(), oldest: min(outbox.createdAt) })
        .from(outbox)
        .where(isNull(outbox.sentAt));
      return { pending: row?.pending ?? 0, oldestCreatedAt: row?.oldest ?? null };
    },
  };
}
