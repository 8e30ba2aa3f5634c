import type { Caller } from '@/lib/domain/accounts';
import type { ProductView } from '@/lib/domain/catalog';
import { DomainError } from '@/lib/domain/errors';
import { labelSizeOf } from '@/lib/domain/promostandards-inventory';
import type { Warehouse } from '@/lib/domain/ports/warehouse-repository';
import { findProducts } from './find-products';
import type { ServiceDeps } from './service-deps';

export interface InventoryFilter {
  /** Skus (PromoStandards partId); empty: every part. */
  partIds: readonly string[];
  /** Color names, any case; empty: every color. */
  colors: readonly string[];
  /** labelSize values; empty: every size. */
  labelSizes: readonly string[];
}

export interface InventoryLevels {
  productId: string;
  /** The style's skus with their stock per warehouse, as GET /v2/inventory/ shows them. */
  parts: ProductView[];
  warehouses: readonly Warehouse[];
}

/** The style a PromoStandards productId names (our style part number), or `not_found`. */
async function styleProducts(
  deps: ServiceDeps,
  caller: Caller,
  productId: string,
): Promise<ProductView[]> {
  const notFound = DomainError.notFound('productId', `Product Id not found: ${productId}.`);
  if (!/^\d{1,12}$/.test(productId)) throw notFound;
  try {
    // The same read as GET /v2/inventory/?partnumber=…, so both doors show the same stock.
    const listing = await findProducts(deps, caller, { partNumbers: [productId], withStock: true });
    if (listing.kind !== 'items' || listing.items.length === 0) throw notFound;
    return listing.items;
  } catch (error) {
    if (error instanceof DomainError && error.code !== 'not_found') throw error;
    throw notFound;
  }
}

/** Stock of one style by part and warehouse, narrowed by part ids, colors and sizes. */
export async function getInventoryLevels(
  deps: ServiceDeps,
  caller: Caller,
  productId: string,
  filter: InventoryFilter,
): Promise<InventoryLevels> {
  const products = await styleProducts(deps, caller, productId);
  const unknownParts = filter.partIds.filter((id) => !products.some((p) => p.product.sku === id));
  if (unknownParts.length > 0) {
    throw new DomainError('not_found', 'Not Found.', [
      { field: 'partId', message: `Part Id not found: ${unknownParts.join(', ')}.` },
    ]);
  }
  const colors = new Set(filter.colors.map((c) => c.trim().toLowerCase()));
  const sizes = new Set(filter.labelSizes.map((s) => s.trim().toUpperCase()));
  const parts = products.filter(
    (p) =>
      (filter.partIds.length === 0 || filter.partIds.includes(p.product.sku)) &&
      (colors.size === 0 || colors.has(p.product.color.colorName.toLowerCase())) &&
      (sizes.size === 0 || sizes.has(labelSizeOf(p.product.sizeName))),
  );
  return { productId, parts, warehouses: await deps.repos.warehouses.listAll() };
}
