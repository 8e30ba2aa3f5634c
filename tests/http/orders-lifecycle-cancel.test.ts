import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_QUOTES } from '@/db/seed/commerce-fixtures';
import { startTestServer, type TestServer } from './harness';
import {
  placeOrder,
  postOrder,
  stockedSkus,
  type ErrorBody,
  type OrderWireRecord,
} from './order-helpers';
import { stockOf } from './orders-place-helpers';

let server: TestServer;
let skus: { il: string[]; nj: string[] };

beforeAll(async () => {
  server = await startTestServer();
  skus = { il: await stockedSkus(server, 'IL', 4), nj: await stockedSkus(server, 'NJ', 2) };
});
afterAll(() => server.close());

const cancel = (orderNumber: string, as: 'account1' | 'account2' = 'account1') =>
  server.call(`/v2/orders/${orderNumber}`, { method: 'DELETE', as });

describe('DELETE /v2/orders/{orderNumber}', () => {
  it('cancels every warehouse record within ten minutes, shows zeros and restores stock', async () => {
    const [a] = skus.il;
    const [b] = skus.nj;
    const before = { a: await stockOf(server, a!, 'IL'), b: await stockOf(server, b!, 'NJ') };
    const placed = await placeOrder(server, {
      lines: [
        { identifier: a!, qty: 7, warehouseAbbr: 'IL' },
        { identifier: b!, qty: 5, warehouseAbbr: 'NJ' },
      ],
    });
    expect(placed).toHaveLength(2);
    expect(await stockOf(server, a!, 'IL')).toBe(before.a - 7);

    server.clock.advance(9 * 60_000 + 59_000);
    const res = await cancel(placed[0]!.orderNumber);
    expect(res.status).toBe(200);
    const records = (await res.json()) as OrderWireRecord[];
    expect(records.map((r) => r.warehouseAbbr).sort()).toEqual(['IL', 'NJ']);
    for (const record of records) {
      expect(record).toMatchObject({
        orderStatus: 'Cancelled',
        subtotal: 0,
        shipping: 0,
        total: 0,
        totalPieces: 0,
        totalLines: 0,
      });
    }
    expect(await stockOf(server, a!, 'IL')).toBe(before.a);
    expect(await stockOf(server, b!, 'NJ')).toBe(before.b);

    // Reading it back shows the same cancelled records.
    const read = (await (
      await server.call(`/v2/orders/${placed[0]!.orderNumber}`)
    ).json()) as OrderWireRecord[];
    expect(read.every((r) => r.orderStatus === 'Cancelled' && r.total === 0)).toBe(true);

    // A second cancel changes nothing and says why.
    const again = await cancel(placed[0]!.orderNumber);
    expect(again.status).toBe(400);
    expect(((await again.json()) as ErrorBody).errors[0]?.message).toMatch(/already cancelled/);
    expect(await stockOf(server, a!, 'IL')).toBe(before.a);
  });

  it('refuses after ten minutes with a 400 saying why, and changes nothing', async () => {
    const sku = skus.il[1]!;
    const placed = await placeOrder(server, {
      lines: [{ identifier: sku, qty: 3, warehouseAbbr: 'IL' }],
    });
    const after = await stockOf(server, sku, 'IL');
    server.clock.advance(10 * 60_000 + 1_000);
    const res = await cancel(placed[0]!.orderNumber);
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.code).toBe('400');
    expect(body.errors[0]?.message).toMatch(/10 minutes/);
    expect(await stockOf(server, sku, 'IL')).toBe(after);
    const read = (await (
      await server.call(`/v2/orders/${placed[0]!.orderNumber}`)
    ).json()) as OrderWireRecord[];
    expect(read[0]?.orderStatus).toBe('In Progress');
  });

  it("answers 404 for another account's order exactly like a missing one", async () => {
    const placed = await placeOrder(server, {
      lines: [{ identifier: skus.il[2]!, qty: 2, warehouseAbbr: 'IL' }],
    });
    const other = await cancel(placed[0]!.orderNumber, 'account2');
    const missing = await cancel('999999999', 'account2');
    expect(other.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(((await other.json()) as ErrorBody).errors[0]?.field).toBe(
      ((await missing.json()) as ErrorBody).errors[0]?.field,
    );
    const read = (await (
      await server.call(`/v2/orders/${placed[0]!.orderNumber}`)
    ).json()) as OrderWireRecord[];
    expect(read[0]?.orderStatus).toBe('In Progress');
  });

  it('restores stock exactly once when several DELETEs race', async () => {
    for (let round = 0; round < 3; round++) {
      const sku = skus.il[3]!;
      const before = await stockOf(server, sku, 'IL');
      const placed = await placeOrder(server, {
        lines: [{ identifier: sku, qty: 11, warehouseAbbr: 'IL' }],
      });
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => cancel(placed[0]!.orderNumber)),
      );
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 400, 400, 400, 400, 400]);
      expect(await stockOf(server, sku, 'IL')).toBe(before);
    }
  });

  it('makes a single-use quote usable again once the order that used it is cancelled', async () => {
    const quote = DEMO_QUOTES.singleUse;
    const body = JSON.stringify({
      shippingAddress: { address: '3600 N Clark St', city: 'Chicago', state: 'IL', zip: '60613' },
      autoselectWarehouse: true,
      quoteNumber: quote.number,
      lines: [{ identifier: quote.items[0].sku, qty: 12 }],
    });
    const first = await postOrder(server, { lines: [] }, body);
    expect(first.status).toBe(200);
    const [record] = (await first.json()) as OrderWireRecord[];
    const usedUp = await postOrder(server, { lines: [] }, body);
    expect(usedUp.status).toBe(400);
    expect(((await usedUp.json()) as ErrorBody).errors[0]?.field).toBe('quoteNumber');

    expect((await cancel(record!.orderNumber)).status).toBe(200);
    const again = await postOrder(server, { lines: [] }, body);
    expect(again.status).toBe(200);
  });
});
