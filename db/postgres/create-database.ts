// `npm start` on a fresh machine: the server answers but the app's database does not exist yet.
// CREATE DATABASE cannot run inside the target database, so it goes through the `postgres`
// maintenance database of the same server with the same credentials.
import pg from 'pg';

// A concurrent CREATE DATABASE of the same name fails with one of these, depending on timing.
const DUPLICATE_DATABASE = '42P04';
const UNIQUE_VIOLATION = '23505';

export function databaseNameOf(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!name) throw new Error(`DATABASE_URL names no database: ${redactPassword(url)}`);
  return name;
}

export function maintenanceUrlOf(url: string): string {
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  return maintenance.toString();
}

export function redactPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** Creates the URL's database when it is missing; true when it was created now. */
export async function ensurePostgresDatabase(url: string): Promise<boolean> {
  const name = databaseNameOf(url);
  const client = new pg.Client({ connectionString: maintenanceUrlOf(url) });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return false;
    // An identifier cannot be a bind parameter; quote it as PostgreSQL quotes identifiers.
    await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    return true;
  } catch (error) {
    // Another process (a second node starting at the same moment) created it first.
    const code = (error as { code?: string }).code;
    if (code === DUPLICATE_DATABASE || code === UNIQUE_VIOLATION) return false;
    throw error;
  } finally {
    await client.end();
  }
}

/** Drops the URL's database (closing other sessions on it) when it exists: `db:seed --reset`. */
export async function dropPostgresDatabase(url: string): Promise<void> {
  const name = databaseNameOf(url);
  const client = new pg.Client({ connectionString: maintenanceUrlOf(url) });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
