// The portal's catalog search: a typed search (lib/contracts/catalog-search.ts) -> one page of
// styles priced for the signed-in account.
import type { CatalogSearch } from '@/lib/contracts/catalog-search';
import type { Account } from '@/lib/domain/accounts';
import { customerPieceCents, isSaleActive } from '@/lib/domain/catalog-pricing';
import { searchTermOf, type SearchTerm } from '@/lib/domain/catalog-search-terms';
import type {
  CatalogFacets,
  CatalogSearchOrder,
  CatalogSearchQuery,
  FacetCounts,
  StylePriceLevels,
  StyleSearchRow,
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

/** A found style as the portal shows it: the repository's row, priced for the account. */
export interface CatalogSearchHit extends Omit<StyleSearchRow, 'priceLevels'> {
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

/** The lowest and highest piece price the account pays across a style's price levels. */
function priceRange(
  levels: StylePriceLevels,
  account: Account,
  now: number,
): { min: number; max: number } {
  // The same price rule as the products endpoint and order pricing: what the grid shows is what
  // an order charges.
  const prices = levels.map((l) => customerPieceCents(l, account.tierDiscountBasisPoints, now));
  return prices.length
    ? { min: Math.min(...prices), max: Math.max(...prices) }
    : { min: 0, max: 0 };
}

/** The catalog page's URL parameters (and /v2/catalog/search's query) as a search input. */
export function catalogSearchInputOf(search: CatalogSearch): CatalogSearchInput {
  return {
    text: search.q,
    brandIds: search.brand,
    categoryIds: search.category,
    newOnly: search.new,
    sustainableOnly: search.sustainable,
    inStockAt: search.instock,
    order: search.sort,
    page: search.page,
    pageSize: search.size,
  };
}

/**
 * The words as full-text terms: synonyms, corrections of typos against the index's vocabulary,
 * and the last word as a prefix when `typing` (suggestions while the buyer is still typing it).
 */
export async function searchTermsOf(
  deps: ServiceDeps,
  words: readonly string[],
  typing = false,
): Promise<SearchTerm[]> {
  if (words.length === 0) return [];
  const vocabulary = await deps.repos.catalogSearch.vocabulary();
  return words.map((word, i) =>
    searchTermOf(word, { prefix: typing && i === words.length - 1, vocabulary }),
  );
}

async function queryOf(deps: ServiceDeps, input: CatalogSearchInput): Promise<CatalogSearchQuery> {
  const words = searchWords(input.text);
  return {
    words,
    terms: await searchTermsOf(deps, words),
    brandIds: input.brandIds,
    categoryIds: input.categoryIds,
    newOnly: input.newOnly,
    sustainableOnly: input.sustainableOnly,
    inStockAt: input.inStockAt,
    order: input.order,
    offset: (input.page - 1) * input.pageSize,
    limit: input.pageSize,
  };
}

export async function searchCatalog(
  deps: ServiceDeps,
  account: Account,
  input: CatalogSearchInput,
): Promise<CatalogSearchPage> {
  const repo = deps.repos.catalogSearch;
  const query = await queryOf(deps, input);
  const now = deps.clock.now();
  let total: number;
  let rows: StyleSearchRow[];
  if (input.order === 'price-asc' || input.order === 'price-desc') {
    // The account's price depends on its tier and on running sales, so price order is decided
    // here, by the pricing rule, over every match (a few thousand styles at most).
    const candidates = (await repo.matchingPriceLevels(query)).map((c) => ({
      styleId: c.styleId,
      price: priceRange(c.priceLevels, account, now).min,
    }));
    const sign = input.order === 'price-asc' ? 1 : -1;
    candidates.sort((a, b) => sign * (a.price - b.price) || a.styleId - b.styleId);
    total = candidates.length;
    const page = candidates.slice(query.offset, query.offset + query.limit).map((c) => c.styleId);
    rows = await repo.rowsByIds(page, input.inStockAt);
  } else {
    ({ total, rows } = await repo.search(query));
  }
  const hits = rows.map((row) => {
    const range = priceRange(row.priceLevels, account, now);
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
      minPriceCents: range.min,
      maxPriceCents: range.max,
      onSale: row.priceLevels.some((levels) => isSaleActive(levels, now)),
    };
  });
  return { total, page: input.page, pageSize: input.pageSize, hits };
}

/** How many styles each filter value would leave with the rest of the search as it is. */
export async function countCatalogFacets(
  deps: ServiceDeps,
  input: CatalogSearchInput,
): Promise<FacetCounts> {
  return deps.repos.catalogSearch.facetCounts(await queryOf(deps, input));
}

export function catalogFacets(deps: ServiceDeps): Promise<CatalogFacets> {
  return deps.repos.catalogSearch.facets();
}
