// PostgreSQL twin of db/sqlite/repositories/catalog-search-repository.ts, a straight port of the
// LIKE search (the portal engineer replaces it with a full-text index): ILIKE here, since SQLite's
// LIKE ignores ASCII case and PostgreSQL's does not. The WHERE depends on which filters are set, so search queries are built per call; the per-page
// detail reads have one shape and are prepared once.
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
  function whereOf(query: CatalogSearchQuery): SQL | undefined {
    const parts: (SQL | undefined)[] = [];
    for (const word of query.words) {
      const contains = `%${likeEscape(word)}%`;
      parts.push(
        or(
          likes(brands.name, contains),
          likes(styles.styleName, contains),
          likes(styles.title, contains),
          likes(styles.partNumber, `${likeEscape(word)}%`),
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
    if (query.brandIds.length) parts.push(inArray(styles.brandId, [...query.brandIds]));
    if (query.categoryIds.length) {
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
    if (query.newOnly) parts.push(eq(styles.newStyle, true));
    if (query.sustainableOnly) parts.push(eq(styles.sustainableStyle, true));
    if (query.inStockAt.length) {
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
        return [asc(exact), asc(brands.name), asc(styles.styleName), asc(styles.id)];
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

  return {
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
