// Product lookups of the portal over GET /v2/products/{identifiers} (sku, gtin, skuID or yourSku).
'use client';

import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, requestJson } from './cart-http';

export const productSummarySchema = z.object({
  skuID_Master: z.number(),
  sku: z.string(),
  gtin: z.string(),
  yourSku: z.string(),
  brandName: z.string(),
  styleName: z.string(),
  colorName: z.string(),
  sizeName: z.string(),
  customerPrice: z.number(),
  qty: z.number(),
  caseQty: z.number(),
  warehouses: z.array(
    z.object({ warehouseAbbr: z.string(), qty: z.number(), fullCaseOnly: z.boolean() }),
  ),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

const FIELDS = Object.keys(productSummarySchema.shape).join(',');

/** The products any identifier names; none found is an empty list, not an error (404 here). */
export async function fetchProductsByIdentifiers(identifiers: string[]): Promise<ProductSummary[]> {
  if (identifiers.length === 0) return [];
  const path = identifiers.map(encodeURIComponent).join(',');
  try {
    const { body } = await requestJson<unknown>(`/v2/products/${path}?fields=${FIELDS}`);
    return z.array(productSummarySchema).parse(body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

/** Which product an identifier names by sku, gtin, skuID or the yourSku the answer shows. */
function directMatch(identifier: string, products: ProductSummary[]): ProductSummary | undefined {
  const wanted = identifier.trim().toLowerCase();
  return products.find(
    (p) =>
      p.sku.toLowerCase() === wanted ||
      p.gtin === wanted ||
      String(p.skuID_Master) === wanted ||
      (p.yourSku !== '' && p.yourSku === identifier.trim()),
  );
}

/**
 * The product each identifier names. One request for all; a product shows only one of the
 * account's cross references, so an identifier the answer cannot explain is asked alone (a
 * yourSku names exactly one product).
 */
export async function resolveIdentifiers(
  identifiers: string[],
): Promise<Map<string, ProductSummary>> {
  const unique = [...new Set(identifiers.map((i) => i.trim()).filter(Boolean))];
  const products = await fetchProductsByIdentifiers(unique);
  const found = new Map<string, ProductSummary>();
  const unexplained: string[] = [];
  for (const identifier of unique) {
    const product = directMatch(identifier, products);
    if (product) found.set(identifier, product);
    else if (products.length > 0) unexplained.push(identifier);
  }
  const alone = await Promise.all(unexplained.map((i) => fetchProductsByIdentifiers([i])));
  unexplained.forEach((identifier, index) => {
    const [product, ...others] = alone[index] ?? [];
    if (product && others.length === 0) found.set(identifier, product);
  });
  return found;
}

/**
 * What stock says about ordering `qty` of a product from any warehouse, in the buyer's words:
 * more than all warehouses hold, or not full cases where every warehouse holding it ships only
 * full cases. undefined when it can ship.
 */
export function productStockProblem(product: ProductSummary, qty: number): string | undefined {
  if (qty > product.qty) {
    return product.qty === 0
      ? 'Out of stock in every warehouse.'
      : `Only ${product.qty.toLocaleString('en-US')} available.`;
  }
  const stocked = product.warehouses.filter((w) => w.qty > 0);
  const casesOnly = stocked.length > 0 && stocked.every((w) => w.fullCaseOnly);
  if (casesOnly && product.caseQty > 1 && qty % product.caseQty !== 0) {
    return `Full cases of ${product.caseQty} only.`;
  }
  return undefined;
}

export function useResolveProducts() {
  return useMutation({ mutationFn: resolveIdentifiers });
}
