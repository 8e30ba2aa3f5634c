// The PostgreSQL connection: a node-postgres Pool under drizzle, migrations applied on open.
// Nothing here runs at import time (`next build` imports every route); opening is async because
// connecting and migrating are.
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { join } from 'node:path';
import pg from 'pg';
import { ensurePostgresDatabase } from './create-database';
import * as schema from './schema';

export type PgDb = NodePgDatabase<typeof schema>;

export interface PostgresHandle {
  dialect: 'postgres';
  /** Drizzle over the pool, for repositories; `db.transaction(async (tx) => …)` for writes. */
  db: PgDb;
  /** The pool itself, for what drizzle cannot say (COPY, advisory locks, LISTEN). */
  pool: pg.Pool;
  close(): Promise<void>;
}

export interface OpenPostgresOptions {
  /** Apply the committed migrations (default true). */
  migrate?: boolean;
  /** CREATE DATABASE when the URL's database does not exist yet (default false). */
  createIfMissing?: boolean;
  /** Connections this process keeps at most (default 10). */
  poolSize?: number;
  /** Where errors of idle pooled connections go (a dropped connection must not crash us). */
  log?: (error: unknown) => void;
}

const migrationsFolder = join(process.cwd(), 'db', 'postgres', 'migrations');

// Every int8 this schema holds is an epoch-millisecond instant or a count, far below 2^53, so int8
// is read as a number (node-postgres returns a string by default), also for raw `count(*)`,
// `sum()` of integers and `nextval()`. It has to be node-postgres' process-wide parser: drizzle
// passes its own per-query `types` that fall back to the global ones, so a per-pool parser would
// not reach drizzle's queries. Set on first open, never at import time.
const INT8_OID = 20;
function readInt8AsNumber(): void {
  pg.types.setTypeParser(INT8_OID, (value: string) => Number(value));
}

// Any constant shared by every process of this app: migrations run under this advisory lock so
// that N processes starting at once apply them once (drizzle's migrator takes no lock itself).
const MIGRATION_LOCK_KEY = 7_301_964_211;

export async function openPostgresDatabase(
  url: string,
  options: OpenPostgresOptions = {},
): Promise<PostgresHandle> {
  readInt8AsNumber();
  if (options.createIfMissing) await ensurePostgresDatabase(url);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    application_name: 'apparel-portal',
  });
  const log = options.log ?? ((error: unknown) => console.error('[postgres]', error));
  pool.on('error', log);
  const db = drizzle({ client: pool, schema });
  try {
    if (options.migrate !== false) await migrateUnderLock(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { dialect: 'postgres', db, pool, close: () => pool.end() };
}

async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
