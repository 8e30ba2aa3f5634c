import type {
  BrandRecord,
  CategoryRecord,
  ProductRecord,
  SpecRecord,
  StyleRecord,
} from '../catalog';
import type { ProductIdentifiers, StyleIdentifiers } from '../catalog-identifiers';

/** What a product read loads besides the product itself. */
export interface ProductLoadOptions {
  /** Whose cross references fill `yourSku`. */
  accountId: number;
  /** Load stock rows (skip them when the caller's `fields` do not need them). */
  withStock: boolean;
  /** Only these warehouse codes (upper-case); undefined: every warehouse. */
  warehouses?: readonly string[];
  /** yourSku values the caller named: shown in preference to the sku's other cross references. */
  preferredYourSkus?: readonly string[];
}

/**
 * Read side of the catalog. Lists come back in id order. Paged reads (`…Page`) are keyset pages
 * (`id > afterId`, at most `limit`), so a caller can walk the whole catalog in bounded memory.
 */
export interface CatalogRepository {
  /**
   * The catalog's version, advanced in the same transaction as any write to what a catalog answer
   * shows (database triggers). Read it before an answer's rows: the rows are then at least as new.
   */
  version(): Promise<number>;

  /** Ids of the styles any of the identifiers names, ascending. */
  resolveStyleIds(identifiers: StyleIdentifiers): Promise<number[]>;
  /** Ids of styles whose brand, style name or title contain every word, ascending. */
  searchStyleIds(words: readonly string[], limit: number): Promise<number[]>;
  stylesByIds(ids: readonly number[]): Promise<StyleRecord[]>;
  stylesPage(afterId: number, limit: number): Promise<StyleRecord[]>;

  /** Ids of the skus any identifier names (yourSku within the account's cross references). */
  resolveProductIds(identifiers: ProductIdentifiers, accountId: number): Promise<number[]>;
  productsByIds(ids: readonly number[], options: ProductLoadOptions): Promise<ProductRecord[]>;
  productsByStyleIds(
    styleIds: readonly number[],
    options: ProductLoadOptions,
  ): Promise<ProductRecord[]>;
  productsPage(
    afterId: number,
    limit: number,
    options: ProductLoadOptions,
  ): Promise<ProductRecord[]>;

  specsByIds(ids: readonly number[]): Promise<SpecRecord[]>;
  specsByStyleIds(styleIds: readonly number[]): Promise<SpecRecord[]>;
  specsPage(afterId: number, limit: number): Promise<SpecRecord[]>;

  /** Every brand when `ids` and `names` are both undefined; otherwise those matching either. */
  listBrands(filter?: { ids: readonly number[]; names: readonly string[] }): Promise<BrandRecord[]>;
  listCategories(ids?: readonly number[]): Promise<CategoryRecord[]>;
}
