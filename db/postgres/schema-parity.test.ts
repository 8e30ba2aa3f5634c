// The two schemas must infer the same row types (BRIEF "Two databases"): repositories and the
// shared row->domain mappers in db/shared are written once against them. A difference in a
// column's key, nullability or TS type fails this file at typecheck and at run time. (Default
// metadata differs by design: SQLite's integer primary keys are rowids, PostgreSQL's identities;
// the insert types below prove both make the key optional alike.)
import type { InferInsertModel, InferSelectModel, Table } from 'drizzle-orm';
import { getTableColumns, getTableName, isTable } from 'drizzle-orm';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as sqliteSchema from '../sqlite/schema';
import * as pgSchema from './schema';

type Select<T extends Table> = InferSelectModel<T>;
type Insert<T extends Table> = InferInsertModel<T>;

// Tables that exist on one side only, by design: SQLite's named counters are sequences on
// PostgreSQL (order_number_seq, invoice_number_seq).
const sqliteOnly = new Set(['counters']);

describe('the PostgreSQL schema mirrors the SQLite schema', () => {
  it('has the same tables, SQL names, column keys, column names and nullability', () => {
    const sqliteTables = Object.entries(sqliteSchema).filter(([, v]) => isTable(v));
    const pgTables = Object.entries(pgSchema).filter(([, v]) => isTable(v));
    expect(pgTables.map(([key]) => key).sort()).toEqual(
      sqliteTables
        .map(([key]) => key)
        .filter((key) => !sqliteOnly.has(key))
        .sort(),
    );
    for (const [key, table] of pgTables) {
      const twin = (sqliteSchema as Record<string, unknown>)[key] as Table;
      expect(getTableName(table as Table)).toBe(getTableName(twin));
      const shape = (t: Table) =>
        Object.fromEntries(
          Object.entries(getTableColumns(t)).map(([k, c]) => [
            k,
            { name: c.name, notNull: c.notNull, primary: c.primary },
          ]),
        );
      expect(shape(table as Table), key).toEqual(shape(twin));
    }
  });

  it('infers identical select and insert row types for every table', () => {
    expectTypeOf<Select<typeof pgSchema.warehouses>>().toEqualTypeOf<
      Select<typeof sqliteSchema.warehouses>
    >();
    expectTypeOf<Insert<typeof pgSchema.warehouses>>().toEqualTypeOf<
      Insert<typeof sqliteSchema.warehouses>
    >();
    expectTypeOf<Select<typeof pgSchema.brands>>().toEqualTypeOf<
      Select<typeof sqliteSchema.brands>
    >();
    expectTypeOf<Insert<typeof pgSchema.brands>>().toEqualTypeOf<
      Insert<typeof sqliteSchema.brands>
    >();
    expectTypeOf<Select<typeof pgSchema.categories>>().toEqualTypeOf<
      Select<typeof sqliteSchema.categories>
    >();
    expectTypeOf<Insert<typeof pgSchema.categories>>().toEqualTypeOf<
      Insert<typeof sqliteSchema.categories>
    >();
    expectTypeOf<Select<typeof pgSchema.styles>>().toEqualTypeOf<
      Select<typeof sqliteSchema.styles>
    >();
    expectTypeOf<Insert<typeof pgSchema.styles>>().toEqualTypeOf<
      Insert<typeof sqliteSchema.styles>
    >();
    expectTypeOf<Select<typeof pgSchema.styleMedia>>().toEqualTypeOf<
      Select<typeof sqliteSchema.styleMedia>
    >();
    expectTypeOf<Insert<typeof pgSchema.styleMedia>>().toEqualTypeOf<
      Insert<typeof sqliteSchema.styleMedia>
    >();
    expectTypeOf<Select<typeof pgSchema.styleColors>>().toEqualTypeOf<
      Select<typeof sqliteSchema.styleColors>
    >();
    expectTypeOf<Insert<typeof pgSchema.styleColors>>().toEqualTypeOf<
      Insert<typeof sqliteSchema.styleColors>
    >();
    expectTypeOf<Select<typeof pgSchema.specs>>().toEqualTypeOf<
      Select<typeof sqliteSchema.specs>
    >();
    expectTypeOf<Insert<typeof pgSchema.specs>>().toEqualTypeOf<
      Insert<typeof sqliteSchema.specs>
    >();
    expectTypeOf<Select<typeof pgSchema.products>>().toEqualTypeOf<
      Select<typeof sqliteSchema.products>
    >();
    expectTypeOf<Insert<typeof pgSchema.products>>().toEqualTypeOf<
      Insert<typeof sqliteSchema.products>
    >();
    expectTypeOf<Select<typeof pgSchema.stock>>().toEqualTypeOf<
      Select<typeof sqliteSchema.stock>
    >();
    expectTypeOf<Insert<typeof pgSchema.stock>>().toEqualTypeOf<
      Insert<typeof sqliteSchema.stock>
    >();
    expectTypeOf<Select<typeof pgSchema.priceTiers>>().toEqualTypeOf<
      Select<typeof sqliteSchema.priceTiers>
    >();
    expectTypeOf<Insert<typeof pgSchema.priceTiers>>().toEqualTypeOf<
      Insert<typeof sqliteSchema.priceTiers>
    >();
    expectTypeOf<Select<typeof pgSchema.accounts>>().toEqualTypeOf<
      Select<typeof sqliteSchema.accounts>
    >();
    expectTypeOf<Insert<typeof pgSchema.accounts>>().toEqualTypeOf<
      Insert<typeof sqliteSchema.accounts>
    >();
    expectTypeOf<Select<typeof pgSchema.apiKeys>>().toEqualTypeOf<
      Select<typeof sqliteSchema.apiKeys>
    >();
    expectTypeOf<Insert<typeof pgSchema.apiKeys>>().toEqualTypeOf<
      Insert<typeof sqliteSchema.apiKeys>
    >();
    expectTypeOf<Select<typeof pgSchema.websiteUsers>>().toEqualTypeOf<
      Select<typeof sqliteSchema.websiteUsers>
    >();
    expectTypeOf<Insert<typeof pgSchema.websiteUsers>>().toEqualTypeOf<
      Insert<typeof sqliteSchema.websiteUsers>
    >();
    expectTypeOf<Select<typeof pgSchema.paymentProfiles>>().toEqualTypeOf<
      Select<typeof sqliteSchema.paymentProfiles>
    >();
    expectTypeOf<Insert<typeof pgSchema.paymentProfiles>>().toEqualTypeOf<
      Insert<typeof sqliteSchema.paymentProfiles>
    >();
    expectTypeOf<Select<typeof pgSchema.crossRefs>>().toEqualTypeOf<
      Select<typeof sqliteSchema.crossRefs>
    >();
    expectTypeOf<Insert<typeof pgSchema.crossRefs>>().toEqualTypeOf<
      Insert<typeof sqliteSchema.crossRefs>
    >();
    expectTypeOf<Select<typeof pgSchema.quotes>>().toEqualTypeOf<
      Select<typeof sqliteSchema.quotes>
    >();
    expectTypeOf<Insert<typeof pgSchema.quotes>>().toEqualTypeOf<
      Insert<typeof sqliteSchema.quotes>
    >();
    expectTypeOf<Select<typeof pgSchema.quoteItems>>().toEqualTypeOf<
      Select<typeof sqliteSchema.quoteItems>
    >();
    expectTypeOf<Insert<typeof pgSchema.quoteItems>>().toEqualTypeOf<
      Insert<typeof sqliteSchema.quoteItems>
    >();
    expectTypeOf<Select<typeof pgSchema.promotions>>().toEqualTypeOf<
      Select<typeof sqliteSchema.promotions>
    >();
    expectTypeOf<Insert<typeof pgSchema.promotions>>().toEqualTypeOf<
      Insert<typeof sqliteSchema.promotions>
    >();
    expectTypeOf<Select<typeof pgSchema.orders>>().toEqualTypeOf<
      Select<typeof sqliteSchema.orders>
    >();
    expectTypeOf<Insert<typeof pgSchema.orders>>().toEqualTypeOf<
      Insert<typeof sqliteSchema.orders>
    >();
    expectTypeOf<Select<typeof pgSchema.orderLines>>().toEqualTypeOf<
      Select<typeof sqliteSchema.orderLines>
    >();
    expectTypeOf<Insert<typeof pgSchema.orderLines>>().toEqualTypeOf<
      Insert<typeof sqliteSchema.orderLines>
    >();
    expectTypeOf<Select<typeof pgSchema.outbox>>().toEqualTypeOf<
      Select<typeof sqliteSchema.outbox>
    >();
    expectTypeOf<Insert<typeof pgSchema.outbox>>().toEqualTypeOf<
      Insert<typeof sqliteSchema.outbox>
    >();
    expectTypeOf<Select<typeof pgSchema.idempotencyKeys>>().toEqualTypeOf<
      Select<typeof sqliteSchema.idempotencyKeys>
    >();
    expectTypeOf<Insert<typeof pgSchema.idempotencyKeys>>().toEqualTypeOf<
      Insert<typeof sqliteSchema.idempotencyKeys>
    >();
    expectTypeOf<Select<typeof pgSchema.rateLimits>>().toEqualTypeOf<
      Select<typeof sqliteSchema.rateLimits>
    >();
    expectTypeOf<Insert<typeof pgSchema.rateLimits>>().toEqualTypeOf<
      Insert<typeof sqliteSchema.rateLimits>
    >();
    expectTypeOf<Select<typeof pgSchema.cartLines>>().toEqualTypeOf<
      Select<typeof sqliteSchema.cartLines>
    >();
    expectTypeOf<Insert<typeof pgSchema.cartLines>>().toEqualTypeOf<
      Insert<typeof sqliteSchema.cartLines>
    >();
    expectTypeOf<Select<typeof pgSchema.cartSettings>>().toEqualTypeOf<
      Select<typeof sqliteSchema.cartSettings>
    >();
    // The one allowed difference: SQLite makes any integer primary key a rowid, so drizzle lets an
    // insert omit cart_settings.user_id there; PostgreSQL requires it. Every insert valid on
    // PostgreSQL is valid on SQLite.
    expectTypeOf<Insert<typeof pgSchema.cartSettings>>().toExtend<
      Insert<typeof sqliteSchema.cartSettings>
    >();
  });
});
