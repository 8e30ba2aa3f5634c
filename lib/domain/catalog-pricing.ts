// The price one account pays for one piece of a sku, before quotes and promotions. Shared by the
// catalog endpoints (customerPrice) and order pricing, so that the price a buyer reads is the price
// an order charges.
import type { PriceLevels, ProductRecord, ProductView } from './catalog';
import { applyDiscount, type Cents } from './money';

/** A sale counts while it has a price and has not expired (no expiry: it runs until removed). */
export function isSaleActive(
  levels: Pick<PriceLevels, 'salePriceCents' | 'saleExpiresAt'>,
  now: number,
): boolean {
  if (levels.salePriceCents === null) return false;
  return levels.saleExpiresAt === null || levels.saleExpiresAt > now;
}

/**
 * The account's piece price: its price tier's discount applied to the piece price; a running sale
 * price wins when it is lower.
 */
export function customerPieceCents(
  levels: Pick<PriceLevels, 'piecePriceCents' | 'salePriceCents' | 'saleExpiresAt'>,
  tierDiscountBasisPoints: number,
  now: number,
): Cents {
  const tierPrice = applyDiscount(levels.piecePriceCents, tierDiscountBasisPoints);
  if (isSaleActive(levels, now) && levels.salePriceCents !== null) {
    return Math.min(tierPrice, levels.salePriceCents);
  }
  return tierPrice;
}

/**
 * A product as one account sees it: its price, the running sale (if any), and `qty` summed over
 * the stock rows it was loaded with (the warehouses the caller listed, or all of them).
 */
export function toProductView(
  product: ProductRecord,
  tierDiscountBasisPoints: number,
  now: number,
): ProductView {
  const onSale = isSaleActive(product, now);
  let qty = 0;
  for (const row of product.stock) qty += row.qty;
  return {
    product,
    customerPriceCents: customerPieceCents(product, tierDiscountBasisPoints, now),
    activeSalePriceCents: onSale ? product.salePriceCents : null,
    activeSaleExpiresAt: onSale ? product.saleExpiresAt : null,
    qty,
  };
}
