// Writes seed batches into PostgreSQL, the whole seed in ONE transaction (a seed that dies half way
// leaves an empty database, not a half catalog that looks seeded), under an advisory lock (two
// nodes starting on one empty database seed it once).
//
// Raw SQL, because drizzle cannot say it: each table's rows of a batch go in as one
// `INSERT … SELECT * FROM unnest($1::type[], $2::type[], …)`, one array parameter per column.
// That is one statement and a handful of parameters per ~10k rows, where drizzle's multi-row
// VALUES would bind every value separately (2.2M stock rows × 10 columns, past the 65,535
// parameter limit per statement many times over) and cost seconds of query building.
import { getTableColumns, getTableName, isTable, type Table } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import type { PostgresHandle } from '../postgres/client';
import * as schema from '../postgres/schema';
import type { SeedBatch, SeedNumbers, SeedSession, SeedTableKey } from './seed-rows';

// Any constant shared by every process of this app (distinct from the migration lock's).
const SEED_LOCK_KEY = 7_301_964_212;

export async function isPostgresSeeded(handle: PostgresHandle): Promise<boolean> {
  const rows = await handle.db.select({ id: schema.accounts.id }).from(schema.accounts).limit(1);
  return rows.length > 0;
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

async function insertRows(
  client: PoolClient,
  key: SeedTableKey,
  rows: Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const table = schema[key] as Table;
  const columns = getTableColumns(table);
  // Keys left out take the column's default; rows of one table in one batch share their keys.
  const keys = Object.keys(columns).filter((k) => rows.some((row) => row[k] !== undefined));
  const arrays = keys.map((k) => rows.map((row) => row[k] ?? null));
  const names = keys.map((k) => quote(columns[k]!.name));
  const casts = keys.map((k, i) => `$${i + 1}::${columns[k]!.getSQLType()}[]`);
  await client.query(
    `INSERT INTO ${quote(getTableName(table))} (${names.join(', ')}) SELECT * FROM unnest(${casts.join(', ')})`,
    arrays,
  );
}

/** Identity columns the seed wrote explicit ids into continue after the largest one. */
async function continueIdentities(client: PoolClient): Promise<void> {
  for (const value of Object.values(schema)) {
    if (!isTable(value)) continue;
    // Text ids (the webhooks' 'ep_…', 'msg_…') have no sequence to continue.
    const columns: Record<string, { dataType: string }> = getTableColumns(value);
    if (columns.id?.dataType !== 'number') continue;
    const name = quote(getTableName(value));
    // setval is strict: for an `id` without an identity sequence this is NULL and does nothing.
    await client.query(
      `SELECT setval(pg_get_serial_sequence($1, 'id'), coalesce(max(id), 0) + 1, false) FROM ${name}`,
      [name],
    );
  }
}

async function continueNumbers(client: PoolClient, numbers: SeedNumbers): Promise<void> {
  await client.query(`SELECT setval('order_number_seq', $1, true)`, [numbers.lastOrderNumber]);
  await client.query(`SELECT setval('invoice_number_seq', $1, true)`, [numbers.lastInvoiceNumber]);
}

export function postgresSeedSession(handle: PostgresHandle): SeedSession {
  return {
    async run(fill) {
      const client = await handle.pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
        const seeded = await client.query('SELECT 1 FROM accounts LIMIT 1');
        if (seeded.rowCount) {
          await client.query('ROLLBACK');
          return false;
        }
        // Losing the last commit to a crash only means seeding again; no need to wait for fsync.
        await client.query('SET LOCAL synchronous_commit = off');
        const numbers = await fill({
          async write(batch: SeedBatch) {
            for (const { table, rows } of batch) {
              await insertRows(client, table, rows);
            }
          },
        });
        await continueIdentities(client);
        await continueNumbers(client, numbers);
        await client.query('COMMIT');
        return true;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}
