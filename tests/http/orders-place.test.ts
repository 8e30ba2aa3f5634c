import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SKUS } from '@/db/seed/demo-fixtures';
import { startTestServer, type TestServer } from './harness';
import { orderBody, postOrder, stockOf, type WireError, type WireOrder } from './orders-place-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const tee = DEMO_SKUS.plentiful.sku;

describe('POST /v2/orders/ places an order', () => {
  it('answers the Order records of §2.1 for a JSON body and takes the stock', async () => {
    const before = stockOf(server, tee, 'IL');
    const res = await postOrder(server, orderBody({ poNumber: 'PO-1', lines: [{ identifier: tee, qty: 5, warehouseAbbr: 'IL' }] }));
    const body = (await res.json()) as WireOrder[] | WireError;
    expect(res.status, JSON.stringify(body)).toBe(200);
    const orders = body as WireOrder[];
    expect(orders).toHaveLength(1);
    const order = orders[0]!;
    expect(order.orderStatus).toBe('In Progress');
    expect(order.orderType).toBe('API');
    expect(order.deliveryStatus).toBe('');
    expect(order.invoiceNumber).toBe('');
    expect(order.warehouseAbbr).toBe('IL');
    expect(order.lines[0]).toMatchObject({ sku: tee, qtyOrdered: 5, price: 3.1 });
    expect(order.subtotal).toBe(15.5);
    expect(stockOf(server, tee, 'IL')).toBe(before - 5);
  });
});
