// Writes seed batches into SQLite: one synchronous transaction per batch with statements prepared
// once per (table, columns) and reused for every row. better-sqlite3 does ≈1M simple inserts per
// second this way; one statement per row in autocommit mode would take many minutes at full scale.
import type { Statement } from 'better-sqlite3';
import { count, getTableColumns, getTableName, type Table } from 'drizzle-orm';
import type { SqliteHandle } from '../sqlite/client';
import * as schema from '../sqlite/schema';
import type { SeedBatch, SeedNumbers, SeedSession, SeedTableKey } from './seed-rows';

type Value = string | number | bigint | Buffer | null;
const sqlValue = (value: unknown): Value =>
  typeof value === 'boolean' ? (value ? 1 : 0) : (value as Value);

export async function isSqliteSeeded(handle: SqliteHandle): Promise<boolean> {
  const [row] = await handle.db.select({ n: count() }).from(schema.accounts).limit(1);
  return (row?.n ?? 0) > 0;
}

export function sqliteSeedSession(handle: SqliteHandle): SeedSession {
  const statements = new Map<string, Statement<Value[]>>();

  function statementFor(key: SeedTableKey, keys: string[]): Statement<Value[]> {
    const id = `${key}:${keys.join(',')}`;
    let statement = statements.get(id);
    if (!statement) {
      const table = schema[key] as Table;
      const columns = getTableColumns(table);
      const names = keys.map((k) => {
        const column = columns[k];
        if (!column) throw new Error(`Seed: ${key} has no column ${k}`);
        return `"${column.name}"`;
      });
      statement = handle.sqlite.prepare<Value[]>(
        `INSERT INTO "${getTableName(table)}" (${names.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`,
      );
      statements.set(id, statement);
    }
    return statement;
  }

  const writeBatch = handle.sqlite.transaction((batch: SeedBatch) => {
    for (const { table, rows } of batch) {
      for (const row of rows) {
        const record = row as Record<string, unknown>;
        // Keys left out (or undefined) take the column's default, as drizzle's insert would.
        const keys = Object.keys(record).filter((k) => record[k] !== undefined);
        statementFor(table, keys).run(...keys.map((k) => sqlValue(record[k])));
      }
    }
  });

  return {
    async run(fill) {
      if (await isSqliteSeeded(handle)) return false;
      const numbers: SeedNumbers = await fill({
        write(batch) {
          writeBatch(batch);
          return Promise.resolve();
        },
      });
      handle.db
        .insert(schema.counters)
        .values([
          { name: 'order_number', value: numbers.lastOrderNumber },
          { name: 'invoice_number', value: numbers.lastInvoiceNumber },
        ])
        .run();
      return true;
    },
  };
}
