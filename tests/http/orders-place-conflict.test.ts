// A placement the database aborts as colliding with a concurrent transaction (PostgreSQL's
// serialization failure 40001 or deadlock 40P01) is planned again from a fresh snapshot and
// placed exactly once. On PostgreSQL the database itself raises the failure, from a trigger on
// the placement's orders INSERT (after its stock decrements); SQLite has one writer and never
// aborts a transaction this way, so there the refusal stands in for the first commit.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SKUS } from '@/db/seed/demo-fixtures';
import type { Caller } from '@/lib/domain/accounts';
import type { PlaceOrderCommand } from '@/lib/domain/orders';
import type { ServiceDeps } from '@/lib/services/service-deps';
import { placeOrder } from '@/lib/services/place-order';
import { testDialect } from '@/tests/support/dialect';
import { createTestApp, type TestApp } from './harness';
import { CHICAGO } from './orders-place-helpers';

const tee = DEMO_SKUS.plentiful.sku;
let bed: TestApp;
let caller: Caller;

/** Test-only DDL, straight to the PostgreSQL server (no port says such things). */
async function exec(text: string) {
  const database = bed.app.database;
  if (database.dialect !== 'postgres') throw new Error('PostgreSQL only');
  await database.pool.query(text);
}

beforeAll(async () => {
  bed = await createTestApp();
  const account = await bed.app.deps.repos.accounts.findById(1);
  caller = { account: account!, via: 'api-key' };
  if (testDialect() !== 'postgres') return;
  // Fails the orders INSERTs while nextval() of the sequence stays at or below the armed count;
  // nextval() is not rolled back with the failed transaction, so exactly that many fail.
  await exec(`
    CREATE SEQUENCE b_injected_failures;
    CREATE TABLE b_injected_failure (n integer NOT NULL, state text NOT NULL);
    INSERT INTO b_injected_failure VALUES (0, '40001');
    CREATE FUNCTION b_inject_failure() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE armed b_injected_failure;
    BEGIN
      SELECT * INTO armed FROM b_injected_failure;
      IF nextval('b_injected_failures') <= armed.n THEN
        RAISE EXCEPTION 'injected by the test' USING ERRCODE = armed.state;
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER b_inject_failure BEFORE INSERT ON orders
      FOR EACH ROW EXECUTE FUNCTION b_inject_failure();`);
});
afterAll(() => bed.close());

const command = (poNumber: string): PlaceOrderCommand => ({
  shippingAddress: CHICAGO,
  shippingMethod: '1',
  poNumber,
  emailConfirmation: '',
  testOrder: false,
  autoselectWarehouse: false,
  autoselectPreference: 'fewest',
  fewestMaxDaysInTransit: 10,
  rejectLineErrors: true,
  rejectLineErrorsEmail: false,
  lines: [{ identifier: tee, qty: 6, warehouseAbbr: 'GA' }],
});

/**
 * The real deps, counting commits. On PostgreSQL the next `failures` commits are aborted by the
 * database with `sqlState`; on SQLite they are refused as the adapter reports such an abort.
 */
async function withFailures(failures: number, sqlState: string) {
  let commits = 0;
  const real = bed.app.deps;
  const repo = real.repos.orderPlacement;
  if (testDialect() === 'postgres') {
    await exec(`UPDATE b_injected_failure SET state = '${sqlState}', n = (SELECT
      CASE WHEN is_called THEN last_value ELSE 0 END + ${failures} FROM b_injected_failures)`);
  }
  const deps: ServiceDeps = {
    ...real,
    repos: {
      ...real.repos,
      orderPlacement: {
        ...repo,
        commitPlacement(placement) {
          commits += 1;
          if (testDialect() !== 'postgres' && commits <= failures) {
            return Promise.resolve({ ok: false, reason: 'conflict' });
          }
          return repo.commitPlacement(placement);
        },
      },
    },
  };
  return { deps, commits: () => commits };
}

async function ordersWithPo(po: string) {
  return (await bed.db.select().from(bed.t.orders).where(eq(bed.t.orders.poNumber, po))).length;
}

async function teeStockIn(warehouse: string) {
  const found = await bed.app.deps.repos.orderPlacement.resolveProducts(1, [tee]);
  const cells = await bed.app.deps.repos.orderPlacement.stockFor([found.get(tee)!.productId]);
  return cells.find((c) => c.warehouseCode === warehouse)!.qty;
}

describe('a placement aborted as a transaction conflict', () => {
  it.each(['40001', '40P01'])('is planned again and placed exactly once (%s)', async (state) => {
    const po = `PO-CONFLICT-${state}`;
    const before = await teeStockIn('GA');
    const { deps, commits } = await withFailures(2, state);
    const result = await placeOrder(deps, caller, command(po), 'API');
    expect(commits()).toBe(3);
    expect(result.orders).toHaveLength(1);
    expect(await ordersWithPo(po)).toBe(1);
    expect(await teeStockIn('GA')).toBe(before - 6);
    const [stored] = await bed.app.deps.repos.orderQueries.byOrderNumber(1, result.orderNumber);
    expect(stored?.lines).toMatchObject([{ sku: tee, qtyOrdered: 6 }]);
  });

  it('is refused once the bound of attempts is used up, having written nothing', async () => {
    const po = 'PO-CONFLICT-BOUND';
    const before = await teeStockIn('GA');
    const { deps, commits } = await withFailures(100, '40001');
    await expect(placeOrder(deps, caller, command(po), 'API')).rejects.toMatchObject({
      code: 'invalid',
    });
    expect(commits()).toBe(5);
    expect(await ordersWithPo(po)).toBe(0);
    expect(await teeStockIn('GA')).toBe(before);
  });
});
