// The cart page's checkout path over HTTP: the cart's order request (built by the browser code in
// lib/client/cart-order-request.ts) previewed as a test order and placed by the order service.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartView } from '@/lib/contracts/cart';
import { buildOrderRequest } from '@/lib/client/cart-order-request';
import { clearCarts, sessionCaller } from './cart-session';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let buyer: Awaited<ReturnType<typeof sessionCaller>>;

beforeAll(async () => {
  server = await startTestServer();
  buyer = await sessionCaller(server, 'buyer@example.com');
});
beforeEach(() => clearCarts(server));
afterAll(() => server.close());

interface OrderWire {
  orderNumber: string;
  warehouseAbbr: string;
  total: number;
  subtotal: number;
  orderType: string;
  orderStatus: string;
}

const json = (body: unknown) => ({ body: JSON.stringify(body) });

async function cartWith(lines: unknown[], settings: Record<string, unknown>): Promise<CartView> {
  await clearCarts(server);
  await buyer.call('/v2/cart/settings', { method: 'PUT', ...json(settings) });
  const res = await buyer.call('/v2/cart/lines', { method: 'POST', ...json({ lines }) });
  expect(res.status).toBe(200);
  return (await res.json()) as CartView;
}

async function preview(cart: CartView) {
  return buyer.call('/v2/orders/', {
    method: 'POST',
    ...json({ ...buildOrderRequest(cart), testOrder: true }),
  });
}

const TEE = '10760024'; // plenty everywhere
const RED_M = '10760053'; // 7 in IL, 12 in TX

describe('checkout from the cart', () => {
  it('fewest ships from one warehouse; fastest splits to deliver sooner', async () => {
    const lines = [
      { identifier: TEE, qty: 100 },
      { identifier: RED_M, qty: 12 },
    ];
    const fewest = await cartWith(lines, { autoselect: true, preference: 'fewest' });
    const a = (await (await preview(fewest)).json()) as OrderWire[];
    expect(a.map((o) => o.warehouseAbbr)).toEqual(['TX']);

    const fastest = await cartWith(lines, { autoselect: true, preference: 'fastest' });
    const b = (await (await preview(fastest)).json()) as OrderWire[];
    expect(b.map((o) => o.warehouseAbbr).sort()).toEqual(['IL', 'TX']);
  });

  it('answers the contract quote messages on field quoteNumber, and a good quote lowers the price', async () => {
    const lines = [{ identifier: TEE, qty: 24 }];
    const plain = await cartWith(lines, { preference: 'fewest' });
    const normal = ((await (await preview(plain)).json()) as OrderWire[])[0]!;

    const bad = await cartWith(lines, { quoteNumber: 'abc' });
    const badRes = await preview(bad);
    expect(badRes.status).toBe(400);
    expect(await badRes.json()).toEqual({
      code: '400',
      message: 'Bad Request.',
      errors: [{ field: 'quoteNumber', message: 'Invalid. Must be a quote number.' }],
    });

    const expired = await cartWith(lines, { quoteNumber: '700103' });
    const expiredBody = (await (await preview(expired)).json()) as { errors: unknown[] };
    expect(expiredBody.errors).toEqual([
      {
        field: 'quoteNumber',
        message: 'Quote not found, expired, already used, or not available for this account.',
      },
    ]);

    const good = await cartWith(lines, { quoteNumber: '700101' });
    const quoted = ((await (await preview(good)).json()) as OrderWire[])[0]!;
    expect(quoted.subtotal).toBeLessThan(normal.subtotal);
    expect(quoted.subtotal).toBeCloseTo(24 * 1.99, 2);
  });

  it('places the order the preview showed', async () => {
    const cart = await cartWith([{ identifier: TEE, qty: 12, warehouseAbbr: 'IL' }], {
      autoselect: false,
      poNumber: 'CART-1',
    });
    const res = await buyer.call('/v2/orders/', {
      method: 'POST',
      ...json(buildOrderRequest(cart)),
    });
    expect(res.status).toBe(200);
    const orders = (await res.json()) as OrderWire[];
    // Placed from a portal session: a website order (compatibility.md §1).
    expect(orders).toMatchObject([
      { warehouseAbbr: 'IL', orderStatus: 'In Progress', orderType: 'Web' },
    ]);
    const found = await buyer.call(`/v2/orders/${orders[0]!.orderNumber}`);
    expect(((await found.json()) as OrderWire[])[0]?.orderNumber).toBe(orders[0]!.orderNumber);
  });
});
