// shipByDate on POST /v2/orders/ (after-the-order.md, "Dates that are dates"): stored, shown on the
// record as mm/dd/YYYY, and honoured: a warehouse that cannot ship by then is not chosen by
// autoselect, a line that cannot make it is a line error, and a past date is refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SKUS } from '@/db/seed/demo-fixtures';
import { SEED_NOW } from '@/tests/support/seed-instant';
import { startTestServer, type TestServer } from './harness';
import {
  CHICAGO,
  fields,
  orderBody,
  placed,
  postOrder,
  rejected,
  setStock,
  type WireOrder,
} from './orders-place-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const tee = DEMO_SKUS.plentiful.sku;
const NEWARK = { ...CHICAGO, address: '1 Center St', city: 'Newark', state: 'NJ', zip: '07102' };
const WAREHOUSES = ['IL', 'NV', 'NJ', 'KS', 'GA', 'TX', 'FL', 'OH', 'DS'];

async function getOrder(orderNumber: string): Promise<WireOrder[]> {
  const res = await server.call(`/v2/orders/${orderNumber}`, { as: 'account1' });
  expect(res.status).toBe(200);
  return (await res.json()) as WireOrder[];
}

describe('shipByDate stored and shown', () => {
  it('places with a ship-by date, stores it and shows it on every record and on GET', async () => {
    const records = await placed(
      await postOrder(
        server,
        orderBody({
          shipByDate: '12/01/2026',
          lines: [
            { identifier: tee, qty: 1, warehouseAbbr: 'IL' },
            { identifier: tee, qty: 1, warehouseAbbr: 'TX' },
          ],
        }),
      ),
    );
    expect(records.map((r) => r.shipByDate)).toEqual(['12/01/2026', '12/01/2026']);
    const orderNumber = records[0]?.orderNumber ?? '';
    const again = await getOrder(orderNumber);
    expect(again.map((r) => r.shipByDate)).toEqual(['12/01/2026', '12/01/2026']);
    const rows = await server.db
      .select({ shipByDate: server.t.orders.shipByDate })
      .from(server.t.orders)
      .where(eq(server.t.orders.orderNumber, orderNumber));
    expect(rows.map((r) => r.shipByDate)).toEqual(['2026-12-01', '2026-12-01']);
  });

  it('leaves the field off records placed without one', async () => {
    const records = await placed(
      await postOrder(
        server,
        orderBody({ lines: [{ identifier: tee, qty: 1, warehouseAbbr: 'IL' }] }),
      ),
    );
    expect(records[0]).not.toHaveProperty('shipByDate');
    const again = await getOrder(records[0]?.orderNumber ?? '');
    expect(again[0]).not.toHaveProperty('shipByDate');
  });
});

describe('shipByDate refused', () => {
  it.each([['11/17/2026'], ['01/01/2020'], ['2026-12-01'], ['13/01/2026'], ['02/30/2027']])(
    '%s is a 400 naming shipByDate, and nothing is placed',
    async (shipByDate) => {
      const body = await rejected(
        await postOrder(
          server,
          orderBody({
            shipByDate,
            poNumber: `SHIPBY-${shipByDate}`,
            lines: [{ identifier: tee, qty: 1, warehouseAbbr: 'IL' }],
          }),
        ),
      );
      expect(fields(body)).toEqual(['shipByDate']);
    },
  );

  it('today is accepted', async () => {
    const records = await placed(
      await postOrder(
        server,
        orderBody({
          shipByDate: '11/18/2026',
          lines: [{ identifier: tee, qty: 1, warehouseAbbr: 'IL' }],
        }),
      ),
    );
    expect(records[0]?.shipByDate).toBe('11/18/2026');
  });
});

describe('shipByDate honoured in allocation', () => {
  // 21:30 UTC: 16:30 in New York (NJ past its 4:00 PM cut-off, ships on the 19th), 15:30 in
  // Chicago (IL still ships today, the 18th).
  beforeAll(async () => {
    server.clock.set(SEED_NOW + 6.5 * 60 * 60 * 1000);
    for (const code of WAREHOUSES) await setStock(server, tee, code, 0);
  });

  it('a line pinned to a warehouse that ships too late is a line error naming shipByDate', async () => {
    await setStock(server, tee, 'NJ', 50);
    const body = await rejected(
      await postOrder(
        server,
        orderBody({
          shipByDate: '11/18/2026',
          lines: [{ identifier: tee, qty: 2, warehouseAbbr: 'NJ' }],
        }),
      ),
    );
    expect(fields(body)).toEqual(['Lines']);
    expect(body.errors[0]?.message).toMatch(/Cannot Ship By shipByDate 11\/18\/2026$/);
    // The next day, NJ makes it.
    const records = await placed(
      await postOrder(
        server,
        orderBody({
          shipByDate: '11/19/2026',
          lines: [{ identifier: tee, qty: 2, warehouseAbbr: 'NJ' }],
        }),
      ),
    );
    expect(records.map((r) => r.warehouseAbbr)).toEqual(['NJ']);
  });

  it('autoselect passes over a late warehouse it would otherwise choose', async () => {
    await setStock(server, tee, 'NJ', 50);
    await setStock(server, tee, 'IL', 50);
    const auto = (extra: Record<string, unknown>) =>
      orderBody({
        shippingAddress: NEWARK,
        autoselectWarehouse: true,
        autoselectWarehouse_Warehouses: 'NJ,IL',
        lines: [{ identifier: tee, qty: 3 }],
        ...extra,
      });
    const nearest = await placed(await postOrder(server, auto({})));
    expect(nearest.map((r) => r.warehouseAbbr)).toEqual(['NJ']);
    const inTime = await placed(await postOrder(server, auto({ shipByDate: '11/18/2026' })));
    expect(inTime.map((r) => r.warehouseAbbr)).toEqual(['IL']);
  });

  it('a line only a late warehouse has stock for is a line error, not Out Of Stock', async () => {
    await setStock(server, tee, 'IL', 0);
    await setStock(server, tee, 'NJ', 50);
    const body = await rejected(
      await postOrder(
        server,
        orderBody({
          autoselectWarehouse: true,
          shipByDate: '11/18/2026',
          lines: [{ identifier: tee, qty: 3 }],
        }),
      ),
    );
    expect(fields(body)).toEqual(['Lines']);
    expect(body.errors[0]?.message).toContain('Cannot Ship By shipByDate 11/18/2026');
  });
});
