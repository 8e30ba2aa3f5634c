import type { Caller } from '@/lib/domain/accounts';
import type { ProductRecord, ProductView } from '@/lib/domain/catalog';
import { normalizeIdentifierList, parseProductIdentifiers } from '@/lib/domain/catalog-identifiers';
import { toProductView } from '@/lib/domain/catalog-pricing';
import { DomainError } from '@/lib/domain/errors';
import { itemsListing, keysetPages, mapPages, type Listing } from '@/lib/domain/listing';
import type { ProductLoadOptions } from '@/lib/domain/ports/catalog-repository';
import { hasStyleSelection, resolveStyleIds, type StyleSelection } from './resolve-style-ids';
import type { ServiceDeps } from './service-deps';

// The whole catalog is read 100 skus at a time: a bigger page saves little CPU (the per-page
// queries are a few percent of the work) and holds more records alive while its text drains.
const PAGE_SIZE = 100;

export interface ProductFilter extends StyleSelection {
  /** SkuID, Sku, Gtin or YourSku (the path of /v2/products and /v2/inventory). */
  products?: readonly string[];
  /** `?Warehouses=`: only these warehouse codes; `qty` sums over them. */
  warehouses?: readonly string[];
  /** False when the answer shows neither `warehouses` nor `qty` (a `?fields=` without them). */
  withStock: boolean;
}

export function productsNotFound(): DomainError {
  return DomainError.notFound(
    'Identifier',
    'Requested item(s) were not found or have been discontinued.',
  );
}

/**
 * GET /v2/products and /v2/inventory: every product (paged), or the products the filter names,
 * priced for the calling account. A filter that names nothing is a 404 (interface-v2.md §7).
 */
export async function findProducts(
  deps: ServiceDeps,
  caller: Caller,
  filter: ProductFilter,
): Promise<Listing<ProductView>> {
  const catalog = deps.repos.catalog;
  const options: ProductLoadOptions = {
    accountId: caller.account.id,
    withStock: filter.withStock,
    warehouses: normalizeWarehouses(filter.warehouses),
  };
  // Priced at one instant, so a sale that ends mid-stream does not change prices halfway.
  const now = deps.clock.now();
  const view = (product: ProductRecord) =>
    toProductView(product, caller.account.tierDiscountBasisPoints, now);

  if (filter.products === undefined && !hasStyleSelection(filter)) {
    const pages = keysetPages(
      (after, limit) => catalog.productsPage(after, limit, options),
      (p) => p.id,
      PAGE_SIZE,
    );
    return { kind: 'pages', pages: mapPages(pages, view) };
  }

  const found = new Map<number, ProductRecord>();
  if (filter.products !== undefined) {
    const identifiers = parseProductIdentifiers(filter.products);
    const ids = await catalog.resolveProductIds(identifiers, caller.account.id);
    const named = { ...options, preferredYourSkus: identifiers.yourSkus };
    for (const product of await catalog.productsByIds(ids, named)) found.set(product.id, product);
  }
  if (hasStyleSelection(filter)) {
    const styleIds = await resolveStyleIds(deps, filter);
    for (const product of await catalog.productsByStyleIds(styleIds, options)) {
      found.set(product.id, product);
    }
  }
  if (found.size === 0) throw productsNotFound();
  const products = [...found.values()].sort((a, b) => a.id - b.id);
  return itemsListing(products.map(view));
}

function normalizeWarehouses(codes: readonly string[] | undefined): string[] | undefined {
  if (codes === undefined) return undefined;
  const list = normalizeIdentifierList(codes, 'Warehouses').map((c) => c.toUpperCase());
  // `?Warehouses=` with nothing in it filters nothing.
  return list.length > 0 ? list : undefined;
}
