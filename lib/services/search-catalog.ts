// The portal's catalog search: a typed search (lib/contracts/catalog-search.ts) -> one page of
// styles priced for the signed-in account.
import type { Account } from '@/lib/domain/accounts';
import { customerPieceCents, isSaleActive } from '@/lib/domain/catalog-pricing';
import type {
  CatalogFacets,
  CatalogSearchOrder,
} from '@/lib/domain/ports/catalog-search-repository';
import type { ServiceDeps } from './service-deps';

export interface CatalogSearchInput {
  text: string;
  brandIds: readonly number[];
  categoryIds: readonly number[];
  newOnly: boolean;
  sustainableOnly: boolean;
  inStockAt: readonly string[];
  order: CatalogSearchOrder;
  page: number;
  pageSize: number;
}

export interface CatalogSearchHit {
  styleId: number;
  partNumber: string;
  brandName: string;
  styleName: string;
  title: string;
  baseCategory: string;
  styleImage: string;
  newStyle: boolean;
  sustainableStyle: boolean;
  colorCount: number;
  qty: number;
  minPriceCents: number;
  maxPriceCents: number;
  onSale: boolean;
}

export interface CatalogSearchPage {
  total: number;
  page: number;
  pageSize: number;
  hits: CatalogSearchHit[];
}

/** Words of the search box; quotes and commas separate like spaces. At most 8 words count. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[\s,"']+/)
    .filter(Boolean)
    .slice(0, 8);
}

export async function searchCatalog(
  deps: ServiceDeps,
  account: Account,
  input: CatalogSearchInput,
): Promise<CatalogSearchPage> {
  const { total, rows } = await deps.repos.catalogSearch.search({
    words: searchWords(input.text),
    brandIds: input.brandIds,
    categoryIds: input.categoryIds,
    newOnly: input.newOnly,
    sustainableOnly: input.sustainableOnly,
    inStockAt: input.inStockAt,
    order: input.order,
    offset: (input.page - 1) * input.pageSize,
    limit: input.pageSize,
  });
  const now = deps.clock.now();
  const hits = rows.map((row) => {
    // The same price rule as the products endpoint and order pricing: what the grid shows is
    // what an order charges.
    const prices = row.priceLevels.map((levels) =>
      customerPieceCents(levels, account.tierDiscountBasisPoints, now),
    );
    return {
      styleId: row.styleId,
      partNumber: row.partNumber,
      brandName: row.brandName,
      styleName: row.styleName,
      title: row.title,
      baseCategory: row.baseCategory,
      styleImage: row.styleImage,
      newStyle: row.newStyle,
      sustainableStyle: row.sustainableStyle,
      colorCount: row.colorCount,
      qty: row.qty,
      minPriceCents: prices.length ? Math.min(...prices) : 0,
      maxPriceCents: prices.length ? Math.max(...prices) : 0,
      onSale: row.priceLevels.some((levels) => isSaleActive(levels, now)),
    };
  });
  return { total, page: input.page, pageSize: input.pageSize, hits };
}

export function catalogFacets(deps: ServiceDeps): Promise<CatalogFacets> {
  return deps.repos.catalogSearch.facets();
}
