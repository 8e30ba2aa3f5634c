// The seed writes the same data into both dialects: every table of the demo database, row for row
// and value for value as drizzle reads it back (booleans, epoch-millisecond bigints, doubles), and
// the order and invoice numbers continue from the same place. (Engineer A's test of db/seed.)
import { getTableName, isTable, type Table } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabaseAt, type DatabaseHandle } from '@/db/database';
import * as pgSchema from '@/db/postgres/schema';
import * as sqliteSchema from '@/db/sqlite/schema';
import { createTestDatabase, type TestDatabase } from '@/tests/support/test-databases';

// Random or salted per seeding, so they cannot match across two seedings.
const unrepeatable = new Set(['guid', 'passwordHash']);

let databases: TestDatabase[] = [];
let sqlite: DatabaseHandle;
let postgres: DatabaseHandle;

beforeAll(async () => {
  databases = await Promise.all([createTestDatabase('sqlite'), createTestDatabase('postgres')]);
  const [sqliteDb, postgresDb] = databases;
  sqlite = await openDatabaseAt(sqliteDb!.url);
  postgres = await openDatabaseAt(postgresDb!.url);
});
afterAll(async () => {
  await Promise.all([sqlite?.close(), postgres?.close()]);
  await Promise.all(databases.map((d) => d.drop()));
});

async function rowsOf(handle: DatabaseHandle, key: string): Promise<string[]> {
  const rows: Record<string, unknown>[] =
    handle.dialect === 'sqlite'
      ? handle.db
          .select()
          .from((sqliteSchema as Record<string, unknown>)[key] as SQLiteTable)
          .all()
      : await handle.db.select().from((pgSchema as Record<string, unknown>)[key] as PgTable);
  return rows
    .map((row) =>
      JSON.stringify(Object.entries(row).filter(([column]) => !unrepeatable.has(column))),
    )
    .sort();
}

// Not seed data: a change counter its triggers advance per row on SQLite and per statement on
// PostgreSQL, so only its moving (tested in tests/http/catalog-conditional.test.ts) matters.
const counters = new Set(['catalog_versions']);

const sharedTables = Object.entries(pgSchema as Record<string, unknown>)
  .filter((entry): entry is [string, Table] => isTable(entry[1]))
  .filter(([, table]) => !counters.has(getTableName(table)))
  .map(([key, table]) => ({ key, name: getTableName(table) }));

describe('the demo seed on SQLite and on PostgreSQL', () => {
  it.each(sharedTables)('writes the same $name rows', async ({ key }) => {
    const [onSqlite, onPostgres] = await Promise.all([rowsOf(sqlite, key), rowsOf(postgres, key)]);
    expect(onPostgres).toEqual(onSqlite);
  });

  it('writes a catalog, accounts and an order history (so the comparison is not of empty tables)', async () => {
    for (const key of ['products', 'stock', 'accounts', 'orders', 'orderLines', 'quotes']) {
      expect((await rowsOf(postgres, key)).length, key).toBeGreaterThan(0);
    }
  });

  it('continues order and invoice numbers after the seeded ones on both', async () => {
    if (sqlite.dialect !== 'sqlite' || postgres.dialect !== 'postgres') throw new Error('dialects');
    const counters = Object.fromEntries(
      sqlite.db
        .select()
        .from(sqliteSchema.counters)
        .all()
        .map((c) => [c.name, c.value]),
    );
    const { rows } = await postgres.pool.query<{ orderNumber: number; invoiceNumber: number }>(
      `SELECT (SELECT last_value FROM order_number_seq) AS "orderNumber",
              (SELECT last_value FROM invoice_number_seq) AS "invoiceNumber"`,
    );
    expect(rows[0]).toEqual({
      orderNumber: counters['order_number'],
      invoiceNumber: counters['invoice_number'],
    });
    const maxOrder = await postgres.pool.query<{ n: string }>(
      'SELECT max(order_number) AS n FROM orders',
    );
    expect(Number(maxOrder.rows[0]?.n)).toBe(counters['order_number']);
  });

  it('lets PostgreSQL identities continue after the seeded ids', async () => {
    if (postgres.dialect !== 'postgres') throw new Error('dialect');
    const { rows } = await postgres.pool.query<{ next: number; max: number }>(
      `SELECT nextval(pg_get_serial_sequence('orders', 'id')) AS next, max(id) AS max FROM orders`,
    );
    expect(rows[0]!.next).toBe(rows[0]!.max + 1);
  });
});
