import type { Caller } from '@/lib/domain/accounts';
import { labelSizeOf } from '@/lib/domain/promostandards-inventory';
import { getInventoryLevels } from './get-inventory-levels';
import type { ServiceDeps } from './service-deps';

export interface InventoryFilterValues {
  productId: string;
  partIds: string[];
  labelSizes: string[];
  colors: string[];
}

/** The part ids, sizes and colors a style's inventory can be filtered by, in catalog order. */
export async function getInventoryFilterValues(
  deps: ServiceDeps,
  caller: Caller,
  productId: string,
): Promise<InventoryFilterValues> {
  const { parts } = await getInventoryLevels(deps, caller, productId, {
    partIds: [],
    colors: [],
    labelSizes: [],
  });
  const unique = (values: string[]) => [...new Set(values)];
  return {
    productId,
    partIds: parts.map((p) => p.product.sku),
    labelSizes: unique(parts.map((p) => labelSizeOf(p.product.sizeName))),
    colors: unique(parts.map((p) => p.product.color.colorName)),
  };
}
