// Dialect-neutral access to a test database, for what tests read or tweak beside the API: drizzle's
// query builder over the schema of the dialect that runs. Both schemas have the same tables, keys
// and inferred row types (BRIEF "Two databases"), so queries are written once, typed against the
// SQLite twin. Only awaited builders are used (`await db.select()…`): both dialects' builders are
// promises, while `.get()/.all()/.run()` exist on SQLite only.
import Database from 'better-sqlite3';
import { drizzle as drizzleSqlite, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as postgresSchema from '@/db/postgres/schema';
import * as sqliteSchema from '@/db/sqlite/schema';
import type { TestDatabase } from './test-databases';

export type TestTables = typeof sqliteSchema;
export type NeutralDb = BetterSQLite3Database<TestTables>;

export interface TestDb {
  db: NeutralDb;
  /** The tables, by the same keys on both dialects. */
  t: TestTables;
  close(): Promise<void>;
}

export function openTestDb(database: Pick<TestDatabase, 'dialect' | 'url'>): TestDb {
  if (database.dialect === 'sqlite') {
    const sqlite = new Database(database.url.slice('file:'.length));
    // The app under test writes to the same file from its own connection.
    sqlite.pragma('busy_timeout = 5000');
    return {
      db: drizzleSqlite(sqlite, { schema: sqliteSchema }),
      t: sqliteSchema,
      close: () => {
        sqlite.close();
        return Promise.resolve();
      },
    };
  }
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  // The test's database is dropped WITH (FORCE) when the test server closes; an idle connection of
  // this pool is then terminated by the server (57P01). Without a listener, pg raises that as an
  // uncaught exception and fails the whole run although every test passed.
  pool.on('error', () => undefined);
  const db = drizzlePostgres(pool, { schema: postgresSchema });
  return {
    // The same tables under the same keys; see the header for why this cast holds.
    db: db as unknown as NeutralDb,
    t: postgresSchema as unknown as TestTables,
    close: () => pool.end(),
  };
}
