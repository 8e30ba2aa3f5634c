// Quotes in the portal (issue 11, defect 6): the cart preview says which lines a quote priced and
// what it saved, a refused quote keeps the contract's message and adds the reason decided by the
// pricing rules, and GET /v2/quotes/ says whether each quote can be used now.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearCarts, sessionCaller } from './cart-session';
import { startTestServer, type TestServer } from './harness';
import { orderBody, postOrder } from './orders-place-helpers';

let server: TestServer;
let buyer: Awaited<ReturnType<typeof sessionCaller>>;

beforeAll(async () => {
  server = await startTestServer();
  buyer = await sessionCaller(server, 'buyer@example.com');
});
beforeEach(() => clearCarts(server));
afterAll(() => server.close());

const json = (body: unknown) => ({ body: JSON.stringify(body) });
const TEE = '10760024';
const UNAVAILABLE = 'Quote not found, expired, already used, or not available for this account.';

async function previewWithQuote(quoteNumber: string, qty = 24) {
  await clearCarts(server);
  await buyer.call('/v2/cart/settings', { method: 'PUT', ...json({ quoteNumber }) });
  await buyer.call('/v2/cart/lines', {
    method: 'POST',
    ...json({ lines: [{ identifier: TEE, qty }] }),
  });
  return buyer.call('/v2/cart/preview', { method: 'POST', ...json({}) });
}

interface QuotedLine {
  sku: string;
  qty: number;
  quotedPrice: number;
  normalPrice: number;
  saving: number;
}

describe('quotes in the cart preview', () => {
  it.each([
    ['700103', 'expired'],
    ['700104', 'pending'],
    ['700106', 'used'],
    ['999999', 'unknown'],
    // Another account's quote reads exactly like a missing one (invariant 5).
    ['700201', 'unknown'],
  ])('quote %s is refused with the contract message and reason %s', async (number, reason) => {
    const res = await previewWithQuote(number);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: unknown[] }).errors).toEqual([
      { field: 'quoteNumber', message: UNAVAILABLE, reason },
    ]);
  });

  it('the API keeps the exact contract body: no reason on POST /v2/orders/', async () => {
    const res = await postOrder(
      server,
      orderBody({ quoteNumber: '700103', testOrder: true, lines: [{ identifier: TEE, qty: 24 }] }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, unknown>[] };
    expect(body.errors).toEqual([{ field: 'quoteNumber', message: UNAVAILABLE }]);
  });

  it('names the quoted lines with the quoted price, the price without it and the saving', async () => {
    const plain = await previewWithQuote('');
    expect(plain.status).toBe(200);
    const plainBody = (await plain.json()) as { quotedLines: QuotedLine[] };
    expect(plainBody.quotedLines).toEqual([]);

    const res = await previewWithQuote('700101');
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      quotedLines: QuotedLine[];
      orders: { subtotal: number }[];
    };
    expect(body.quotedLines).toHaveLength(1);
    const line = body.quotedLines[0]!;
    expect(line).toMatchObject({ qty: 24, quotedPrice: 1.99 });
    expect(line.normalPrice).toBeGreaterThan(1.99);
    expect(line.saving).toBeCloseTo((line.normalPrice - 1.99) * 24, 2);
    expect(body.orders.reduce((s, o) => s + o.subtotal, 0)).toBeCloseTo(24 * 1.99, 2);
  });
});

describe('GET /v2/quotes/ states', () => {
  it('says which quotes an order may use now, and why not for the others', async () => {
    const res = await server.call('/v2/quotes/');
    expect(res.status).toBe(200);
    const quotes = (await res.json()) as {
      quoteNumber: string;
      usable: boolean;
      unavailableReason?: string;
    }[];
    const state = Object.fromEntries(
      quotes.map((q) => [q.quoteNumber, q.usable ? 'usable' : q.unavailableReason]),
    );
    expect(state).toMatchObject({
      '700101': 'usable',
      '700103': 'expired',
      '700104': 'pending',
      '700106': 'used',
    });
    expect(state['700201']).toBeUndefined();
  });
});
