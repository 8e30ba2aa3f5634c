import type { Caller } from '@/lib/domain/accounts';
import { parseProductIdentifiers } from '@/lib/domain/catalog-identifiers';
import type { OrderLineInput } from '@/lib/domain/orders';
import type { ServiceDeps } from './service-deps';

/**
 * The weight in pounds of the lines' goods (unknown identifiers weigh nothing: placing the order
 * reports them), before any warehouse is chosen.
 */
export async function estimateOrderWeight(
  deps: ServiceDeps,
  caller: Caller,
  lines: readonly OrderLineInput[],
): Promise<number> {
  const accountId = caller.account.id;
  const identifiers = parseProductIdentifiers(lines.map((l) => l.identifier));
  const ids = await deps.repos.catalog.resolveProductIds(identifiers, accountId);
  const products = await deps.repos.catalog.productsByIds(ids, { accountId, withStock: false });
  return lines.reduce((pounds, line) => {
    const key = line.identifier.trim().toUpperCase();
    const product = products.find((p) =>
      [p.sku, p.gtin, String(p.id), p.yourSku].some((v) => v.toUpperCase() === key),
    );
    return pounds + (product ? product.unitWeight * line.qty : 0);
  }, 0);
}
