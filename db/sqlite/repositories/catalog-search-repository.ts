// The portal's catalog search over styles (lib/domain/ports/catalog-search-repository.ts), a
// straight port of the LIKE search (the portal engineer replaces it with a full-text index). The
// WHERE depends on which filters are set, so search queries are built per call; the per-page
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
import type { DatabaseHandle } from '../client';
import { brands, categories, products, stock, styleColors, styles, warehouses } from '../schema';
import { inJsonList, jsonList } from './json-list';

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
const likes = (column: SQLWrapper, pattern: string) => sql`${column} LIKE ${pattern} ESCAPE '\\'`;

export function createCatalogSearchRepository({ db }: DatabaseHandle): CatalogSearchRepository {
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
      .where(inJsonList(styleColors.styleId, 'ids'))
      .groupBy(styleColors.styleId)
      .prepare(),
  );
  const styleQty = (inWarehouses: boolean) =>
    db
      .select({ styleId: products.styleId, qty: sql<number>`SUM(${stock.qty})` })
      .from(products)
      .innerJoin(stock, eq(stock.productId, products.id))
      .where(
        and(
          inJsonList(products.styleId, 'ids'),
          inWarehouses ? inJsonList(stock.warehouseCode, 'warehouses') : undefined,
        ),
      )
      .groupBy(products.styleId)
      .prepare();
  const quantities = lazy(() => styleQty(false));
  const quantitiesAt = lazy(() => styleQty(true));
  const levels = lazy(() =>
    db
      .selectDistinct(levelFields)
      .from(products)
      .where(inJsonList(products.styleId, 'ids'))
      .prepare(),
  );
  const rowsOf = lazy(() => fromStyles(searchFields).where(inJsonList(styles.id, 'ids')).prepare());
  const brandFacets = lazy(() =>
    db
      .select({ id: brands.id, name: brands.name })
      .from(brands)
      .orderBy(asc(brands.name))
      .prepare(),
  );
  const categoryFacets = lazy(() =>
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .orderBy(asc(categories.name))
      .prepare(),
  );
  const warehouseFacets = lazy(() =>
    db
      .select({ code: warehouses.code, name: warehouses.name })
      .from(warehouses)
      .orderBy(asc(warehouses.sortOrder))
      .prepare(),
  );

  function withDetails(rows: StyleSearchBaseRow[], inStockAt: readonly string[]) {
    if (rows.length === 0) return [];
    const ids = jsonList(rows.map((r) => r.styleId));
    return toStyleSearchRows(rows, {
      colorCounts: colorCounts().all({ ids }),
      quantities: inStockAt.length
        ? quantitiesAt().all({ ids, warehouses: jsonList(inStockAt) })
        : quantities().all({ ids }),
      levels: levels().all({ ids }),
    });
  }

  return {
    search(query) {
      const where = whereOf(query);
      const total = fromStyles({ n: count() }).where(where).get()?.n ?? 0;
      const rows = fromStyles(searchFields)
        .where(where)
        .orderBy(...orderOf(query))
        .limit(query.limit)
        .offset(query.offset)
        .all();
      return Promise.resolve({ total, rows: withDetails(rows, query.inStockAt) });
    },
    matchingPriceLevels(query) {
      const rows = db
        .selectDistinct(levelFields)
        .from(products)
        .where(inArray(products.styleId, fromStyles({ id: styles.id }).where(whereOf(query))))
        .all();
      return Promise.resolve(
        [...groupPriceLevels(rows).entries()].map(([styleId, priceLevels]) => ({
          styleId,
          priceLevels,
        })),
      );
    },
    rowsByIds(styleIds, inStockAt) {
      if (styleIds.length === 0) return Promise.resolve([]);
      const byId = new Map(
        rowsOf()
          .all({ ids: jsonList(styleIds) })
          .map((r) => [r.styleId, r]),
      );
      const ordered = styleIds.flatMap((id) => {
        const row = byId.get(id);
        return row ? [row] : [];
      });
      return Promise.resolve(withDetails(ordered, inStockAt));
    },
    facets() {
      return Promise.resolve({
        brands: brandFacets().all(),
        categories: categoryFacets().all(),
        warehouses: warehouseFacets().all(),
      });
    },
  };
}
