import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customerPieceCents } from './catalog-pricing';
import {
  accountUnitCents,
  finalUnitPrice,
  isQuoteAvailable,
  priceLevelFor,
  quoteCoverageProblem,
  quoteMessages,
  quoteRequestProblem,
  type Promotion,
  type Quote,
} from './pricing';

const NOW = Date.UTC(2026, 10, 18, 15);
const DAY = 86_400_000;
const tee = {
  productId: 42,
  caseQty: 72,
  brandId: 1,
  styleId: 10,
  levels: {
    piecePriceCents: 310,
    dozenPriceCents: 291,
    casePriceCents: 273,
    salePriceCents: null,
    saleExpiresAt: null,
  },
};

const quote = (overrides: Partial<Quote> = {}): Quote => ({
  number: '700101',
  accountId: 1,
  status: 'Approved',
  expiresAt: NOW + DAY,
  singleUse: false,
  minPieces: 0,
  usedAt: null,
  items: new Map([[42, 199]]),
  ...overrides,
});

const promotion: Promotion = {
  code: 'HARTWELL10',
  description: '',
  discountBasisPoints: 1000,
  brandId: 1,
  styleId: null,
  startsAt: NOW - DAY,
  endsAt: NOW + DAY,
};

describe('price levels', () => {
  it.each([
    [1, 'piece', 310],
    [11, 'piece', 310],
    [12, 'dozen', 291],
    [71, 'dozen', 291],
    [72, 'case', 273],
    [500, 'case', 273],
  ] as const)('%i pieces are priced at the %s level (%i cents)', (qty, level, cents) => {
    expect(priceLevelFor(qty, tee.caseQty)).toBe(level);
    expect(accountUnitCents(tee, qty, 0, NOW)).toBe(cents);
  });

  it("takes the account's tier discount off the level", () => {
    expect(accountUnitCents(tee, 1, 800, NOW)).toBe(285); // 3.10 - 8 % = 2.852
    expect(accountUnitCents(tee, 72, 1500, NOW)).toBe(232); // 2.73 - 15 % = 2.3205
  });

  it('a running sale wins when lower; an expired one does not count', () => {
    const onSale = {
      ...tee,
      levels: { ...tee.levels, salePriceCents: 250, saleExpiresAt: NOW + DAY },
    };
    expect(accountUnitCents(onSale, 1, 0, NOW)).toBe(250);
    expect(accountUnitCents(onSale, 72, 0, NOW)).toBe(250);
    expect(accountUnitCents(onSale, 1, 0, NOW + 2 * DAY)).toBe(310);
    const dearSale = {
      ...tee,
      levels: { ...tee.levels, salePriceCents: 300, saleExpiresAt: null },
    };
    expect(accountUnitCents(dearSale, 72, 0, NOW)).toBe(273);
  });
});

describe('promotions and quotes', () => {
  const context = { tierDiscountBasisPoints: 0, now: NOW };

  it('a promotion takes its percentage off the products of its brand only', () => {
    expect(finalUnitPrice(tee, 1, { ...context, promotion }).unitCents).toBe(279);
    expect(finalUnitPrice({ ...tee, brandId: 2 }, 1, { ...context, promotion }).unitCents).toBe(
      310,
    );
    expect(
      finalUnitPrice({ ...tee, brandId: 2 }, 1, {
        ...context,
        promotion: { ...promotion, brandId: null, styleId: 10 },
      }).unitCents,
    ).toBe(279);
  });

  it('a quote charges the quoted price only when it is lower', () => {
    expect(finalUnitPrice(tee, 1, { ...context, quote: quote() })).toEqual({
      unitCents: 199,
      normalCents: 310,
      quoted: true,
    });
    expect(
      finalUnitPrice(tee, 1, { ...context, quote: quote({ items: new Map([[42, 400]]) }) }),
    ).toEqual({
      unitCents: 310,
      normalCents: 310,
      quoted: false,
    });
    expect(finalUnitPrice({ ...tee, productId: 7 }, 1, { ...context, quote: quote() }).quoted).toBe(
      false,
    );
  });

  it("a quote is available only when the account's, approved, unexpired and unused", () => {
    expect(isQuoteAvailable(quote(), 1, NOW)).toBe(true);
    expect(isQuoteAvailable(undefined, 1, NOW)).toBe(false);
    expect(isQuoteAvailable(quote(), 2, NOW)).toBe(false);
    expect(isQuoteAvailable(quote({ status: 'Pending' }), 1, NOW)).toBe(false);
    expect(isQuoteAvailable(quote({ expiresAt: NOW }), 1, NOW)).toBe(false);
    expect(isQuoteAvailable(quote({ singleUse: true, usedAt: NOW - 1 }), 1, NOW)).toBe(false);
    expect(isQuoteAvailable(quote({ singleUse: false, usedAt: NOW - 1 }), 1, NOW)).toBe(true);
  });

  it('words the messages of §7 exactly', () => {
    expect(quoteRequestProblem('12a', undefined)).toBe('Invalid. Must be a quote number.');
    expect(quoteRequestProblem('12', 'X')).toBe(
      'Quotes cannot be used in conjunction with a promotion code.',
    );
    expect(quoteRequestProblem('12', undefined)).toBeUndefined();
    expect(quoteMessages.unavailable).toBe(
      'Quote not found, expired, already used, or not available for this account.',
    );
    expect(quoteCoverageProblem(quote(), 0)).toBe('No line on this order matches quote 700101.');
    expect(quoteCoverageProblem(quote({ minPieces: 48 }), 10)).toBe(
      'Quote 700101 requires at least 48 matching pieces. This order has 10.',
    );
    expect(quoteCoverageProblem(quote({ minPieces: 48 }), 48)).toBeUndefined();
  });
});

describe('pricing properties', () => {
  const levels = fc
    .tuple(
      fc.integer({ min: 1, max: 10_000 }),
      fc.integer({ min: 0, max: 100 }),
      fc.integer({ min: 0, max: 100 }),
    )
    .map(([piece, dozenOff, caseOff]) => {
      const dozen = Math.max(1, piece - dozenOff);
      return {
        piecePriceCents: piece,
        dozenPriceCents: dozen,
        casePriceCents: Math.max(1, dozen - caseOff),
      };
    });
  const product = fc.record({
    levels: fc
      .tuple(levels, fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: null }))
      .map(([l, sale]) => ({
        ...l,
        salePriceCents: sale,
        saleExpiresAt: null,
      })),
    caseQty: fc.integer({ min: 1, max: 144 }),
  });

  it('never charges more per piece for a larger quantity', () => {
    fc.assert(
      fc.property(
        product,
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 3000 }),
        (p, qty, tier) => {
          const item = { ...p, brandId: 1, styleId: 1 };
          expect(accountUnitCents(item, qty + 1, tier, NOW)).toBeLessThanOrEqual(
            accountUnitCents(item, qty, tier, NOW),
          );
        },
      ),
    );
  });

  it('the final price is never above the normal price, never negative, and whole cents', () => {
    fc.assert(
      fc.property(
        product,
        fc.integer({ min: 1, max: 500 }),
        fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: undefined }),
        fc.integer({ min: 0, max: 10_000 }),
        (p, qty, quoted, promoBp) => {
          const item = { ...p, productId: 1, brandId: 1, styleId: 1 };
          const withQuote =
            quoted === undefined ? undefined : quote({ items: new Map([[1, quoted]]) });
          const price = finalUnitPrice(item, qty, {
            tierDiscountBasisPoints: 0,
            now: NOW,
            ...(withQuote
              ? { quote: withQuote }
              : { promotion: { ...promotion, discountBasisPoints: promoBp } }),
          });
          expect(price.unitCents).toBeLessThanOrEqual(price.normalCents);
          expect(price.unitCents).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(price.unitCents)).toBe(true);
          expect(price.quoted).toBe(price.unitCents < price.normalCents);
        },
      ),
    );
  });
});

describe('agreement with the catalog', () => {
  it("charges one piece exactly the catalog's customerPrice", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: null }),
        fc.integer({ min: 0, max: 3000 }),
        (piece, sale, tier) => {
          const levels = {
            piecePriceCents: piece,
            dozenPriceCents: piece,
            casePriceCents: piece,
            salePriceCents: sale,
            saleExpiresAt: null,
          };
          const item = { levels, caseQty: 72, brandId: 1, styleId: 1 };
          expect(accountUnitCents(item, 1, tier, NOW)).toBe(customerPieceCents(levels, tier, NOW));
        },
      ),
    );
  });
});
