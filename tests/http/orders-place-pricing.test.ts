// POST /v2/orders/ pricing: quotes (every message of §7 to the character), single use,
// promotions, free freight over $200, LTL over 1000 lb, will call, small-order fee and tax.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROMOTIONS, DEMO_QUOTES } from '@/db/seed/commerce-fixtures';
import { DEMO_SKUS } from '@/db/seed/demo-fixtures';
import { startTestServer, type TestServer } from './harness';
import {
  orderBody,
  placed,
  postOrder,
  productBySku,
  setStock,
  stockOf,
  type WireError,
} from './orders-place-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const tee = DEMO_SKUS.plentiful.sku;
const cap = DEMO_SKUS.excludeFreeFreight.sku;
const hoodie = DEMO_SKUS.fullCaseOnly.sku;
const teeLine = (qty: number, warehouseAbbr = 'IL') => ({ identifier: tee, qty, warehouseAbbr });

async function quoteError(body: Record<string, unknown>): Promise<string> {
  const res = await postOrder(server, orderBody(body));
  const error = (await res.json()) as WireError;
  expect(res.status, JSON.stringify(error)).toBe(400);
  expect(error.code).toBe('400');
  expect(error.message).toBe('Bad Request.');
  expect(error.errors).toHaveLength(1);
  expect(error.errors[0]?.field).toBe('quoteNumber');
  return error.errors[0]!.message;
}

async function quoteUse(number: string) {
  const { db, t } = server;
  const [row] = await db
    .select({ usedAt: t.quotes.usedAt, usedByOrderNumber: t.quotes.usedByOrderNumber })
    .from(t.quotes)
    .where(eq(t.quotes.number, number));
  return row;
}

const UNAVAILABLE = 'Quote not found, expired, already used, or not available for this account.';

describe('quotes (§4.1.2, §7)', () => {
  it('prices matching lines at the quoted price and the others at the normal price', async () => {
    const [order] = await placed(
      await postOrder(
        server,
        orderBody({
          quoteNumber: DEMO_QUOTES.validMultiUse.number,
          lines: [teeLine(10), { identifier: hoodie, qty: 2, warehouseAbbr: 'IL' }],
        }),
      ),
    );
    expect(order?.lines.find((l) => l.sku === tee)?.price).toBe(1.99);
    expect(order?.lines.find((l) => l.sku === hoodie)?.price).toBeGreaterThan(5);
  });

  it('answers each quote message of §7 word for word', async () => {
    expect(await quoteError({ quoteNumber: 'ABC-1', lines: [teeLine(1)] })).toBe(
      'Invalid. Must be a quote number.',
    );
    expect(
      await quoteError({
        quoteNumber: DEMO_QUOTES.validMultiUse.number,
        promotionCode: 'HARTWELL10',
        lines: [teeLine(1)],
      }),
    ).toBe('Quotes cannot be used in conjunction with a promotion code.');
    for (const quote of [
      DEMO_QUOTES.expired,
      DEMO_QUOTES.notApproved,
      DEMO_QUOTES.otherAccount,
      DEMO_QUOTES.alreadyUsed,
    ]) {
      expect(await quoteError({ quoteNumber: quote.number, lines: [teeLine(1)] })).toBe(
        UNAVAILABLE,
      );
    }
    expect(await quoteError({ quoteNumber: '123456789', lines: [teeLine(1)] })).toBe(UNAVAILABLE);
    expect(
      await quoteError({
        quoteNumber: DEMO_QUOTES.validMultiUse.number,
        lines: [{ identifier: hoodie, qty: 1, warehouseAbbr: 'IL' }],
      }),
    ).toBe('No line on this order matches quote 700101.');
    expect(
      await quoteError({
        quoteNumber: DEMO_QUOTES.minPieces.number,
        lines: [teeLine(10), teeLine(5, 'TX')],
      }),
    ).toBe('Quote 700105 requires at least 48 matching pieces. This order has 15.');
  });

  it('a single-use quote is priced but not used up by a test order, then used up by the first real order', async () => {
    const number = DEMO_QUOTES.singleUse.number;
    const before = await stockOf(server, tee, 'IL');
    const [test] = await placed(
      await postOrder(
        server,
        orderBody({ quoteNumber: number, testOrder: true, lines: [teeLine(3)] }),
      ),
    );
    expect(test?.lines[0]?.price).toBe(1.89);
    expect((await quoteUse(number))?.usedAt).toBeNull();
    expect(await stockOf(server, tee, 'IL')).toBe(before);

    const orders = await placed(
      await postOrder(
        server,
        orderBody({
          quoteNumber: number,
          lines: [teeLine(3), { identifier: hoodie, qty: 24, warehouseAbbr: 'NV' }],
        }),
      ),
    );
    expect(orders[0]?.lines[0]?.price).toBe(1.89);
    expect((await quoteUse(number))?.usedByOrderNumber).toBe(orders[0]?.orderNumber);
    // Only the record that saved money references the quote (rule 4).
    const { db, t } = server;
    const refs = await db
      .select({ warehouseCode: t.orders.warehouseCode, quoteNumber: t.orders.quoteNumber })
      .from(t.orders)
      .where(eq(t.orders.orderNumber, orders[0]!.orderNumber))
      .orderBy(t.orders.warehouseCode);
    expect(refs).toEqual([
      { warehouseCode: 'IL', quoteNumber: number },
      { warehouseCode: 'NV', quoteNumber: null },
    ]);

    expect(await quoteError({ quoteNumber: number, lines: [teeLine(1)] })).toBe(UNAVAILABLE);
  });

  it('a single-use quote that saves nothing is not used up', async () => {
    const number = DEMO_QUOTES.higherThanNormal.number;
    const [order] = await placed(
      await postOrder(server, orderBody({ quoteNumber: number, lines: [teeLine(2)] })),
    );
    expect(order?.lines[0]?.price).toBe(3.1);
    expect((await quoteUse(number))?.usedAt).toBeNull();
  });
});

describe('promotions', () => {
  it('takes the percentage off the brand it names', async () => {
    const [order] = await placed(
      await postOrder(
        server,
        orderBody({
          promotionCode: DEMO_PROMOTIONS.brandActive.code.toLowerCase(),
          lines: [teeLine(2)],
        }),
      ),
    );
    expect(order?.lines[0]?.price).toBe(2.79); // 3.10 less 10 %
  });

  it('refuses an expired or unknown code naming promotionCode', async () => {
    for (const code of [DEMO_PROMOTIONS.expired.code, 'NOSUCHCODE']) {
      const res = await postOrder(server, orderBody({ promotionCode: code, lines: [teeLine(1)] }));
      const body = (await res.json()) as WireError;
      expect(res.status).toBe(400);
      expect(body.errors.map((e) => e.field)).toEqual(['promotionCode']);
    }
  });
});

describe('freight and totals', () => {
  it('ground is free over $200 of merchandise, and the saving is shown', async () => {
    const [small] = await placed(
      await postOrder(server, orderBody({ testOrder: true, lines: [teeLine(12)] })),
    );
    expect(small?.shipping).toBeGreaterThan(0);
    expect(small?.shippingSaved).toBe(0);
    const [large] = await placed(
      await postOrder(server, orderBody({ testOrder: true, lines: [teeLine(100)] })),
    );
    expect(large?.subtotal).toBeGreaterThan(200);
    expect(large?.shipping).toBe(0);
    expect(large?.shippingSaved).toBeGreaterThan(0);
  });

  it('lines excluded from free freight do not count towards the $200', async () => {
    const [order] = await placed(
      await postOrder(
        server,
        orderBody({ testOrder: true, lines: [{ identifier: cap, qty: 100, warehouseAbbr: 'IL' }] }),
      ),
    );
    expect(order?.subtotal).toBeGreaterThan(200);
    expect(order?.shipping).toBeGreaterThan(0);
  });

  it('above 1000 lb the method becomes LTL freight', async () => {
    const { unitWeight } = await productBySku(server, tee);
    const qty = Math.ceil(1001 / unitWeight);
    await setStock(server, tee, 'OH', qty);
    const [order] = await placed(
      await postOrder(server, orderBody({ testOrder: true, lines: [teeLine(qty, 'OH')] })),
    );
    expect(order?.totalWeight).toBeGreaterThan(1000);
    expect(order?.shippingMethod).toBe('LTL Freight');
    expect(order?.conveyorLane).toMatch(/^F/);
  });

  it('will call ships nothing and charges no shipping', async () => {
    const [order] = await placed(
      await postOrder(
        server,
        orderBody({ shippingMethod: '6', testOrder: true, lines: [teeLine(5)] }),
      ),
    );
    expect(order).toMatchObject({
      shipping: 0,
      shippingSaved: 0,
      shippingCarrier: 'Will Call',
      shippingMethod: 'Will Call',
    });
  });

  it('next day air costs more than ground', async () => {
    const [ground] = await placed(
      await postOrder(server, orderBody({ testOrder: true, lines: [teeLine(5)] })),
    );
    const [air] = await placed(
      await postOrder(
        server,
        orderBody({ shippingMethod: '2', testOrder: true, lines: [teeLine(5)] }),
      ),
    );
    expect(air?.shippingMethod).toBe('UPS Next Day Air');
    expect(air!.shipping).toBeGreaterThan(ground!.shipping);
  });

  it('adds the small-order fee under $50 and Illinois tax for a taxable account', async () => {
    const [order] = await placed(
      await postOrder(server, orderBody({ testOrder: true, lines: [teeLine(5)] })),
    );
    expect(order?.subtotal).toBe(15.5);
    expect(order?.smallOrderFee).toBe(5);
    expect(order?.tax).toBe(0.97); // 6.25 % of 15.50
    expect(order?.total).toBeCloseTo(15.5 + order!.shipping + 0.97 + 5, 2);
    expect(order?.totalPieces).toBe(5);
    expect(order?.totalLines).toBe(1);
    expect(order?.totalBoxes).toBe(1);
  });

  it('charges no tax to a tax-exempt account and applies its price tier', async () => {
    const [order] = await placed(
      await postOrder(server, orderBody({ testOrder: true, lines: [teeLine(5)] }), {
        as: 'account2',
      }),
    );
    expect(order?.tax).toBe(0);
    expect(order?.lines[0]?.price).toBe(2.85); // 3.10 less the Preferred tier's 8 %
    expect(order?.shipBlind).toBe(true); // account 2 ships blind by default
  });
});
