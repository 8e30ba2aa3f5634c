// The catalog version on PostgreSQL: advanced once per committing transaction, at its commit, so
// that concurrent orders (each updating stock rows) never queue on the version row's lock while
// they run, and a rolled-back write leaves it where it was. (SQLite has one writer at a time: its
// row triggers cannot make writers wait on one another.)
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/support/test-databases';

let database: TestDatabase;
const clients: pg.Client[] = [];

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  clients.push(client);
  return client;
}

async function versionOn(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ version: string }>(
    'SELECT version FROM catalog_versions WHERE id = 1',
  );
  return Number(rows[0]!.version);
}

async function twoStockRows(client: pg.Client): Promise<[string, string]> {
  const { rows } = await client.query<{ key: string }>(
    `SELECT sku_id || ':' || warehouse_code AS key FROM stock ORDER BY sku_id, warehouse_code LIMIT 2`,
  );
  return [rows[0]!.key, rows[1]!.key];
}

const touchStock = (client: pg.Client, key: string) =>
  client.query(`UPDATE stock SET qty = qty + 1 WHERE sku_id || ':' || warehouse_code = $1`, [key]);

beforeAll(async () => {
  database = await createTestDatabase('postgres');
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
  await database?.drop();
});

describe('the catalog version on PostgreSQL', () => {
  it('lets a second writer commit while the first is still open, and counts both', async () => {
    const first = await connect();
    const second = await connect();
    const [rowA, rowB] = await twoStockRows(first);
    const before = await versionOn(first);

    await first.query('BEGIN');
    await touchStock(first, rowA);
    // Before the fix the first writer held the version row from its stock update on: this
    // update then waited for it, and the lock timeout failed it.
    await second.query(`SET lock_timeout = '3s'`);
    await second.query('BEGIN');
    await touchStock(second, rowB);
    await second.query('COMMIT');
    expect(await versionOn(second)).toBe(before + 1);

    await first.query('COMMIT');
    expect(await versionOn(first)).toBe(before + 2);
  });

  it('advances once for a transaction of many writes, and not at all for a rolled-back one', async () => {
    const client = await connect();
    const [rowA, rowB] = await twoStockRows(client);
    const before = await versionOn(client);

    await client.query('BEGIN');
    await touchStock(client, rowA);
    await touchStock(client, rowB);
    await client.query(`UPDATE styles SET description = description`);
    await client.query('COMMIT');
    expect(await versionOn(client)).toBe(before + 1);

    await client.query('BEGIN');
    await touchStock(client, rowA);
    await client.query('ROLLBACK');
    expect(await versionOn(client)).toBe(before + 1);

    // The next transaction on the same connection is counted again.
    await touchStock(client, rowB);
    expect(await versionOn(client)).toBe(before + 2);
  });
});
