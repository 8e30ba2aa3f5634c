// The catalog read side on SQLite. Every list is loaded with a fixed number of prepared
// statements whatever its length (id lists travel as one JSON parameter through json_each), so a
// page of products costs a handful of queries (see catalog-product-loader.ts), never N+1.
import type { BrandRecord, CategoryRecord } from '@/lib/domain/catalog';
import type { CatalogRepository } from '@/lib/domain/ports/catalog-repository';
import type { DatabaseHandle } from '../client';
import {
  groupBy,
  productColumns,
  specSelect,
  styleColumns,
  toSpecRecord,
  toStyleRecord,
  type ProductRow,
  type SpecRow,
  type StyleMediaRow,
  type StyleRow,
} from './catalog-rows';
import { createProductLoader } from './catalog-product-loader';
import { lazyStatement } from './prepared';

const inIds = (column: string, param = 'ids') =>
  `${column} IN (SELECT value FROM json_each(@${param}))`;

interface IdsParam {
  ids: string;
}
interface PageParam {
  afterId: number;
  limit: number;
}

export function createCatalogRepository(handle: DatabaseHandle): CatalogRepository {
  const stmt = <P extends object, R>(source: string) => lazyStatement<[P], R>(handle, source);

  // --- styles --------------------------------------------------------------------------------
  const styleSelect = `SELECT ${styleColumns} FROM styles s JOIN brands b ON b.id = s.brand_id`;
  const stylesByIdsStmt = stmt<IdsParam, StyleRow>(
    `${styleSelect} WHERE ${inIds('s.id')} ORDER BY s.id`,
  );
  const stylesPageStmt = stmt<PageParam, StyleRow>(
    `${styleSelect} WHERE s.id > @afterId ORDER BY s.id LIMIT @limit`,
  );
  const mediaStmt = stmt<IdsParam, StyleMediaRow>(
    `SELECT style_id, image, asset_type FROM style_media WHERE ${inIds('style_id')}
      ORDER BY style_id, position`,
  );
  const resolveStylesStmt = stmt<{ ids: string; parts: string; names: string }, { id: number }>(
    `SELECT id FROM styles WHERE ${inIds('id')}
     UNION SELECT id FROM styles WHERE ${inIds('part_number', 'parts')}
     UNION SELECT s.id FROM json_each(@names) n
       -- CROSS JOIN fixes the order (names -> brands -> styles by brand index): left to the
       -- planner, the case-insensitive name match made it scan every style on each request.
       CROSS JOIN brands b ON b.name = json_extract(n.value, '$.brand') COLLATE NOCASE
       CROSS JOIN styles s ON s.brand_id = b.id
        AND s.style_name = json_extract(n.value, '$.style') COLLATE NOCASE
     ORDER BY 1`,
  );
  const searchStylesStmt = stmt<{ words: string; limit: number }, { id: number }>(
    `SELECT s.id FROM styles s JOIN brands b ON b.id = s.brand_id
      WHERE NOT EXISTS (
        SELECT 1 FROM json_each(@words) w
         WHERE instr(lower(b.name || ' ' || s.style_name || ' ' || s.part_number || ' ' || s.title),
                     lower(w.value)) = 0)
      ORDER BY s.id LIMIT @limit`,
  );

  function withMedia(rows: StyleRow[]) {
    if (rows.length === 0) return [];
    const media = groupBy(
      mediaStmt().all({ ids: JSON.stringify(rows.map((r) => r.id)) }),
      (m) => m.style_id,
      (m) => ({ image: m.image, assetType: m.asset_type }),
    );
    return rows.map((row) => toStyleRecord(row, media.get(row.id) ?? []));
  }

  // --- products ------------------------------------------------------------------------------
  const productSelect = `SELECT ${productColumns} FROM products p`;
  const productsByIdsStmt = stmt<IdsParam, ProductRow>(
    `${productSelect} WHERE ${inIds('p.id')} ORDER BY p.id`,
  );
  const productsByStylesStmt = stmt<IdsParam, ProductRow>(
    `${productSelect} WHERE ${inIds('p.style_id')} ORDER BY p.id`,
  );
  const productsPageStmt = stmt<PageParam, ProductRow>(
    `${productSelect} WHERE p.id > @afterId ORDER BY p.id LIMIT @limit`,
  );
  const resolveProductsStmt = stmt<
    { ids: string; codes: string; yours: string; account: number },
    { id: number }
  >(
    `SELECT id FROM products WHERE ${inIds('id')}
     UNION SELECT id FROM products WHERE ${inIds('sku', 'codes')}
     UNION SELECT id FROM products WHERE ${inIds('gtin', 'codes')}
     UNION SELECT product_id FROM cross_refs
      WHERE account_id = @account AND ${inIds('your_sku', 'yours')}
     ORDER BY 1`,
  );
  const complete = createProductLoader(handle);

  // --- specs, brands, categories -------------------------------------------------------------
  const specsByIdsStmt = stmt<IdsParam, SpecRow>(
    `${specSelect} WHERE ${inIds('sp.id')} ORDER BY sp.id`,
  );
  const specsByStylesStmt = stmt<IdsParam, SpecRow>(
    `${specSelect} WHERE ${inIds('sp.style_id')} ORDER BY sp.id`,
  );
  const specsPageStmt = stmt<PageParam, SpecRow>(
    `${specSelect} WHERE sp.id > @afterId ORDER BY sp.id LIMIT @limit`,
  );
  const brandsStmt = stmt<
    { all: number; ids: string; names: string },
    { id: number; name: string; image: string; noe_retailing: number }
  >(
    `SELECT id, name, image, noe_retailing FROM brands
      WHERE @all = 1 OR ${inIds('id')}
         OR lower(name) IN (SELECT lower(value) FROM json_each(@names))
      ORDER BY name`,
  );
  const categoriesStmt = stmt<{ all: number; ids: string }, CategoryRecord>(
    `SELECT id, name, image FROM categories WHERE @all = 1 OR ${inIds('id')} ORDER BY id`,
  );

  const ids = (values: readonly number[]) => JSON.stringify(values);

  return {
    resolveStyleIds(identifiers) {
      const rows = resolveStylesStmt().all({
        ids: ids(identifiers.styleIds),
        parts: JSON.stringify(identifiers.partNumbers),
        names: JSON.stringify(identifiers.brandStyleNames),
      });
      return Promise.resolve(rows.map((r) => r.id));
    },
    searchStyleIds(words, limit) {
      const rows = searchStylesStmt().all({ words: JSON.stringify(words), limit });
      return Promise.resolve(rows.map((r) => r.id));
    },
    stylesByIds(styleIds) {
      if (styleIds.length === 0) return Promise.resolve([]);
      return Promise.resolve(withMedia(stylesByIdsStmt().all({ ids: ids(styleIds) })));
    },
    stylesPage(afterId, limit) {
      return Promise.resolve(withMedia(stylesPageStmt().all({ afterId, limit })));
    },

    resolveProductIds(identifiers, accountId) {
      const rows = resolveProductsStmt().all({
        ids: ids(identifiers.ids),
        codes: JSON.stringify(identifiers.codes),
        yours: JSON.stringify(identifiers.yourSkus),
        account: accountId,
      });
      return Promise.resolve(rows.map((r) => r.id));
    },
    productsByIds(productIds, options) {
      if (productIds.length === 0) return Promise.resolve([]);
      return Promise.resolve(complete(productsByIdsStmt().all({ ids: ids(productIds) }), options));
    },
    productsByStyleIds(styleIds, options) {
      if (styleIds.length === 0) return Promise.resolve([]);
      return Promise.resolve(complete(productsByStylesStmt().all({ ids: ids(styleIds) }), options));
    },
    productsPage(afterId, limit, options) {
      return Promise.resolve(complete(productsPageStmt().all({ afterId, limit }), options));
    },

    specsByIds(specIds) {
      return Promise.resolve(
        specsByIdsStmt()
          .all({ ids: ids(specIds) })
          .map(toSpecRecord),
      );
    },
    specsByStyleIds(styleIds) {
      return Promise.resolve(
        specsByStylesStmt()
          .all({ ids: ids(styleIds) })
          .map(toSpecRecord),
      );
    },
    specsPage(afterId, limit) {
      return Promise.resolve(specsPageStmt().all({ afterId, limit }).map(toSpecRecord));
    },

    listBrands(filter) {
      const rows = brandsStmt().all({
        all: filter ? 0 : 1,
        ids: ids(filter?.ids ?? []),
        names: JSON.stringify(filter?.names ?? []),
      });
      return Promise.resolve(
        rows.map((r): BrandRecord => ({
          id: r.id,
          name: r.name,
          image: r.image,
          noeRetailing: r.noe_retailing === 1,
        })),
      );
    },
    listCategories(categoryIds) {
      return Promise.resolve(
        categoriesStmt().all({ all: categoryIds ? 0 : 1, ids: ids(categoryIds ?? []) }),
      );
    },
  };
}
