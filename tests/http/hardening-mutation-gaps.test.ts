// Keep it fixed (issue 9): the gaps a mutation check of the suites found. Each test pins one rule
// exactly, so that moving it by one (a boundary, a message, an error code) fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROMOTIONS } from '@/db/seed/commerce-fixtures';
import { DEMO_SKUS } from '@/db/seed/demo-fixtures';
import { startTestServer, type TestServer } from './harness';
import { orderBody, placed, postOrder, rejected, stockOf } from './orders-place-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const tee = DEMO_SKUS.plentiful.sku;
const teeLine = (qty: number) => ({ identifier: tee, qty, warehouseAbbr: 'IL' });

describe('the exact moment a promotion runs', () => {
  it('applies from its first millisecond up to, not including, its end', async () => {
    const code = DEMO_PROMOTIONS.brandActive.code;
    const promotion = await server.app.deps.repos.orderPlacement.findPromotion(code);
    const at = async (instant: number) => {
      server.clock.set(instant);
      return postOrder(server, orderBody({ promotionCode: code, lines: [teeLine(1)] }));
    };
    const [first] = await placed(await at(promotion!.startsAt));
    expect(first?.lines[0]?.price).toBe(2.79); // 3.10 less 10 %
    const [last] = await placed(await at(promotion!.endsAt - 1));
    expect(last?.lines[0]?.price).toBe(2.79);
    for (const instant of [promotion!.startsAt - 1, promotion!.endsAt]) {
      const body = await rejected(await at(instant));
      expect(body.errors.map((e) => e.field)).toEqual(['promotionCode']);
    }
  });
});

describe("an unknown payment-profile id of the caller's own user", () => {
  it('is a 400 naming paymentProfile, and places nothing', async () => {
    const before = await stockOf(server, tee, 'IL');
    const body = await rejected(
      await postOrder(
        server,
        orderBody({
          poNumber: 'PO-NO-PROFILE',
          paymentProfile: { email: 'buyer@example.com', profileID: 999_999 },
          lines: [teeLine(1)],
        }),
      ),
    );
    expect(body.errors).toEqual([
      {
        field: 'paymentProfile',
        message: 'No saved payment profile with that email and profileID belongs to this account.',
      },
    ]);
    expect(await stockOf(server, tee, 'IL')).toBe(before);
  });
});

/** Raw SQL: drizzle has no builder for triggers. One per dialect. */
async function rivalTrigger(action: 'create' | 'drop'): Promise<void> {
  const handle = server.app.database;
  if (handle.dialect === 'sqlite') {
    handle.sqlite.exec(
      action === 'create'
        ? `CREATE TRIGGER rival_oversell AFTER UPDATE OF qty ON stock WHEN NEW.qty < OLD.qty
           BEGIN UPDATE stock SET qty = qty - 1000000 WHERE rowid = NEW.rowid; END`
        : 'DROP TRIGGER rival_oversell',
    );
    return;
  }
  const statements =
    action === 'create'
      ? [
          `CREATE FUNCTION rival_oversell() RETURNS trigger AS $$ BEGIN
             UPDATE stock SET qty = qty - 1000000
              WHERE product_id = NEW.product_id AND warehouse_code = NEW.warehouse_code;
             RETURN NULL; END $$ LANGUAGE plpgsql`,
          `CREATE TRIGGER rival_oversell AFTER UPDATE OF qty ON stock FOR EACH ROW
             WHEN (NEW.qty < OLD.qty AND pg_trigger_depth() = 0) EXECUTE FUNCTION rival_oversell()`,
        ]
      : ['DROP TRIGGER rival_oversell ON stock', 'DROP FUNCTION rival_oversell()'];
  for (const statement of statements) await handle.pool.query(statement);
}

describe('an oversell that slips past the guarded decrement', () => {
  it('is refused with a clean 400 by the CHECK backstop, not a 500, and changes nothing', async () => {
    const before = await stockOf(server, tee, 'IL');
    // A rival write inside the same statement takes the stock below zero after the guard passed.
    await rivalTrigger('create');
    try {
      const body = await rejected(
        await postOrder(server, orderBody({ poNumber: 'PO-OVERSELL', lines: [teeLine(1)] })),
      );
      expect(body.errors.map((e) => e.field)).toEqual(['Lines']);
      expect(body.errors[0]?.message).toMatch(/Stock changed while the order was being placed/);
    } finally {
      await rivalTrigger('drop');
    }
    expect(await stockOf(server, tee, 'IL')).toBe(before);
    const res = await server.call('/v2/orders/PO-OVERSELL');
    expect(res.status).toBe(404);
  });
});
