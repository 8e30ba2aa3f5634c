// What the seed writes, dialect-neutrally: batches of rows keyed by the schema's camelCase keys.
// The generators (catalog, commerce, order history) only produce rows; a writer per dialect
// (sqlite-seed-writer.ts, postgres-seed-writer.ts) puts them into its database.
import type * as schema from '../sqlite/schema';

// Row types are the SQLite schema's; db/postgres/schema-parity.test.ts proves PostgreSQL infers
// the same ones. `counters` is not written by generators (numbers go through `SeedNumbers`).
type Tables = Omit<
  { [K in keyof typeof schema]: (typeof schema)[K] },
  'counters' | 'orderNumberSeq' | 'invoiceNumberSeq'
>;
export type SeedTableKey = keyof Tables;
export type SeedRow<K extends SeedTableKey> = Tables[K]['$inferInsert'];

/** Rows of one table, written in the order given. */
export type SeedRows = { [K in SeedTableKey]: { table: K; rows: SeedRow<K>[] } }[SeedTableKey];

/** One transaction's worth of rows, tables in dependency order (parents first). */
export type SeedBatch = SeedRows[];

export function rowsOf<K extends SeedTableKey>(table: K, rows: SeedRow<K>[]): SeedRows {
  return { table, rows } as SeedRows;
}

/** The last order and invoice numbers the seed handed out (the counters / sequences go on from there). */
export interface SeedNumbers {
  lastOrderNumber: number;
  lastInvoiceNumber: number;
}

/** Numbers before the first one handed out: the first order is 5000001, the first invoice 80000001. */
export const initialSeedNumbers: SeedNumbers = {
  lastOrderNumber: 5_000_000,
  lastInvoiceNumber: 80_000_000,
};

export interface SeedWriter {
  write(batch: SeedBatch): Promise<void>;
}

/**
 * A seeding session of one dialect: `run` calls `fill` with a writer when the database holds no
 * data yet, then continues the order and invoice numbers after the seed's own; false when the
 * database was already seeded (possibly by another process just now).
 */
export interface SeedSession {
  run(fill: (writer: SeedWriter) => Promise<SeedNumbers>): Promise<boolean>;
}
