// Everything the portal's style page shows: the style, its colors and sizes, each sku priced for
// the signed-in account with its stock per warehouse, and the specs. One read, one instant.
import type { Account } from '@/lib/domain/accounts';
import type { ColorRecord, ProductView, SpecRecord, StyleRecord } from '@/lib/domain/catalog';
import { toProductView } from '@/lib/domain/catalog-pricing';
import type { ServiceDeps } from './service-deps';

export interface StylePageData {
  style: StyleRecord;
  colors: ColorRecord[];
  /** Size names in the style's size order. */
  sizes: string[];
  /** Warehouses that hold any stock row of the style, in display order. */
  warehouses: { code: string; name: string; isDropship: boolean }[];
  products: ProductView[];
  specs: SpecRecord[];
  /** The instant prices were computed at (sales are judged at this moment). */
  pricedAt: number;
}

export async function getStylePage(
  deps: ServiceDeps,
  account: Account,
  styleId: number,
): Promise<StylePageData | undefined> {
  const catalog = deps.repos.catalog;
  const [style] = await catalog.stylesByIds([styleId]);
  if (!style) return undefined;
  const [records, specs, allWarehouses] = await Promise.all([
    catalog.productsByStyleIds([styleId], { accountId: account.id, withStock: true }),
    catalog.specsByStyleIds([styleId]),
    deps.repos.warehouses.listAll(),
  ]);
  const now = deps.clock.now();
  const products = records.map((p) => toProductView(p, account.tierDiscountBasisPoints, now));

  const colors = new Map<string, ColorRecord>();
  const sizes = new Map<string, string>();
  const stocked = new Set<string>();
  for (const { product } of products) {
    if (!colors.has(product.color.colorCode)) colors.set(product.color.colorCode, product.color);
    sizes.set(product.sizeName, product.sizeOrder);
    for (const row of product.stock) stocked.add(row.warehouseCode);
  }
  return {
    style,
    colors: [...colors.values()],
    sizes: [...sizes.entries()].sort((a, b) => a[1].localeCompare(b[1])).map(([name]) => name),
    warehouses: allWarehouses
      .filter((w) => stocked.has(w.code))
      .map((w) => ({ code: w.code, name: w.name, isDropship: w.isDropship })),
    products,
    specs,
    pricedAt: now,
  };
}
