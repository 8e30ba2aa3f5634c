// PostgreSQL aborts a transaction that collides with a concurrent one (serialization failure
// 40001, deadlock victim 40P01). Here the database itself raises them, from a trigger on the
// first orders INSERT of the placement (after its stock decrements): the adapter must report a
// 'conflict' with nothing written. (tests/http/orders-place-conflict.test.ts shows the service
// planning again and placing the order exactly once.) SQLite has one writer and never aborts a
// transaction this way.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openOrderTestBed,
  placementOf,
  productOf,
  stockQty,
  type OrderTestBed,
} from './order-fixtures';

async function ordersWithPo(bed: OrderTestBed, po: string) {
  const { db, t } = bed.test;
  return (await db.select().from(t.orders).where(eq(t.orders.poNumber, po))).length;
}

describe.each(['40001', '40P01'])('a placement PostgreSQL aborts with %s', (sqlState) => {
  let bed: OrderTestBed;
  /** Test-only DDL and counters, straight to the server (no port says such things). */
  async function exec(text: string) {
    if (bed.handle.dialect !== 'postgres') throw new Error('PostgreSQL only');
    await bed.handle.pool.query(text);
  }
  beforeAll(async () => {
    bed = await openOrderTestBed('postgres');
    // The failure fires while the sequence's next value is `failures` or less; nextval() is not
    // rolled back with the failed transaction, so exactly that many INSERTs fail.
    await exec(`
      CREATE SEQUENCE b_injected_failures;
      CREATE TABLE b_injected_failure_count (n integer NOT NULL);
      INSERT INTO b_injected_failure_count VALUES (0);
      CREATE FUNCTION b_inject_failure() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF nextval('b_injected_failures') <= (SELECT n FROM b_injected_failure_count) THEN
          RAISE EXCEPTION 'injected by the test' USING ERRCODE = '${sqlState}';
        END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER b_inject_failure BEFORE INSERT ON orders
        FOR EACH ROW EXECUTE FUNCTION b_inject_failure();`);
  });
  afterAll(() => bed?.close());

  /** The next `count` order INSERTs fail with the SQLSTATE. */
  async function failNext(count: number) {
    // last_value is 1 before the first nextval(); is_called tells the two apart.
    await exec(`UPDATE b_injected_failure_count SET n = (SELECT
        CASE WHEN is_called THEN last_value ELSE 0 END + ${count} FROM b_injected_failures)`);
  }

  it('is reported as a conflict, with the stock decrements rolled back', async () => {
    const tee = await productOf(bed);
    const before = await stockQty(bed, tee.productId, 'GA');
    await failNext(1);
    const outcome = await bed.repos.orderPlacement.commitPlacement(
      placementOf(tee, 'GA', 4, { poNumber: `PO-ABORTED-${sqlState}` }),
    );
    expect(outcome).toEqual({ ok: false, reason: 'conflict' });
    expect(await stockQty(bed, tee.productId, 'GA')).toBe(before);
    expect(await ordersWithPo(bed, `PO-ABORTED-${sqlState}`)).toBe(0);
  });
});
