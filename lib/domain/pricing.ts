// What an order charges for each sku (README, "Pricing"). In order:
//  1. the price level for the quantity of the sku on the order: piece (1–11), dozen (12 or more),
//     case (a full case quantity or more), each reduced by the account's price-tier discount;
//  2. a running sale price, when lower (catalog-pricing.ts decides whether a sale runs, so the
//     catalog and the order agree);
//  3. then either a promotion (a percentage off the brand or style it names, within its window)
//     or a quote (the quoted price when lower than the normal price; interface-v2.md §4.1.2).
import type { PriceLevels } from './catalog';
import { customerPieceCents, isSaleActive } from './catalog-pricing';
import { applyDiscount, type Cents } from './money';

export const DOZEN = 12;

export type PriceLevel = 'piece' | 'dozen' | 'case';

export function priceLevelFor(qty: number, caseQty: number): PriceLevel {
  if (caseQty > 0 && qty >= caseQty) return 'case';
  if (qty >= DOZEN) return 'dozen';
  return 'piece';
}

export interface PricedProduct {
  levels: PriceLevels;
  caseQty: number;
  brandId: number;
  styleId: number;
}

/** The account's price for one piece when `qty` pieces of the sku are on the order. */
export function accountUnitCents(
  product: Pick<PricedProduct, 'levels' | 'caseQty'>,
  qty: number,
  tierDiscountBasisPoints: number,
  now: number,
): Cents {
  const { levels } = product;
  const level = priceLevelFor(qty, product.caseQty);
  // The piece level is exactly the catalog's customerPrice: what a buyer reads is what one piece costs.
  if (level === 'piece') return customerPieceCents(levels, tierDiscountBasisPoints, now);
  const base = level === 'case' ? levels.casePriceCents : levels.dozenPriceCents;
  const tierPrice = applyDiscount(base, tierDiscountBasisPoints);
  if (isSaleActive(levels, now) && levels.salePriceCents !== null) {
    return Math.min(tierPrice, levels.salePriceCents);
  }
  return tierPrice;
}

// ---------------------------------------------------------------------------------------------
// Promotions
// ---------------------------------------------------------------------------------------------

export interface Promotion {
  code: string;
  description: string;
  discountBasisPoints: number;
  /** The promotion covers this brand's products (null: not by brand). */
  brandId: number | null;
  /** The promotion covers this style's products (null: not by style). */
  styleId: number | null;
  startsAt: number;
  endsAt: number;
}

export function isPromotionActive(promotion: Promotion, now: number): boolean {
  return promotion.startsAt <= now && now < promotion.endsAt;
}

export function promotionCovers(
  promotion: Promotion,
  product: Pick<PricedProduct, 'brandId' | 'styleId'>,
): boolean {
  return promotion.brandId === product.brandId || promotion.styleId === product.styleId;
}

export const promotionMessages = {
  invalid: (code: string) => `Promotion code ${code} is not valid or has expired.`,
};

// ---------------------------------------------------------------------------------------------
// Quotes (interface-v2.md §4.1.2, messages of §7 word for word)
// ---------------------------------------------------------------------------------------------

export interface Quote {
  number: string;
  accountId: number;
  status: string; // 'Approved' | 'Pending' | 'Rejected'
  expiresAt: number;
  singleUse: boolean;
  minPieces: number;
  usedAt: number | null;
  /** Quoted price per product id. */
  items: ReadonlyMap<number, Cents>;
}

export const quoteMessages = {
  unavailable: 'Quote not found, expired, already used, or not available for this account.',
  notANumber: 'Invalid. Must be a quote number.',
  withPromotion: 'Quotes cannot be used in conjunction with a promotion code.',
  noMatchingLine: (n: string) => `No line on this order matches quote ${n}.`,
  belowMinimum: (n: string, min: number, has: number) =>
    `Quote ${n} requires at least ${min} matching pieces. This order has ${has}.`,
} as const;

const QUOTE_NUMBER = /^\d{1,18}$/;

/** The request-shape rules of a quote: a number, and never together with a promotion code. */
export function quoteRequestProblem(
  quoteNumber: string | undefined,
  promotionCode: string | undefined,
): string | undefined {
  if (quoteNumber === undefined) return undefined;
  if (!QUOTE_NUMBER.test(quoteNumber)) return quoteMessages.notANumber;
  if (promotionCode !== undefined) return quoteMessages.withPromotion;
  return undefined;
}

/**
 * Rule 1 and the single-use part of rule 2: the account's, approved, unexpired, unused. Why a quote cannot be used, or undefined when it can. Another account's quote reads 'unknown'
 * exactly like a missing one (invariant 5: never confirm another account's numbers).
 */
export type QuoteUnavailableReason = 'unknown' | 'pending' | 'rejected' | 'expired' | 'used';

export function quoteUnavailableReason(
  quote: Quote | undefined,
  accountId: number,
  now: number,
): QuoteUnavailableReason | undefined {
  if (!quote || quote.accountId !== accountId) return 'unknown';
  return ownQuoteUnavailableReason(quote, now);
}

/** The same rules for a quote already known to be the account's own (the Quotes page). */
export function ownQuoteUnavailableReason(
  quote: Pick<Quote, 'status' | 'expiresAt' | 'singleUse'> & { usedAt?: number | null },
  now: number,
): Exclude<QuoteUnavailableReason, 'unknown'> | undefined {
  if (quote.status === 'Pending') return 'pending';
  if (quote.status !== 'Approved') return 'rejected';
  if (quote.expiresAt <= now) return 'expired';
  if (quote.singleUse && quote.usedAt != null) return 'used';
  return undefined;
}

export function isQuoteAvailable(
  quote: Quote | undefined,
  accountId: number,
  now: number,
): boolean {
  return quoteUnavailableReason(quote, accountId, now) === undefined;
}

/** Rule 3's minimum: the message when the matching pieces fall short, otherwise undefined. */
export function quoteCoverageProblem(quote: Quote, matchingPieces: number): string | undefined {
  if (matchingPieces === 0) return quoteMessages.noMatchingLine(quote.number);
  if (matchingPieces < quote.minPieces) {
    return quoteMessages.belowMinimum(quote.number, quote.minPieces, matchingPieces);
  }
  return undefined;
}

export interface UnitPrice {
  /** What the line charges per piece. */
  unitCents: Cents;
  /** The price without the quote (after tier, sale and promotion). */
  normalCents: Cents;
  /** True when the quote's price is what the line charges (it saved money). */
  quoted: boolean;
}

/**
 * The final unit price of a sku on an order: the account's price for the quantity, then the
 * promotion when it covers the sku, or the quoted price when it is lower (rule 3).
 */
export function finalUnitPrice(
  product: PricedProduct & { productId: number },
  qty: number,
  context: {
    tierDiscountBasisPoints: number;
    now: number;
    promotion?: Promotion;
    quote?: Quote;
  },
): UnitPrice {
  let normal = accountUnitCents(product, qty, context.tierDiscountBasisPoints, context.now);
  if (context.promotion && promotionCovers(context.promotion, product)) {
    normal = applyDiscount(normal, context.promotion.discountBasisPoints);
  }
  const quotedPrice = context.quote?.items.get(product.productId);
  if (quotedPrice !== undefined && quotedPrice < normal) {
    return { unitCents: quotedPrice, normalCents: normal, quoted: true };
  }
  return { unitCents: normal, normalCents: normal, quoted: false };
}
