// The catalog reads answer the same on SQLite and PostgreSQL over the same seed: every page of the
// whole-catalog walk, the style, spec, brand and category lists, name look-ups (any case), the
// portal's search in every order, and the image subjects (engineer C's repositories).
import { searchTermOf } from '@/lib/domain/catalog-search-terms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories, openDatabaseAt, type DatabaseHandle } from '@/db/database';
import type {
  CatalogSearchQuery,
  StyleSearchRow,
} from '@/lib/domain/ports/catalog-search-repository';
import type { Repositories } from '@/lib/domain/ports/repositories';
import { createTestDatabase, type TestDatabase } from '@/tests/support/test-databases';

const ACCOUNT_ID = 1;
let databases: TestDatabase[] = [];
let handles: DatabaseHandle[] = [];
let sqlite: Repositories;
let postgres: Repositories;

beforeAll(async () => {
  databases = await Promise.all([createTestDatabase('sqlite'), createTestDatabase('postgres')]);
  handles = [await openDatabaseAt(databases[0]!.url), await openDatabaseAt(databases[1]!.url)];
  [sqlite, postgres] = handles.map(createRepositories) as [Repositories, Repositories];
});
afterAll(async () => {
  await Promise.all(handles.map((h) => h.close()));
  await Promise.all(databases.map((d) => d.drop()));
});

type Levels = StyleSearchRow['priceLevels'];
/** Price levels are a set (DISTINCT, read for min/max/any): compared in one canonical order. */
function canonical<T extends { priceLevels: Levels }>(rows: T[]): T[] {
  const key = (l: Levels[number]) =>
    JSON.stringify([l.piecePriceCents, l.salePriceCents, l.saleExpiresAt]);
  return rows.map((r) => ({
    ...r,
    priceLevels: [...r.priceLevels].sort((x, y) => key(x).localeCompare(key(y))),
  }));
}

/** The same read on both dialects. */
async function both<T>(read: (repos: Repositories) => Promise<T>): Promise<[T, T]> {
  return [await read(sqlite), await read(postgres)];
}

async function walk<T extends { id: number }>(page: (after: number) => Promise<T[]>) {
  const all: T[] = [];
  for (let after = 0; ;) {
    const rows = await page(after);
    if (rows.length === 0) return all;
    all.push(...rows);
    after = rows[rows.length - 1]!.id;
  }
}

describe('catalog reads on SQLite and PostgreSQL', () => {
  it('walks the whole catalog page by page to the same products, stock and prices', async () => {
    const options = { accountId: ACCOUNT_ID, withStock: true };
    const [a, b] = await both((r) => walk((after) => r.catalog.productsPage(after, 400, options)));
    expect(a.length).toBeGreaterThan(1000);
    expect(b).toEqual(a);
  });

  it('lists the same styles, specs, brands and categories', async () => {
    const [stylesA, stylesB] = await both((r) => walk((after) => r.catalog.stylesPage(after, 25)));
    expect(stylesB).toEqual(stylesA);
    const [specsA, specsB] = await both((r) => walk((after) => r.catalog.specsPage(after, 500)));
    expect(specsB).toEqual(specsA);
    const [brandsA, brandsB] = await both((r) => r.catalog.listBrands());
    expect(brandsB).toEqual(brandsA);
    const [categoriesA, categoriesB] = await both((r) => r.catalog.listCategories());
    expect(categoriesB).toEqual(categoriesA);
  });

  it('resolves styles by id, part number and brand + style name in any case', async () => {
    const [style] = await sqlite.catalog.stylesPage(0, 1);
    if (!style) throw new Error('no styles');
    const identifiers = {
      styleIds: [style.id + 1, 9_999_999_999],
      partNumbers: [style.partNumber],
      brandStyleNames: [
        { brand: style.brandName.toUpperCase(), style: style.styleName.toLowerCase() },
      ],
    };
    const [a, b] = await both((r) => r.catalog.resolveStyleIds(identifiers));
    expect(a).toEqual([style.id, style.id + 1]);
    expect(b).toEqual(a);
    const words = [style.brandName.toLowerCase()];
    const [foundA, foundB] = await both((r) => r.catalog.searchStyleIds(words, 50));
    expect(foundA.length).toBeGreaterThan(0);
    expect(foundB).toEqual(foundA);
  });

  it('answers the portal search the same in every order and filter', async () => {
    // Both dialects' full-text search is given the same terms (synonyms, no typo corrections).
    const typed = (word: string) => ({
      words: [word],
      terms: [searchTermOf(word, { prefix: false })],
    });
    const base: CatalogSearchQuery = {
      words: [],
      terms: [],
      brandIds: [],
      categoryIds: [],
      newOnly: false,
      sustainableOnly: false,
      inStockAt: [],
      order: 'relevance',
      offset: 0,
      limit: 24,
    };
    const [brand] = await sqlite.catalog.listBrands();
    const queries: CatalogSearchQuery[] = [
      base,
      { ...base, ...typed('tee'), order: 'relevance' },
      { ...base, ...typed('shirt'), order: 'name' },
      { ...base, order: 'brand', offset: 10 },
      { ...base, order: 'price-asc', inStockAt: ['IL', 'KS'] },
      { ...base, order: 'price-desc', newOnly: true },
      { ...base, order: 'newest', sustainableOnly: true, brandIds: brand ? [brand.id] : [] },
      { ...base, ...typed('100%_'), categoryIds: [21] },
    ];
    for (const query of queries) {
      const [a, b] = await both((r) => r.catalogSearch.search(query));
      expect(b.total, JSON.stringify(query)).toBe(a.total);
      // Relevance ranks differ between FTS5's bm25 and PostgreSQL's ts_rank: the same styles,
      // not necessarily in the same order. Every other order is exact.
      const ranked = query.order === 'relevance' && query.words.length > 0;
      const bySet = (rows: typeof a.rows) =>
        ranked ? [...rows].sort((x, y) => x.styleId - y.styleId) : rows;
      expect(canonical(bySet(b.rows)), JSON.stringify(query)).toEqual(canonical(bySet(a.rows)));
      const [levelsA, levelsB] = await both((r) => r.catalogSearch.matchingPriceLevels(query));
      const byStyle = (x: { styleId: number }, y: { styleId: number }) => x.styleId - y.styleId;
      expect(canonical(levelsB.sort(byStyle))).toEqual(canonical(levelsA.sort(byStyle)));
      // The counts per filter value (SQLite counts stock one warehouse at a time and keeps them
      // until the next commit; PostgreSQL in one statement per facet): the same numbers.
      const [countsA, countsB] = await both((r) => r.catalogSearch.facetCounts(query));
      const sorted = (m: ReadonlyMap<number | string, number>) =>
        [...m.entries()].sort(([x], [y]) => String(x).localeCompare(String(y)));
      for (const facet of ['brands', 'categories', 'warehouses'] as const) {
        expect(sorted(countsB[facet]), `${facet} of ${JSON.stringify(query)}`).toEqual(
          sorted(countsA[facet]),
        );
      }
      expect([countsB.newStyles, countsB.sustainableStyles]).toEqual([
        countsA.newStyles,
        countsA.sustainableStyles,
      ]);
    }
    const ids = (await sqlite.catalogSearch.search(base)).rows.map((r) => r.styleId).reverse();
    const [rowsA, rowsB] = await both((r) => r.catalogSearch.rowsByIds(ids, ['GA']));
    expect(canonical(rowsB)).toEqual(canonical(rowsA));
    const [facetsA, facetsB] = await both((r) => r.catalogSearch.facets());
    expect(facetsB).toEqual(facetsA);
  });

  it('finds the same image subjects and warehouses', async () => {
    const [product] = await sqlite.catalog.productsPage(0, 1, { accountId: 1, withStock: false });
    if (!product) throw new Error('no products');
    const [colorA, colorB] = await both((r) => r.imageSubjects.findColor(1));
    expect(colorB).toEqual(colorA);
    const [styleA, styleB] = await both((r) => r.imageSubjects.findStyle(product.styleId));
    expect(styleA).toBeDefined();
    expect(styleB).toEqual(styleA);
    expect(await postgres.imageSubjects.findStyle(9_999_999_999)).toBeUndefined();
    const [warehousesA, warehousesB] = await both((r) => r.warehouses.listAll());
    expect(warehousesB).toEqual(warehousesA);
  });
});
