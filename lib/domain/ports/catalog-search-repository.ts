// The portal's catalog search: free text, filters, sort and offset pages over styles. Kept apart
// from CatalogRepository (the contract's reads) because it answers questions the contract does not.
import type { IndexVocabulary, SearchTerm } from '../catalog-search-terms';

export type CatalogSearchOrder =
  'relevance' | 'name' | 'brand' | 'price-asc' | 'price-desc' | 'newest';

export interface CatalogSearchQuery {
  /** Lower-case words as typed; a word that equals a sku or gtin finds that product's style. */
  words: readonly string[];
  /** One per word: the full-text alternatives (synonyms, prefix, corrections). A style matches
   * when every term matches its brand, name, title, part number or categories (or its sku/gtin). */
  terms: readonly SearchTerm[];
  brandIds: readonly number[];
  categoryIds: readonly number[];
  newOnly: boolean;
  sustainableOnly: boolean;
  /** Only styles with stock in any of these warehouses; empty: no stock filter. */
  inStockAt: readonly string[];
  order: CatalogSearchOrder;
  offset: number;
  limit: number;
}

export interface StyleSearchRow {
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
  /** Stock summed over `inStockAt` (every warehouse when empty). */
  qty: number;
  /** The distinct price levels of the style's skus, for per-account pricing. */
  priceLevels: {
    piecePriceCents: number;
    salePriceCents: number | null;
    saleExpiresAt: number | null;
  }[];
}

export interface CatalogFacets {
  brands: { id: number; name: string }[];
  categories: { id: number; name: string }[];
  warehouses: { code: string; name: string }[];
}

export type StylePriceLevels = StyleSearchRow['priceLevels'];

export interface CatalogSearchRepository {
  /** One page in the query's order ('price-…' orders here go by list price only). */
  search(query: CatalogSearchQuery): Promise<{ total: number; rows: StyleSearchRow[] }>;
  /** Every matching style's price levels (offset/limit/order ignored), for sorting by the price
   * an account pays, which depends on its tier and running sales. */
  matchingPriceLevels(
    query: CatalogSearchQuery,
  ): Promise<{ styleId: number; priceLevels: StylePriceLevels }[]>;
  /** The rows of these styles, in the given order; stock summed over `inStockAt`. */
  rowsByIds(styleIds: readonly number[], inStockAt: readonly string[]): Promise<StyleSearchRow[]>;
  facets(): Promise<CatalogFacets>;
  /** How many matching styles each filter value would leave, each facet counted without its own
   * filter (so the other brands still show what choosing them would give). */
  facetCounts(query: CatalogSearchQuery): Promise<FacetCounts>;
  /** The index's tokens with the number of styles holding each (for typo corrections). */
  vocabulary(): Promise<IndexVocabulary>;
  /** Styles whose text matches the terms (the last as a prefix), best first: search-as-you-type. */
  suggest(terms: readonly SearchTerm[], limit: number): Promise<StyleSuggestion[]>;
}

export interface FacetCounts {
  brands: Map<number, number>;
  categories: Map<number, number>;
  warehouses: Map<string, number>;
  newStyles: number;
  sustainableStyles: number;
}

export interface StyleSuggestion {
  styleId: number;
  brandName: string;
  styleName: string;
  title: string;
}
