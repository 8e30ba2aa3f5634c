import type { ServiceDeps } from './service-deps';

/**
 * The style part number of each sku id: the PromoStandards `productId` of a line whose `partId`
 * is the sku (the same numbers Inventory and Product Data use).
 */
export async function styleNumbersOfSkus(
  deps: ServiceDeps,
  accountId: number,
  skuIds: readonly number[],
): Promise<Map<number, string>> {
  const unique = [...new Set(skuIds)];
  if (unique.length === 0) return new Map();
  const products = await deps.repos.catalog.productsByIds(unique, { accountId, withStock: false });
  const styles = await deps.repos.catalog.stylesByIds([...new Set(products.map((p) => p.styleId))]);
  const partNumberOfStyle = new Map(styles.map((s) => [s.id, s.partNumber]));
  return new Map(products.map((p) => [p.id, partNumberOfStyle.get(p.styleId) ?? '']));
}
