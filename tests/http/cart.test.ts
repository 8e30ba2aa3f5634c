import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartView } from '@/lib/contracts/cart';
import { clearCarts, sessionCaller } from './cart-session';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let buyer: Awaited<ReturnType<typeof sessionCaller>>;
let otherBuyer: Awaited<ReturnType<typeof sessionCaller>>;
let skus: { id: number; sku: string; gtin: string; piece: number }[];

beforeAll(async () => {
  server = await startTestServer();
  buyer = await sessionCaller(server, 'buyer@example.com');
  otherBuyer = await sessionCaller(server, 'buyer2@example.com');
  const { db, t } = server;
  skus = await db
    .select({
      id: t.products.id,
      sku: t.products.sku,
      gtin: t.products.gtin,
      piece: t.products.piecePriceCents,
    })
    .from(t.products)
    .where(isNull(t.products.salePriceCents))
    .orderBy(t.products.id)
    .limit(3);
});
beforeEach(() => clearCarts(server));
afterAll(() => server.close());

const asCart = async (res: Response) => {
  expect(res.status).toBe(200);
  return (await res.json()) as CartView;
};

const put = (body: unknown) => ({ method: 'PUT', body: JSON.stringify(body) });
const post = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });

/** The buyer's cart after adding three skus by sku, gtin and skuID (10 pieces on 3 lines). */
const fillCart = async () => {
  const [a, b, c] = skus;
  return asCart(
    await buyer.call(
      '/v2/cart/lines',
      post({
        lines: [
          { identifier: a!.sku.toLowerCase(), qty: 2, warehouseAbbr: 'IL' },
          { identifier: b!.gtin, qty: 3 },
          { identifier: c!.id, qty: 1, warehouseAbbr: 'nv' },
          { identifier: a!.sku, qty: 4, warehouseAbbr: 'IL' },
        ],
      }),
    ),
  );
};

describe('/v2/cart for a signed-in buyer', () => {
  it('starts empty, shipping to the account address with days in transit per warehouse', async () => {
    const cart = await asCart(await buyer.call('/v2/cart'));
    expect(cart.lines).toEqual([]);
    expect(cart.settings.autoselect).toBe(true);
    expect(cart.settings.preference).toBe('fewest');
    expect(cart.settings.shippingAddress.zip).toMatch(/^\d{5}$/);
    expect(cart.transit?.map((t) => t.warehouseAbbr)).toContain('IL');
    for (const t of cart.transit ?? []) expect(t.cutOffAt).toBeGreaterThan(server.clock.now());
  });

  it('adds several lines in one step by sku, gtin and skuID, merging the same line', async () => {
    const [a, b, c] = skus;
    const cart = await fillCart();
    const summary = cart.lines.map((l) => [l.sku, l.warehouseAbbr, l.qty]);
    expect(summary).toEqual([
      [a!.sku, 'IL', 6],
      [b!.sku, '', 3],
      [c!.sku, 'NV', 1],
    ]);
    expect(cart.totalPieces).toBe(10);
    const first = cart.lines[0]!;
    expect(first.brandName).not.toBe('');
    expect(first.unitPrice).toBeGreaterThan(0);
    expect(first.unitPrice).toBeLessThanOrEqual(a!.piece / 100);
    expect(first.lineTotal).toBeCloseTo(first.unitPrice * 6, 2);
    expect(first.stock.length).toBeGreaterThan(0);
  });

  it('survives another device: a second session of the same user sees the same cart', async () => {
    await fillCart();
    const again = await sessionCaller(server, 'buyer@example.com');
    const cart = await asCart(await again.call('/v2/cart'));
    expect(cart.totalPieces).toBe(10);
  });

  it('keeps carts apart: another buyer sees an empty cart', async () => {
    await fillCart();
    const cart = await asCart(await otherBuyer.call('/v2/cart'));
    expect(cart.lines).toEqual([]);
  });

  it('rejects unknown identifiers all or nothing, naming each line', async () => {
    await fillCart();
    const res = await buyer.call(
      '/v2/cart/lines',
      post({
        lines: [
          { identifier: skus[0]!.sku, qty: 1 },
          { identifier: 'NOPE-123', qty: 1 },
        ],
      }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { field: string; message: string }[] };
    expect(body.errors).toEqual([
      {
        field: 'lines[1].identifier',
        message: 'Identifier NOPE-123 was not found or has been discontinued.',
      },
    ]);
    const cart = await asCart(await buyer.call('/v2/cart'));
    expect(cart.totalPieces).toBe(10);
  });

  it('rejects a zero quantity naming the field', async () => {
    const res = await buyer.call(
      '/v2/cart/lines',
      post({ lines: [{ identifier: skus[0]!.sku, qty: 0 }] }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { field: string }[] };
    expect(body.errors[0]?.field).toBe('lines.0.qty');
  });

  it('changes a quantity, moves a line to another warehouse (merging), and removes a line', async () => {
    const [a, b, c] = skus;
    await fillCart();
    let cart = await asCart(await buyer.call(`/v2/cart/lines/${a!.id}/IL`, put({ qty: 5 })));
    expect(cart.lines.find((l) => l.sku === a!.sku)?.qty).toBe(5);

    cart = await asCart(await buyer.call(`/v2/cart/lines/${c!.id}/NV`, put({ warehouseAbbr: '' })));
    expect(cart.lines.find((l) => l.sku === c!.sku)?.warehouseAbbr).toBe('');

    await buyer.call(
      '/v2/cart/lines',
      post({ lines: [{ identifier: b!.sku, qty: 2, warehouseAbbr: 'KS' }] }),
    );
    cart = await asCart(await buyer.call(`/v2/cart/lines/${b!.id}/KS`, put({ warehouseAbbr: '' })));
    expect(cart.lines.filter((l) => l.sku === b!.sku)).toMatchObject([
      { warehouseAbbr: '', qty: 5 },
    ]);

    cart = await asCart(await buyer.call(`/v2/cart/lines/${c!.id}`, { method: 'DELETE' }));
    expect(cart.lines.map((l) => l.sku)).toEqual([a!.sku, b!.sku]);

    const missing = await buyer.call(`/v2/cart/lines/${c!.id}`, { method: 'DELETE' });
    expect(missing.status).toBe(404);
  });

  it('saves checkout settings field by field and recomputes transit for a new zip', async () => {
    const cart = await asCart(
      await buyer.call(
        '/v2/cart/settings',
        put({
          preference: 'fastest',
          warehouses: ['il', 'KS'],
          maxDaysInTransit: 4,
          poNumber: 'PO-778',
          shippingAddress: { zip: '89501' },
          shippingMethod: '3',
        }),
      ),
    );
    expect(cart.settings).toMatchObject({
      preference: 'fastest',
      warehouses: ['IL', 'KS'],
      maxDaysInTransit: 4,
      poNumber: 'PO-778',
      shippingMethod: '3',
    });
    expect(cart.settings.shippingAddress.zip).toBe('89501');
    expect(cart.settings.shippingAddress.address).not.toBe('');
    expect(cart.transit?.find((t) => t.warehouseAbbr === 'NV')?.daysInTransit).toBe(1);
    const reread = await asCart(await buyer.call('/v2/cart'));
    expect(reread.settings.poNumber).toBe('PO-778');
  });

  it('rejects unknown warehouses and shipping methods naming the field', async () => {
    const res = await buyer.call(
      '/v2/cart/settings',
      put({ warehouses: ['ZZ'], shippingMethod: '99' }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { field: string }[] };
    expect(body.errors.map((e) => e.field)).toContain('shippingMethod');
    const second = await buyer.call('/v2/cart/settings', put({ warehouses: ['ZZ'] }));
    expect(((await second.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe(
      'warehouses',
    );
  });

  it('keeps a half-typed confirmation e-mail as a draft', async () => {
    const cart = await asCart(
      await buyer.call('/v2/cart/settings', put({ emailConfirmation: 'dana@' })),
    );
    expect(cart.settings.emailConfirmation).toBe('dana@');
  });

  it('empties the cart but keeps the settings', async () => {
    await buyer.call('/v2/cart/settings', put({ poNumber: 'PO-778' }));
    expect((await fillCart()).totalPieces).toBe(10);
    const cart = await asCart(await buyer.call('/v2/cart', { method: 'DELETE' }));
    expect(cart.lines).toEqual([]);
    expect(cart.settings.poNumber).toBe('PO-778');
  });
});

describe('cart line prices', () => {
  it('prices a sku at the level its quantity over every warehouse line reaches, as the order will', async () => {
    // 10760024 (demo fixture): piece 3.10, dozen 2.91; account 100001 is on the Standard tier.
    const shopper = await sessionCaller(server, 'buyer@example.com');
    const pieces = await asCart(
      await shopper.call(
        '/v2/cart/lines',
        post({ lines: [{ identifier: '10760024', qty: 6, warehouseAbbr: 'IL' }] }),
      ),
    );
    expect(pieces.lines.map((l) => l.unitPrice)).toEqual([3.1]);
    const dozen = await asCart(
      await shopper.call(
        '/v2/cart/lines',
        post({ lines: [{ identifier: '10760024', qty: 6, warehouseAbbr: 'KS' }] }),
      ),
    );
    expect(dozen.lines.map((l) => l.unitPrice)).toEqual([2.91, 2.91]);
    expect(dozen.subtotal).toBeCloseTo(12 * 2.91, 2);
  });
});

describe('/v2/cart for other callers', () => {
  it('answers 403 to an API-key caller: the cart belongs to a website user', async () => {
    const res = await server.call('/v2/cart');
    expect(res.status).toBe(403);
  });

  it('answers 401 without credentials', async () => {
    const res = await server.call('/v2/cart', { as: null });
    expect(res.status).toBe(401);
  });

  it('refuses a session mutation from another site', async () => {
    const res = await buyer.call('/v2/cart/lines', {
      ...post({ lines: [{ identifier: skus[0]!.sku, qty: 1 }] }),
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
    const cart = await asCart(await buyer.call('/v2/cart'));
    expect(cart.lines).toEqual([]);
  });
});
