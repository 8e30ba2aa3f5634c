// The portal's checkout owned by the server: POST /v2/cart/preview prices the stored cart without
// writing anything; POST /v2/cart/checkout places it and empties the cart in one transaction,
// once per Idempotency-Key however often the page sends it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartView } from '@/lib/contracts/cart';
import type { OrderWire } from '@/lib/contracts/order-record';
import { sessionCaller } from './cart-session';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let buyer: Awaited<ReturnType<typeof sessionCaller>>;

const TEE = 10760024; // plenty everywhere
const RED_M = 10760053; // 7 in IL, 12 in TX
const ADDRESS = {
  customer: 'Northside Print',
  address: '1200 W Fulton St',
  city: 'Chicago',
  state: 'IL',
  zip: '60607',
  residential: false,
};
const json = (body: unknown) => ({ body: JSON.stringify(body) });

beforeAll(async () => {
  server = await startTestServer();
  buyer = await sessionCaller(server, 'buyer@example.com');
});
afterAll(() => server.close());

async function fillCart(lines: unknown[], settings: Record<string, unknown> = {}): Promise<void> {
  await buyer.call('/v2/cart', { method: 'DELETE' });
  const put = await buyer.call('/v2/cart/settings', {
    method: 'PUT',
    ...json({ autoselect: true, preference: 'fewest', shippingAddress: ADDRESS, ...settings }),
  });
  expect(put.status).toBe(200);
  expect((await buyer.call('/v2/cart/lines', { method: 'POST', ...json({ lines }) })).status).toBe(
    200,
  );
}

/** Every stored order record of the account, test orders included, through the read port. */
async function storedRecords(): Promise<number> {
  const page = await server.app.deps.repos.orderQueries.find(buyer.user.accountId, {});
  return page.total;
}

async function stockOf(identifier: number): Promise<number> {
  const repo = server.app.deps.repos.orderPlacement;
  const found = await repo.resolveProducts(buyer.user.accountId, [String(identifier)]);
  const product = found.get(String(identifier));
  expect(product).toBeDefined();
  const cells = await repo.stockFor([product!.productId]);
  return cells.reduce((sum, cell) => sum + cell.qty, 0);
}

const checkout = (key: string | undefined, body: unknown = {}) =>
  buyer.call('/v2/cart/checkout', {
    method: 'POST',
    headers: key === undefined ? {} : { 'idempotency-key': key },
    ...json(body),
  });

beforeEach(() => fillCart([{ identifier: TEE, qty: 24 }]));

describe('previewing the cart', () => {
  it('prices and splits the order but writes no order, takes no stock and burns no number', async () => {
    const recordsBefore = await storedRecords();
    const stockBefore = await stockOf(TEE);
    const first = await checkout('before-previews');
    const [placedBefore] = ((await first.json()) as { orders: OrderWire[] }).orders;

    await fillCart([{ identifier: TEE, qty: 24 }]);
    for (let i = 0; i < 3; i++) {
      const res = await buyer.call('/v2/cart/preview', { method: 'POST', ...json({}) });
      expect(res.status).toBe(200);
      const preview = (await res.json()) as { orders: OrderWire[]; lineErrors: unknown[] };
      expect(preview.orders).toHaveLength(1);
      expect(preview.orders[0]).toMatchObject({ orderNumber: '', totalPieces: 24 });
      expect(preview.orders[0]!.total).toBeGreaterThan(0);
      expect(preview.lineErrors).toEqual([]);
    }
    // Only the one real order was written; the previews wrote nothing.
    expect(await storedRecords()).toBe(recordsBefore + 1);
    expect(await stockOf(TEE)).toBe(stockBefore - 24);

    const next = await checkout('after-previews');
    const [placedAfter] = ((await next.json()) as { orders: OrderWire[] }).orders;
    expect(Number(placedAfter!.orderNumber)).toBe(Number(placedBefore!.orderNumber) + 1);
  });

  it('reports a short line by its sku beside the priced records instead of refusing', async () => {
    await fillCart([{ identifier: RED_M, qty: 30 }], { autoselect: false });
    const cart = (await (await buyer.call('/v2/cart')).json()) as CartView;
    const line = cart.lines[0]!;
    await buyer.call(`/v2/cart/lines/${line.skuID}/${line.warehouseAbbr}`, {
      method: 'PUT',
      ...json({ warehouseAbbr: 'IL' }),
    });
    const res = await buyer.call('/v2/cart/preview', { method: 'POST', ...json({}) });
    expect(res.status).toBe(200);
    const preview = (await res.json()) as {
      lineErrors: { identifier: string; qtyAvailable: number; warehouseAbbr: string }[];
    };
    expect(preview.lineErrors).toMatchObject([
      { identifier: line.sku, warehouseAbbr: 'IL', qtyAvailable: 7 },
    ]);
  });

  it('answers the contract messages of a bad cart on the field they belong to', async () => {
    await fillCart([{ identifier: TEE, qty: 24 }], { quoteNumber: 'abc' });
    const res = await buyer.call('/v2/cart/preview', { method: 'POST', ...json({}) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: unknown[] }).errors).toEqual([
      { field: 'quoteNumber', message: 'Invalid. Must be a quote number.' },
    ]);
  });
});

describe('checking out', () => {
  it('places the order, empties the cart and resets the per-order fields', async () => {
    await fillCart([{ identifier: TEE, qty: 24 }], { poNumber: 'CHECKOUT-1', quoteNumber: '' });
    const res = await checkout('one-checkout');
    expect(res.status).toBe(200);
    const { orders } = (await res.json()) as { orders: OrderWire[] };
    expect(orders).toMatchObject([
      { poNumber: 'CHECKOUT-1', orderType: 'Web', orderStatus: 'In Progress', totalPieces: 24 },
    ]);
    const cart = (await (await buyer.call('/v2/cart')).json()) as CartView;
    expect(cart.lines).toEqual([]);
    expect(cart.settings.poNumber).toBe('');
    expect(cart.settings.shippingAddress.zip).toBe('60607');
  });

  it('places one order when the page sends the same checkout twice at once, and replays it', async () => {
    const recordsBefore = await storedRecords();
    const [a, b] = await Promise.all([checkout('double-click'), checkout('double-click')]);
    const statuses = [a.status, b.status].sort();
    // The second either waits for the first answer (replayed) or is told the first still runs.
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(statuses);
    const retry = await checkout('double-click');
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const first = (await (a.status === 200 ? a : b).json()) as { orders: OrderWire[] };
    const replayed = (await retry.json()) as { orders: OrderWire[] };
    expect(replayed.orders[0]!.orderNumber).toBe(first.orders[0]!.orderNumber);
    expect(await storedRecords()).toBe(recordsBefore + 1);
  });

  it('refuses a checkout without an Idempotency-Key and an empty cart, placing nothing', async () => {
    const recordsBefore = await storedRecords();
    const noKey = await checkout(undefined);
    expect(noKey.status).toBe(400);
    expect(((await noKey.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe(
      'Idempotency-Key',
    );
    await buyer.call('/v2/cart', { method: 'DELETE' });
    const empty = await checkout('empty-cart');
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { errors: unknown[] }).errors).toEqual([
      { field: 'lines', message: 'The cart is empty.' },
    ]);
    expect(await storedRecords()).toBe(recordsBefore);
  });

  it('pays with a saved payment method of the user, and refuses one of nobody', async () => {
    const profiles = (await (
      await buyer.call('/v2/paymentprofiles/?email=buyer@example.com')
    ).json()) as { profileID: number; name: string }[];
    expect(profiles.length).toBeGreaterThan(0);
    const saved = profiles[0]!;
    const bad = await checkout('bad-profile', {
      paymentProfile: { email: 'buyer@example.com', profileID: 999999 },
    });
    expect(bad.status).toBe(400);
    const res = await checkout('good-profile', {
      paymentProfile: { email: 'buyer@example.com', profileID: saved.profileID },
    });
    expect(res.status).toBe(200);
    const { orders } = (await res.json()) as { orders: OrderWire[] };
    expect(orders[0]!.terms).toContain(saved.name);
  });

  it('is for portal sessions only: an API key gets 403', async () => {
    const res = await server.call('/v2/cart/checkout', {
      method: 'POST',
      headers: { 'idempotency-key': 'api-key', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
  });
});
