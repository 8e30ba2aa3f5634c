// PostgreSQL twin of db/sqlite/repositories/catalog-repository.ts. Id lists travel as one array
// parameter (array-param.ts), so every read is one named prepared statement whatever its length.
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { CatalogRepository } from '@/lib/domain/ports/catalog-repository';
import { withMedia, type StyleRow } from '@/db/shared/catalog-records';
import { lazy } from '@/db/shared/lazy';
import type { PostgresHandle } from '../client';
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
import { inArrayParam } from './array-param';
import { createProductLoader } from './catalog-product-loader';
import { integerIds } from './integer-ids';
import { selectSpecs, selectStyles } from './catalog-rows';

const afterId = sql.placeholder('afterId');
const limit = sql.placeholder('limit');

export function createCatalogRepository(handle: PostgresHandle): CatalogRepository {
  const { db } = handle;

  // --- styles --------------------------------------------------------------------------------
  const stylesByIds = lazy(() =>
    selectStyles(db)
      .where(inArrayParam(styles.id, 'ids'))
      .orderBy(styles.id)
      .prepare('c_styles_by_ids'),
  );
  const stylesPage = lazy(() =>
    selectStyles(db)
      .where(gt(styles.id, afterId))
      .orderBy(styles.id)
      .limit(limit)
      .prepare('c_styles_page'),
  );
  const media = lazy(() =>
    db
      .select({
        styleId: styleMedia.styleId,
        image: styleMedia.image,
        assetType: styleMedia.assetType,
      })
      .from(styleMedia)
      .where(inArrayParam(styleMedia.styleId, 'ids'))
      .orderBy(styleMedia.styleId, styleMedia.position)
      .prepare('c_style_media'),
  );
  const resolveStyles = lazy(() =>
    union(
      db.select({ id: styles.id }).from(styles).where(inArrayParam(styles.id, 'ids')),
      db.select({ id: styles.id }).from(styles).where(inArrayParam(styles.partNumber, 'parts')),
      // (brand, style) name pairs as two parallel arrays: unnest as a FROM source has no drizzle
      // word. Case-insensitive like SQLite's COLLATE NOCASE; the join goes names -> brands (a few
      // dozen rows) -> styles by the (brand_id, style_name) index's brand prefix.
      db
        .select({ id: styles.id })
        .from(
          sql`unnest(${sql.placeholder('brandNames')}::text[], ${sql.placeholder('styleNames')}::text[]) AS n(brand, style)`,
        )
        .innerJoin(brands, sql`lower(${brands.name}) = lower(n.brand)`)
        .innerJoin(
          styles,
          and(eq(styles.brandId, brands.id), sql`lower(${styles.styleName}) = lower(n.style)`),
        ),
    )
      .orderBy(asc(sql`1`))
      .prepare('c_resolve_styles'),
  );
  const searchStyles = lazy(() =>
    db
      .select({ id: styles.id })
      .from(styles)
      .innerJoin(brands, eq(brands.id, styles.brandId))
      .where(
        // "contains every word" over one concatenated text: a NOT EXISTS over the word list.
        sql`NOT EXISTS (SELECT 1 FROM unnest(${sql.placeholder('words')}::text[]) AS w(word)
          WHERE strpos(lower(${brands.name} || ' ' || ${styles.styleName} || ' ' ||
                             ${styles.partNumber} || ' ' || ${styles.title}), lower(w.word)) = 0)`,
      )
      .orderBy(styles.id)
      .limit(limit)
      .prepare('c_search_styles'),
  );

  async function completeStyles(rows: StyleRow[]) {
    if (rows.length === 0) return [];
    return withMedia(rows, await media().execute({ ids: rows.map((r) => r.id) }));
  }

  // --- products ------------------------------------------------------------------------------
  const productsByIds = lazy(() =>
    db
      .select()
      .from(products)
      .where(inArrayParam(products.id, 'ids'))
      .orderBy(products.id)
      .prepare('c_products_by_ids'),
  );
  const productsByStyles = lazy(() =>
    db
      .select()
      .from(products)
      .where(inArrayParam(products.styleId, 'ids'))
      .orderBy(products.id)
      .prepare('c_products_by_styles'),
  );
  const productsPage = lazy(() =>
    db
      .select()
      .from(products)
      .where(gt(products.id, afterId))
      .orderBy(products.id)
      .limit(limit)
      .prepare('c_products_page'),
  );
  const resolveProducts = lazy(() =>
    union(
      db.select({ id: products.id }).from(products).where(inArrayParam(products.id, 'ids')),
      db.select({ id: products.id }).from(products).where(inArrayParam(products.sku, 'codes')),
      db.select({ id: products.id }).from(products).where(inArrayParam(products.gtin, 'codes')),
      db
        .select({ id: crossRefs.productId })
        .from(crossRefs)
        .where(
          and(
            eq(crossRefs.accountId, sql.placeholder('account')),
            inArrayParam(crossRefs.yourSku, 'yours'),
          ),
        ),
    )
      .orderBy(asc(sql`1`))
      .prepare('c_resolve_products'),
  );
  const complete = createProductLoader(handle);

  // --- specs, brands, categories -------------------------------------------------------------
  const specsByIds = lazy(() =>
    selectSpecs(db)
      .where(inArrayParam(specs.id, 'ids'))
      .orderBy(specs.id)
      .prepare('c_specs_by_ids'),
  );
  const specsByStyles = lazy(() =>
    selectSpecs(db)
      .where(inArrayParam(specs.styleId, 'ids'))
      .orderBy(specs.id)
      .prepare('c_specs_by_styles'),
  );
  const specsPage = lazy(() =>
    selectSpecs(db)
      .where(gt(specs.id, afterId))
      .orderBy(specs.id)
      .limit(limit)
      .prepare('c_specs_page'),
  );
  const brandFields = {
    id: brands.id,
    name: brands.name,
    image: brands.image,
    noeRetailing: brands.noeRetailing,
  };
  const allBrands = lazy(() =>
    db.select(brandFields).from(brands).orderBy(brands.name).prepare('c_brands'),
  );
  const someBrands = lazy(() =>
    db
      .select(brandFields)
      .from(brands)
      .where(
        or(
          inArrayParam(brands.id, 'ids'),
          sql`lower(${brands.name}) IN (SELECT lower(x) FROM unnest(${sql.placeholder('names')}::text[]) AS x)`,
        ),
      )
      .orderBy(brands.name)
      .prepare('c_brands_some'),
  );
  const categoryFields = { id: categories.id, name: categories.name, image: categories.image };
  const allCategories = lazy(() =>
    db.select(categoryFields).from(categories).orderBy(categories.id).prepare('c_categories'),
  );
  const someCategories = lazy(() =>
    db
      .select(categoryFields)
      .from(categories)
      .where(inArrayParam(categories.id, 'ids'))
      .orderBy(categories.id)
      .prepare('c_categories_some'),
  );

  const version = lazy(() =>
    db
      .select({ version: catalogVersions.version })
      .from(catalogVersions)
      .where(eq(catalogVersions.id, 1))
      .prepare('c_catalog_version'),
  );

  const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id);

  return {
    async version() {
      const [row] = await version().execute();
      return row?.version ?? 0;
    },
    async resolveStyleIds(identifiers) {
      const rows = await resolveStyles().execute({
        ids: integerIds(identifiers.styleIds),
        parts: identifiers.partNumbers,
        brandNames: identifiers.brandStyleNames.map((n) => n.brand),
        styleNames: identifiers.brandStyleNames.map((n) => n.style),
      });
      return idsOf(rows);
    },
    async searchStyleIds(words, max) {
      return idsOf(await searchStyles().execute({ words: [...words], limit: max }));
    },
    async stylesByIds(styleIds) {
      if (styleIds.length === 0) return [];
      return completeStyles(await stylesByIds().execute({ ids: integerIds(styleIds) }));
    },
    async stylesPage(after, max) {
      return completeStyles(await stylesPage().execute({ afterId: after, limit: max }));
    },

    async resolveProductIds(identifiers, accountId) {
      const rows = await resolveProducts().execute({
        ids: integerIds(identifiers.ids),
        codes: identifiers.codes,
        yours: identifiers.yourSkus,
        account: accountId,
      });
      return idsOf(rows);
    },
    async productsByIds(productIds, options) {
      if (productIds.length === 0) return [];
      return complete(await productsByIds().execute({ ids: integerIds(productIds) }), options);
    },
    async productsByStyleIds(styleIds, options) {
      if (styleIds.length === 0) return [];
      return complete(await productsByStyles().execute({ ids: integerIds(styleIds) }), options);
    },
    async productsPage(after, max, options) {
      return complete(await productsPage().execute({ afterId: after, limit: max }), options);
    },

    specsByIds(specIds) {
      return specsByIds().execute({ ids: integerIds(specIds) });
    },
    specsByStyleIds(styleIds) {
      return specsByStyles().execute({ ids: integerIds(styleIds) });
    },
    specsPage(after, max) {
      return specsPage().execute({ afterId: after, limit: max });
    },

    listBrands(filter) {
      if (!filter) return allBrands().execute();
      return someBrands().execute({ ids: integerIds(filter.ids), names: [...filter.names] });
    },
    listCategories(categoryIds) {
      if (!categoryIds) return allCategories().execute();
      return someCategories().execute({ ids: integerIds(categoryIds) });
    },
  };
}
