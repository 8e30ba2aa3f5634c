// PostgreSQL twin of db/sqlite/repositories/catalog-search-repository.ts: words through text
// search (catalog-fulltext.ts: synonyms, prefixes and typo corrections arrive as each term's
// alternatives), a typed sku or gtin through products; filters; counts per filter value;
// suggestions. The WHERE depends on which filters are set, so search queries are built per call;
// the per-page detail reads have one shape and are prepared once.
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  inArray,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type {
  CatalogSearchQuery,
  CatalogSearchRepository,
  FacetCounts,
} from '@/lib/domain/ports/catalog-search-repository';
import {
  groupPriceLevels,
  likeEscape,
  toStyleSearchRows,
  type StyleSearchBaseRow,
} from '@/db/shared/catalog-search-records';
import { lazy } from '@/db/shared/lazy';
import type { PostgresHandle } from '../client';
import { brands, categories, products, stock, styleColors, styles, warehouses } from '../schema';
import { inArrayParam } from './array-param';
import { matchesTerm, styleDocument, tsQueryOf, vocabularySql } from './catalog-fulltext';

type Facet = 'brand' | 'category' | 'instock' | 'new' | 'sustainable';

const searchFields = {
  styleId: styles.id,
  partNumber: styles.partNumber,
  brandName: brands.name,
  styleName: styles.styleName,
  title: styles.title,
  baseCategory: styles.baseCategory,
  styleImage: styles.styleImage,
  newStyle: styles.newStyle,
  sustainableStyle: styles.sustainableStyle,
};
const levelFields = {
  styleId: products.styleId,
  piecePriceCents: products.piecePriceCents,
  salePriceCents: products.salePriceCents,
  saleExpiresAt: products.saleExpiresAt,
};

// drizzle's like() has no ESCAPE clause.
const likes = (column: SQLWrapper, pattern: string) => sql`${column} ILIKE ${pattern} ESCAPE '\\'`;

export function createCatalogSearchRepository({ db }: PostgresHandle): CatalogSearchRepository {
  function whereOf(query: CatalogSearchQuery, omit?: Facet): SQL | undefined {
    const parts: (SQL | undefined)[] = [];
    for (const [index, word] of query.words.entries()) {
      const term = query.terms[index];
      const tsQuery = term ? tsQueryOf(term) : undefined;
      parts.push(
        or(
          tsQuery === undefined ? undefined : matchesTerm(tsQuery),
          exists(
            db
              .select({ one: sql`1` })
              .from(products)
              .where(
                and(
                  eq(products.styleId, styles.id),
                  or(eq(products.sku, word.toUpperCase()), eq(products.gtin, word)),
                ),
              ),
          ),
        ),
      );
    }
    if (query.brandIds.length && omit !== 'brand')
      parts.push(inArray(styles.brandId, [...query.brandIds]));
    if (query.categoryIds.length && omit !== 'category') {
      parts.push(
        or(
          inArray(styles.baseCategoryId, [...query.categoryIds]),
          // categories are stored as the wire shows them: a comma-separated id list.
          ...query.categoryIds.map(
            (id) => sql`(',' || ${styles.categoryIds} || ',') LIKE ${`%,${id},%`}`,
          ),
        ),
      );
    }
    if (query.newOnly && omit !== 'new') parts.push(eq(styles.newStyle, true));
    if (query.sustainableOnly && omit !== 'sustainable')
      parts.push(eq(styles.sustainableStyle, true));
    if (query.inStockAt.length && omit !== 'instock') {
      parts.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(products)
            .innerJoin(stock, eq(stock.productId, products.id))
            .where(
              and(
                eq(products.styleId, styles.id),
                gt(stock.qty, 0),
                inArray(stock.warehouseCode, [...query.inStockAt]),
              ),
            ),
        ),
      );
    }
    return and(...parts);
  }

  function orderOf(query: CatalogSearchQuery): SQL[] {
    const minPrice = sql`(SELECT MIN(${products.piecePriceCents}) FROM ${products}
      WHERE ${products.styleId} = ${styles.id})`;
    switch (query.order) {
      case 'name':
        return [asc(styles.styleName), asc(brands.name), asc(styles.id)];
      case 'brand':
        return [asc(brands.name), asc(styles.styleName), asc(styles.id)];
      case 'price-asc':
        return [asc(minPrice), asc(styles.id)];
      case 'price-desc':
        return [desc(minPrice), asc(styles.id)];
      case 'newest':
        return [desc(styles.newStyle), desc(styles.id)];
      case 'relevance': {
        const text = query.words.join(' ');
        if (!text) return [asc(brands.name), asc(styles.styleName), asc(styles.id)];
        // A style named exactly as typed (or its part number) first, then the rest by brand.
        // drizzle has no CASE builder.
        const exact = sql`CASE WHEN ${likes(styles.styleName, likeEscape(text))}
            OR ${styles.partNumber} = ${text}
            OR ${likes(sql`${brands.name} || ' ' || ${styles.styleName}`, likeEscape(text))}
          THEN 0 ELSE 1 END`;
        const any = query.terms.flatMap((t) => tsQueryOf(t) ?? []).join(' | ');
        // Without full-text words (e.g. a sku typed, or only punctuation) there is no rank; a bare
        // `0` would be read by PostgreSQL as "order by column 0" and fail.
        const byRank = any
          ? [desc(sql`ts_rank(${styleDocument}, to_tsquery('simple', ${any}))`)]
          : [];
        return [asc(exact), ...byRank, asc(brands.name), asc(styles.styleName), asc(styles.id)];
      }
    }
  }

  const fromStyles = <T extends Parameters<typeof db.select>[0]>(fields: T) =>
    db.select(fields).from(styles).innerJoin(brands, eq(brands.id, styles.brandId));

  const colorCounts = lazy(() =>
    db
      .select({ styleId: styleColors.styleId, n: count() })
      .from(styleColors)
      .where(inArrayParam(styleColors.styleId, 'ids'))
      .groupBy(styleColors.styleId)
      .prepare('c_search_color_counts'),
  );
  const styleQty = (inWarehouses: boolean, name: string) =>
    db
      .select({ styleId: products.styleId, qty: sql<number>`SUM(${stock.qty})::int` })
      .from(products)
      .innerJoin(stock, eq(stock.productId, products.id))
      .where(
        and(
          inArrayParam(products.styleId, 'ids'),
          inWarehouses ? inArrayParam(stock.warehouseCode, 'warehouses') : undefined,
        ),
      )
      .groupBy(products.styleId)
      .prepare(name);
  const quantities = lazy(() => styleQty(false, 'c_search_qty'));
  const quantitiesAt = lazy(() => styleQty(true, 'c_search_qty_at'));
  const levels = lazy(() =>
    db
      .selectDistinct(levelFields)
      .from(products)
      .where(inArrayParam(products.styleId, 'ids'))
      .prepare('c_search_levels'),
  );
  const rowsOf = lazy(() =>
    fromStyles(searchFields).where(inArrayParam(styles.id, 'ids')).prepare('c_search_rows'),
  );
  const brandFacets = lazy(() =>
    db
      .select({ id: brands.id, name: brands.name })
      .from(brands)
      .orderBy(asc(brands.name))
      .prepare('c_search_brand_facets'),
  );
  const categoryFacets = lazy(() =>
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .orderBy(asc(categories.name))
      .prepare('c_search_category_facets'),
  );
  const warehouseFacets = lazy(() =>
    db
      .select({ code: warehouses.code, name: warehouses.name })
      .from(warehouses)
      .orderBy(asc(warehouses.sortOrder))
      .prepare('c_search_warehouse_facets'),
  );

  async function withDetails(rows: StyleSearchBaseRow[], inStockAt: readonly string[]) {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.styleId);
    const [colorCountRows, quantityRows, levelRows] = await Promise.all([
      colorCounts().execute({ ids }),
      inStockAt.length
        ? quantitiesAt().execute({ ids, warehouses: [...inStockAt] })
        : quantities().execute({ ids }),
      levels().execute({ ids }),
    ]);
    return toStyleSearchRows(rows, {
      colorCounts: colorCountRows,
      quantities: quantityRows,
      levels: levelRows,
    });
  }

  async function countBy<K extends string | number>(
    query: CatalogSearchQuery,
    omit: Facet,
    key: SQL,
    join: SQL,
  ): Promise<Map<K, number>> {
    const where = whereOf(query, omit);
    const rows = await db.execute<{ k: K; n: number }>(
      sql`SELECT ${key} AS k, count(DISTINCT ${styles.id})::int AS n
            FROM ${styles} JOIN ${brands} ON ${brands.id} = ${styles.brandId} ${join}
           ${where ? sql`WHERE ${where}` : sql``} GROUP BY 1`,
    );
    return new Map(rows.rows.map((r) => [r.k, Number(r.n)]));
  }

  async function countFlag(query: CatalogSearchQuery, omit: Facet, column: SQL): Promise<number> {
    const rows = await fromStyles({ n: sql<number>`count(*) FILTER (WHERE ${column})::int` }).where(
      whereOf(query, omit),
    );
    return Number(rows[0]?.n ?? 0);
  }

  return {
    async facetCounts(query) {
      const [brandCounts, categoryCounts, warehouseCounts, newStyles, sustainableStyles] =
        await Promise.all([
          countBy<number>(query, 'brand', sql`${styles.brandId}`, sql``),
          countBy<number>(
            query,
            'category',
            sql`c.id`,
            sql`JOIN ${categories} c ON (${styles.baseCategoryId} = c.id
              OR (',' || ${styles.categoryIds} || ',') LIKE '%,' || c.id || ',%')`,
          ),
          countBy<string>(
            query,
            'instock',
            sql`w.code`,
            sql`JOIN ${warehouses} w ON EXISTS (SELECT 1 FROM ${products} p JOIN ${stock} k
              ON k.product_id = p.id WHERE p.style_id = ${styles.id} AND k.warehouse_code = w.code
              AND k.qty > 0)`,
          ),
          countFlag(query, 'new', sql`${styles.newStyle}`),
          countFlag(query, 'sustainable', sql`${styles.sustainableStyle}`),
        ]);
      const counts: FacetCounts = {
        brands: brandCounts,
        categories: categoryCounts,
        warehouses: warehouseCounts,
        newStyles,
        sustainableStyles,
      };
      return counts;
    },
    async vocabulary() {
      const rows = await db.execute<{ word: string; ndoc: number }>(vocabularySql);
      return { terms: new Map(rows.rows.map((r) => [r.word, Number(r.ndoc)])) };
    },
    async suggest(terms, limit) {
      const queries = terms.flatMap((t) => tsQueryOf(t) ?? []);
      if (queries.length === 0) return [];
      const all = queries.map((q) => `(${q})`).join(' & ');
      const rows = await fromStyles({
        styleId: styles.id,
        brandName: brands.name,
        styleName: styles.styleName,
        title: styles.title,
      })
        .where(matchesTerm(all))
        .orderBy(desc(sql`ts_rank(${styleDocument}, to_tsquery('simple', ${all}))`), asc(styles.id))
        .limit(limit);
      return rows;
    },
    async search(query) {
      const where = whereOf(query);
      const [counted, rows] = await Promise.all([
        fromStyles({ n: count() }).where(where),
        fromStyles(searchFields)
          .where(where)
          .orderBy(...orderOf(query))
          .limit(query.limit)
          .offset(query.offset),
      ]);
      return { total: counted[0]?.n ?? 0, rows: await withDetails(rows, query.inStockAt) };
    },
    async matchingPriceLevels(query) {
      const rows = await db
        .selectDistinct(levelFields)
        .from(products)
        .where(inArray(products.styleId, fromStyles({ id: styles.id }).where(whereOf(query))));
      return [...groupPriceLevels(rows).entries()].map(([styleId, priceLevels]) => ({
        styleId,
        priceLevels,
      }));
    },
    async rowsByIds(styleIds, inStockAt) {
      if (styleIds.length === 0) return [];
      const found = await rowsOf().execute({ ids: [...styleIds] });
      const byId = new Map(found.map((r) => [r.styleId, r]));
      const ordered = styleIds.flatMap((id) => {
        const row = byId.get(id);
        return row ? [row] : [];
      });
      return withDetails(ordered, inStockAt);
    },
    async facets() {
      const [brandRows, categoryRows, warehouseRows] = await Promise.all([
        brandFacets().execute(),
        categoryFacets().execute(),
        warehouseFacets().execute(),
      ]);
      return { brands: brandRows, categories: categoryRows, warehouses: warehouseRows };
    },
  };
}
