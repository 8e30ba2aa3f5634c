// The portal's order history (GET /v2/portal/orders): every status, cancelled orders with what
// they held, and the ship-to addresses used before (GET /v2/portal/addresses).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderWire } from '@/lib/contracts/order-record';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const address = {
  customer: 'Lakeside Tees',
  address: '400 N Lake Shore Dr',
  city: 'Chicago',
  state: 'IL',
  zip: '60611',
};

describe('the portal order history', () => {
  it('keeps a cancelled order, finds it by status, and shows what it held', async () => {
    const placed = await server.call('/v2/orders/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        shippingAddress: address,
        poNumber: 'HISTORY-1',
        lines: [{ identifier: '10760024', qty: 6, warehouseAbbr: 'IL' }],
      }),
    });
    expect(placed.status).toBe(200);
    const [order] = (await placed.json()) as OrderWire[];
    expect(
      (await server.call(`/v2/orders/${order!.orderNumber}`, { method: 'DELETE' })).status,
    ).toBe(200);

    const cancelled = await server.call('/v2/portal/orders/?status=Cancelled');
    expect(cancelled.status).toBe(200);
    const records = (await cancelled.json()) as OrderWire[];
    expect(records.map((r) => r.orderNumber)).toContain(order!.orderNumber);
    expect(records.every((r) => r.orderStatus === 'Cancelled')).toBe(true);
    expect(Number(cancelled.headers.get('x-total-count'))).toBeGreaterThanOrEqual(1);

    // The contract's default listing leaves it out; the history does not.
    const contract = (await (await server.call('/v2/orders/')).json()) as OrderWire[];
    expect(contract.map((r) => r.orderNumber)).not.toContain(order!.orderNumber);

    const one = (await (
      await server.call(`/v2/portal/orders/${order!.orderNumber}`)
    ).json()) as OrderWire[];
    expect(one[0]!.orderStatus).toBe('Cancelled');
    expect(one[0]!.lines.map((l) => [l.sku, l.qtyOrdered])).toEqual([['10760024', 6]]);
    expect(one[0]!.total).toBeGreaterThan(0);
    expect((await server.call('/v2/portal/orders/999999999')).status).toBe(404);
  });

  it('pages the whole history and refuses an unknown status by name', async () => {
    const page = await server.call('/v2/portal/orders/?page=1&pageSize=5');
    expect(((await page.json()) as unknown[]).length).toBeLessThanOrEqual(5);
    const bad = await server.call('/v2/portal/orders/?status=Lost');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe('status');
  });

  it('offers the ship-to addresses used before, newest first, once each', async () => {
    const res = await server.call('/v2/portal/addresses');
    expect(res.status).toBe(200);
    const addresses = (await res.json()) as { customer: string; zip: string }[];
    expect(addresses[0]).toMatchObject({ customer: 'Lakeside Tees', zip: '60611' });
    const keys = addresses.map((a) => JSON.stringify(a));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
