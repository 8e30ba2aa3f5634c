// The one place that turns a DATABASE_URL into an open database and its repositories. The
// composition root (lib/server/container.ts) and scripts go through here, so nothing above db/
// needs to know which dialect runs.
import type { Repositories } from '@/lib/domain/ports/repositories';
import { rmSync } from 'node:fs';
import { openPostgresDatabase, type PostgresHandle } from './postgres/client';
import { dropPostgresDatabase } from './postgres/create-database';
import { createPostgresRepositories } from './postgres/repositories/create-repositories';
import { openDatabase as openSqliteDatabase, type SqliteHandle } from './sqlite/client';
import { createRepositories as createSqliteRepositories } from './sqlite/repositories/create-repositories';

export type DatabaseHandle = SqliteHandle | PostgresHandle;
export type Dialect = DatabaseHandle['dialect'];

export function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://');
}

/** `file:data/portal.db` -> `data/portal.db`; `:memory:` stays; a bare path is a file. */
export function sqlitePathFromUrl(url: string): string {
  if (url === ':memory:' || url === 'file::memory:') return ':memory:';
  if (url.startsWith('file:')) return url.slice('file:'.length);
  return url;
}

export interface OpenDatabaseOptions {
  /** Apply the committed migrations (default true). */
  migrate?: boolean;
  /** PostgreSQL: CREATE DATABASE when missing (default false; `npm start` sets it). */
  createIfMissing?: boolean;
  /** PostgreSQL: pool size of this process. */
  poolSize?: number;
  log?: (error: unknown) => void;
}

export async function openDatabaseAt(
  url: string,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (isPostgresUrl(url)) return openPostgresDatabase(url, options);
  return openSqliteDatabase(sqlitePathFromUrl(url), { migrate: options.migrate });
}

export function createRepositories(handle: DatabaseHandle): Repositories {
  return handle.dialect === 'postgres'
    ? createPostgresRepositories(handle)
    : createSqliteRepositories(handle);
}

/** Where the database lives, for messages (the password left out). */
export function describeDatabase(url: string): string {
  if (!isPostgresUrl(url)) return sqlitePathFromUrl(url);
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** Empties the database for a fresh seed: deletes the SQLite file, drops the PostgreSQL database. */
export async function resetDatabaseAt(url: string): Promise<void> {
  if (isPostgresUrl(url)) return dropPostgresDatabase(url);
  const path = sqlitePathFromUrl(url);
  if (path === ':memory:') return;
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
}
