// The catalog read side on SQLite. Every list is loaded with a fixed number of prepared
// statements whatever its length (id lists travel as one JSON parameter, see json-list.ts), so a
// page of products costs a handful of queries (see catalog-product-loader.ts), never N+1.
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/sqlite-core';
import type { CatalogRepository } from '@/lib/domain/ports/catalog-repository';
import { withMedia, type StyleRow } from '@/db/shared/catalog-records';
import { lazy } from '@/db/shared/lazy';
import type { DatabaseHandle } from '../client';
import {
  brands,
  catalogVersions,
  categories,
  crossRefs,
  products,
  specs,
  styleMedia,
  styles,
} from '../schema';
import { selectSpecs, selectStyles } from './catalog-rows';
import { createProductLoader } from './catalog-product-loader';
import { inJsonList, jsonList } from './json-list';

const afterId = sql.placeholder('afterId');
const limit = sql.placeholder('limit');

export function createCatalogRepository(handle: DatabaseHandle): CatalogRepository {
  const { db } = handle;

  // --- styles --------------------------------------------------------------------------------
  const stylesByIds = lazy(() =>
    selectStyles(db).where(inJsonList(styles.id, 'ids')).orderBy(styles.id).prepare(),
  );
  const stylesPage = lazy(() =>
    selectStyles(db).where(gt(styles.id, afterId)).orderBy(styles.id).limit(limit).prepare(),
  );
  const media = lazy(() =>
    db
      .select({
        styleId: styleMedia.styleId,
        image: styleMedia.image,
        assetType: styleMedia.assetType,
      })
      .from(styleMedia)
      .where(inJsonList(styleMedia.styleId, 'ids'))
      .orderBy(styleMedia.styleId, styleMedia.position)
      .prepare(),
  );
  const resolveStyles = lazy(() => {
    // json_each as a FROM source and json_extract have no drizzle word (see json-list.ts).
    const names = sql`json_each(${sql.placeholder('names')}) AS n`;
    return union(
      db.select({ id: styles.id }).from(styles).where(inJsonList(styles.id, 'ids')),
      db.select({ id: styles.id }).from(styles).where(inJsonList(styles.partNumber, 'parts')),
      // CROSS JOIN fixes the order (names -> brands -> styles by brand index): left to the
      // planner, the case-insensitive name match made it scan every style on each request.
      db
        .select({ id: styles.id })
        .from(names)
        .crossJoin(brands)
        .crossJoin(styles)
        .where(
          sql`${brands.name} = json_extract(n.value, '$.brand') COLLATE NOCASE
            AND ${styles.brandId} = ${brands.id}
            AND ${styles.styleName} = json_extract(n.value, '$.style') COLLATE NOCASE`,
        ),
    )
      .orderBy(asc(sql`1`))
      .prepare();
  });
  const searchStyles = lazy(() =>
    db
      .select({ id: styles.id })
      .from(styles)
      .innerJoin(brands, eq(brands.id, styles.brandId))
      .where(
        // "contains every word" over one concatenated text: a NOT EXISTS over the word list.
        sql`NOT EXISTS (SELECT 1 FROM json_each(${sql.placeholder('words')}) w
          WHERE instr(lower(${brands.name} || ' ' || ${styles.styleName} || ' ' ||
                            ${styles.partNumber} || ' ' || ${styles.title}), lower(w.value)) = 0)`,
      )
      .orderBy(styles.id)
      .limit(limit)
      .prepare(),
  );

  function completeStyles(rows: StyleRow[]) {
    if (rows.length === 0) return [];
    return withMedia(rows, media().all({ ids: jsonList(rows.map((r) => r.id)) }));
  }

  // --- products ------------------------------------------------------------------------------
  const productsByIds = lazy(() =>
    db.select().from(products).where(inJsonList(products.id, 'ids')).orderBy(products.id).prepare(),
  );
  const productsByStyles = lazy(() =>
    db
      .select()
      .from(products)
      .where(inJsonList(products.styleId, 'ids'))
      .orderBy(products.id)
      .prepare(),
  );
  const productsPage = lazy(() =>
    db
      .select()
      .from(products)
      .where(gt(products.id, afterId))
      .orderBy(products.id)
      .limit(limit)
      .prepare(),
  );
  const resolveProducts = lazy(() =>
    union(
      db.select({ id: products.id }).from(products).where(inJsonList(products.id, 'ids')),
      db.select({ id: products.id }).from(products).where(inJsonList(products.sku, 'codes')),
      db.select({ id: products.id }).from(products).where(inJsonList(products.gtin, 'codes')),
      db
        .select({ id: crossRefs.productId })
        .from(crossRefs)
        .where(
          and(
            eq(crossRefs.accountId, sql.placeholder('account')),
            inJsonList(crossRefs.yourSku, 'yours'),
          ),
        ),
    )
      .orderBy(asc(sql`1`))
      .prepare(),
  );
  const complete = createProductLoader(handle);

  // --- specs, brands, categories -------------------------------------------------------------
  const specsByIds = lazy(() =>
    selectSpecs(db).where(inJsonList(specs.id, 'ids')).orderBy(specs.id).prepare(),
  );
  const specsByStyles = lazy(() =>
    selectSpecs(db).where(inJsonList(specs.styleId, 'ids')).orderBy(specs.id).prepare(),
  );
  const specsPage = lazy(() =>
    selectSpecs(db).where(gt(specs.id, afterId)).orderBy(specs.id).limit(limit).prepare(),
  );
  const brandFields = {
    id: brands.id,
    name: brands.name,
    image: brands.image,
    noeRetailing: brands.noeRetailing,
  };
  const allBrands = lazy(() => db.select(brandFields).from(brands).orderBy(brands.name).prepare());
  const someBrands = lazy(() =>
    db
      .select(brandFields)
      .from(brands)
      .where(
        or(
          inJsonList(brands.id, 'ids'),
          // lower() on both sides, in SQL, so a name matches exactly as before whatever its letters.
          sql`lower(${brands.name}) IN (SELECT lower(value) FROM json_each(${sql.placeholder('names')}))`,
        ),
      )
      .orderBy(brands.name)
      .prepare(),
  );
  const categoryFields = { id: categories.id, name: categories.name, image: categories.image };
  const allCategories = lazy(() =>
    db.select(categoryFields).from(categories).orderBy(categories.id).prepare(),
  );
  const someCategories = lazy(() =>
    db
      .select(categoryFields)
      .from(categories)
      .where(inJsonList(categories.id, 'ids'))
      .orderBy(categories.id)
      .prepare(),
  );

  // Read on every /v2 request: the bare statement, without drizzle's row mapping.
  const version = lazy(() => {
    const { sql: text, params } = db
      .select({ version: catalogVersions.version })
      .from(catalogVersions)
      .where(eq(catalogVersions.id, 1))
      .toSQL();
    const statement = handle.sqlite.prepare(text).pluck();
    return () => statement.get(...params) as number | undefined;
  });

  const ids = (values: readonly number[]) => ({ ids: jsonList(values) });
  const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id);

  return {
    version() {
      return Promise.resolve(version()() ?? 0);
    },
    resolveStyleIds(identifiers) {
      const rows = resolveStyles().all({
        ids: jsonList(identifiers.styleIds),
        parts: jsonList(identifiers.partNumbers),
        names: JSON.stringify(identifiers.brandStyleNames),
      });
      return Promise.resolve(idsOf(rows));
    },
    searchStyleIds(words, max) {
      return Promise.resolve(idsOf(searchStyles().all({ words: jsonList(words), limit: max })));
    },
    stylesByIds(styleIds) {
      if (styleIds.length === 0) return Promise.resolve([]);
      return Promise.resolve(completeStyles(stylesByIds().all(ids(styleIds))));
    },
    stylesPage(after, max) {
      return Promise.resolve(completeStyles(stylesPage().all({ afterId: after, limit: max })));
    },

    resolveProductIds(identifiers, accountId) {
      const rows = resolveProducts().all({
        ids: jsonList(identifiers.ids),
        codes: jsonList(identifiers.codes),
        yours: jsonList(identifiers.yourSkus),
        account: accountId,
      });
      return Promise.resolve(idsOf(rows));
    },
    productsByIds(productIds, options) {
      if (productIds.length === 0) return Promise.resolve([]);
      return Promise.resolve(complete(productsByIds().all(ids(productIds)), options));
    },
    productsByStyleIds(styleIds, options) {
      if (styleIds.length === 0) return Promise.resolve([]);
      return Promise.resolve(complete(productsByStyles().all(ids(styleIds)), options));
    },
    productsPage(after, max, options) {
      return Promise.resolve(complete(productsPage().all({ afterId: after, limit: max }), options));
    },

    specsByIds(specIds) {
      return Promise.resolve(specsByIds().all(ids(specIds)));
    },
    specsByStyleIds(styleIds) {
      return Promise.resolve(specsByStyles().all(ids(styleIds)));
    },
    specsPage(after, max) {
      return Promise.resolve(specsPage().all({ afterId: after, limit: max }));
    },

    listBrands(filter) {
      if (!filter) return Promise.resolve(allBrands().all());
      return Promise.resolve(
        someBrands().all({ ids: jsonList(filter.ids), names: jsonList(filter.names) }),
      );
    },
    listCategories(categoryIds) {
      if (!categoryIds) return Promise.resolve(allCategories().all());
      return Promise.resolve(someCategories().all(ids(categoryIds)));
    },
  };
}
