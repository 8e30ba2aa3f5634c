// Loads products with everything the product endpoints show, in a fixed number of queries per
// batch whatever its size: the products, then the distinct colors and styles they belong to, their
// stock and the caller's cross references. Colors and styles are read once per batch rather than
// joined onto every sku (a style repeats on ~50 skus).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ProductRecord } from '@/lib/domain/catalog';
import type { ProductLoadOptions } from '@/lib/domain/ports/catalog-repository';
import {
  byId,
  firstYourSkus,
  groupStock,
  toProductRecords,
  type StockTuple,
} from '@/db/shared/catalog-records';
import { lazy } from '@/db/shared/lazy';
import type { ProductRow } from '@/db/shared/rows';
import type { DatabaseHandle } from '../client';
import { brands, crossRefs, stock, styleColors, styles, warehouses } from '../schema';
import { colorFields, productStyleFields } from './catalog-rows';
import { inJsonList, jsonList } from './json-list';

// In StockTuple's order: the stock read returns raw value tuples (see StockTuple).
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

export type ProductLoader = (rows: ProductRow[], options: ProductLoadOptions) => ProductRecord[];

export function createProductLoader({ db }: DatabaseHandle): ProductLoader {
  const colorsQuery = lazy(() =>
    db.select(colorFields).from(styleColors).where(inJsonList(styleColors.id, 'ids')).prepare(),
  );
  const stylesQuery = lazy(() =>
    db
      .select(productStyleFields)
      .from(styles)
      .innerJoin(brands, eq(brands.id, styles.brandId))
      .where(inJsonList(styles.id, 'ids'))
      .prepare(),
  );
  const stockQuery = lazy(() =>
    db.select(stockFields).from(stock).where(inJsonList(stock.productId, 'ids')).prepare(),
  );
  const stockAtQuery = lazy(() =>
    db
      .select(stockFields)
      .from(stock)
      .where(and(inJsonList(stock.productId, 'ids'), inJsonList(stock.warehouseCode, 'wh')))
      .prepare(),
  );
  const warehouseOrderQuery = lazy(() =>
    db
      .select({ code: warehouses.code, sortOrder: warehouses.sortOrder })
      .from(warehouses)
      .prepare(),
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
          inJsonList(crossRefs.productId, 'ids'),
        ),
      )
      .orderBy(
        crossRefs.productId,
        desc(inJsonList(crossRefs.yourSku, 'preferred')),
        crossRefs.yourSku,
      )
      .prepare(),
  );

  function loadStock(ids: string, options: ProductLoadOptions) {
    const order = new Map(
      warehouseOrderQuery()
        .all()
        .map((w) => [w.code, w.sortOrder]),
    );
    const tuples = options.warehouses
      ? stockAtQuery().values({ ids, wh: jsonList(options.warehouses) })
      : stockQuery().values({ ids });
    // Raw tuples (no per-column decoding): the fields above are in StockTuple's order.
    return groupStock(tuples as StockTuple[], order);
  }

  return (rows, options) => {
    if (rows.length === 0) return [];
    const ids = jsonList(rows.map((r) => r.id));
    const colorIds = jsonList([...new Set(rows.map((r) => r.styleColorId))]);
    const styleIds = jsonList([...new Set(rows.map((r) => r.styleId))]);
    const refs = yourSkuQuery().all({
      ids,
      account: options.accountId,
      preferred: jsonList(options.preferredYourSkus ?? []),
    });
    return toProductRecords(rows, {
      colors: byId(colorsQuery().all({ ids: colorIds })),
      styles: byId(stylesQuery().all({ ids: styleIds })),
      yourSkus: firstYourSkus(refs),
      stock: options.withStock ? loadStock(ids, options) : undefined,
    });
  };
}
