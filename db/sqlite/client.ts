import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema>;

export interface SqliteHandle {
  dialect: 'sqlite';
  /** Drizzle over the connection, for repositories. */
  db: Db;
  /** The raw connection, for prepared hot-path statements and synchronous transactions. */
  sqlite: Database.Database;
  /** Closes at once (synchronously); a Promise only to share the shape of PostgresHandle. */
  close(): Promise<void>;
}

/** The SQLite repositories' name for their handle. */
export type DatabaseHandle = SqliteHandle;

const migrationsFolder = join(process.cwd(), 'db', 'sqlite', 'migrations');

/**
 * Opens (creating if needed) the SQLite file and applies the committed migrations.
 * Nothing here runs at import time: `next build` imports every route.
 */
export function openDatabase(path: string, options: { migrate?: boolean } = {}): SqliteHandle {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // Several processes (app, worker, tests) share the file; wait for a lock instead of failing.
  sqlite.pragma('busy_timeout = 5000');
  const db = drizzle(sqlite, { schema });
  if (options.migrate !== false) migrate(db, { migrationsFolder });
  return {
    dialect: 'sqlite',
    db,
    sqlite,
    close: () => {
      sqlite.close();
      return Promise.resolve();
    },
  };
}
