// PostgreSQL twin of db/sqlite/repositories/catalog-product-loader.ts: a batch of products with
// their colors, styles, stock and the caller's cross references in a fixed number of queries.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ProductRecord } from '@/lib/domain/catalog';
import type { ProductLoadOptions } from '@/lib/domain/ports/catalog-repository';
import { byId, firstYourSkus, groupStockRows, toProductRecords } from '@/db/shared/catalog-records';
import { lazy } from '@/db/shared/lazy';
import type { ProductRow } from '@/db/shared/rows';
import type { PostgresHandle } from '../client';
import { brands, crossRefs, stock, styleColors, styles, warehouses } from '../schema';
import { inArrayParam } from './array-param';
import { colorFields, productStyleFields } from './catalog-rows';

const stockFields = {
  productId: stock.productId,
  warehouseCode: stock.warehouseCode,
  skuId: stock.skuId,
  qty: stock.qty,
  closeout: stock.closeout,
  dropship: stock.dropship,
  excludeFreeFreight: stock.excludeFreeFreight,
  fullCaseOnly: stock.fullCaseOnly,
  returnable: stock.returnable,
  expectedInventory: stock.expectedInventory,
};

export type ProductLoader = (
  rows: ProductRow[],
  options: ProductLoadOptions,
) => Promise<ProductRecord[]>;

export function createProductLoader({ db }: PostgresHandle): ProductLoader {
  const colorsQuery = lazy(() =>
    db
      .select(colorFields)
      .from(styleColors)
      .where(inArrayParam(styleColors.id, 'ids'))
      .prepare('c_colors_by_ids'),
  );
  const stylesQuery = lazy(() =>
    db
      .select(productStyleFields)
      .from(styles)
      .innerJoin(brands, eq(brands.id, styles.brandId))
      .where(inArrayParam(styles.id, 'ids'))
      .prepare('c_product_styles_by_ids'),
  );
  const stockQuery = lazy(() =>
    db
      .select(stockFields)
      .from(stock)
      .where(inArrayParam(stock.productId, 'ids'))
      .orderBy(stock.productId, stock.warehouseCode)
      .prepare('c_stock_of_products'),
  );
  const stockAtQuery = lazy(() =>
    db
      .select(stockFields)
      .from(stock)
      .where(and(inArrayParam(stock.productId, 'ids'), inArrayParam(stock.warehouseCode, 'wh')))
      .orderBy(stock.productId, stock.warehouseCode)
      .prepare('c_stock_of_products_at'),
  );
  const warehouseOrderQuery = lazy(() =>
    db
      .select({ code: warehouses.code, sortOrder: warehouses.sortOrder })
      .from(warehouses)
      .prepare('c_warehouse_order'),
  );
  // One sku may carry several of the account's cross references: the one the caller asked by
  // comes first, then the alphabetically first.
  const yourSkuQuery = lazy(() =>
    db
      .select({ productId: crossRefs.productId, yourSku: crossRefs.yourSku })
      .from(crossRefs)
      .where(
        and(
          eq(crossRefs.accountId, sql.placeholder('account')),
          inArrayParam(crossRefs.productId, 'ids'),
        ),
      )
      .orderBy(
        crossRefs.productId,
        desc(inArrayParam(crossRefs.yourSku, 'preferred')),
        crossRefs.yourSku,
      )
      .prepare('c_your_skus_of_products'),
  );

  async function loadStock(ids: number[], options: ProductLoadOptions) {
    const [order, rows] = await Promise.all([
      warehouseOrderQuery().execute(),
      options.warehouses
        ? stockAtQuery().execute({ ids, wh: [...options.warehouses] })
        : stockQuery().execute({ ids }),
    ]);
    return groupStockRows(rows, new Map(order.map((w) => [w.code, w.sortOrder])));
  }

  return async (rows, options) => {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    // Independent reads: the pool runs them on separate connections at once.
    const [colors, productStyles, refs, stockByProduct] = await Promise.all([
      colorsQuery().execute({ ids: [...new Set(rows.map((r) => r.styleColorId))] }),
      stylesQuery().execute({ ids: [...new Set(rows.map((r) => r.styleId))] }),
      yourSkuQuery().execute({
        ids,
        account: options.accountId,
        preferred: [...(options.preferredYourSkus ?? [])],
      }),
      options.withStock ? loadStock(ids, options) : undefined,
    ]);
    return toProductRecords(rows, {
      colors: byId(colors),
      styles: byId(productStyles),
      yourSkus: firstYourSkus(refs),
      stock: stockByProduct,
    });
  };
}
