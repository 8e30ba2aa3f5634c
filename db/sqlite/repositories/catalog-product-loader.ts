// Loads products with everything the product endpoints show, in a fixed number of queries per
// batch whatever its size: the products, then the distinct colors and styles they belong to, their
// stock and the caller's cross references. Colors and styles are read once per batch rather than
// joined onto every sku (a style repeats on ~50 skus), and stock rows, the most numerous, are read
// as raw arrays: building fewer and smaller row objects is most of the cost of listing the catalog.
import type { ColorRecord, ProductRecord, StockRecord } from '@/lib/domain/catalog';
import type { ProductLoadOptions } from '@/lib/domain/ports/catalog-repository';
import type { DatabaseHandle } from '../client';
import { toProductRecord, type ProductRow, type ProductStyleRow } from './catalog-rows';
import { lazyStatement } from './prepared';

const inJson = (column: string, param: string) =>
  `${column} IN (SELECT value FROM json_each(@${param}))`;

type StockTuple = [
  productId: number,
  warehouseCode: string,
  skuId: number,
  qty: number,
  closeout: number,
  dropship: number,
  excludeFreeFreight: number,
  fullCaseOnly: number,
  returnable: number,
  expectedInventory: string,
];

export type ProductLoader = (rows: ProductRow[], options: ProductLoadOptions) => ProductRecord[];

export function createProductLoader(handle: DatabaseHandle): ProductLoader {
  const colorsStmt = lazyStatement<[{ ids: string }], ColorRecord & { id: number }>(
    handle,
    `SELECT id, color_code AS colorCode, color_name AS colorName,
            color_price_code_name AS colorPriceCodeName, color_group AS colorGroup,
            color_group_name AS colorGroupName, color_family_id AS colorFamilyId,
            color_family AS colorFamily, color1, color2, swatch_text_color AS swatchTextColor,
            swatch_image AS swatchImage, front_image AS frontImage, side_image AS sideImage,
            back_image AS backImage, direct_side_image AS directSideImage,
            on_model_front_image AS onModelFrontImage, on_model_side_image AS onModelSideImage,
            on_model_back_image AS onModelBackImage
       FROM style_colors WHERE ${inJson('id', 'ids')}`,
  );
  const stylesStmt = lazyStatement<[{ ids: string }], ProductStyleRow>(
    handle,
    `SELECT s.id, s.style_image, s.brand_id, b.name AS brand_name, s.style_name,
            s.base_category_id, s.country_of_origin
       FROM styles s JOIN brands b ON b.id = s.brand_id WHERE ${inJson('s.id', 'ids')}`,
  );
  const stockStmt = lazyStatement<[{ ids: string; wh: string | null }], StockTuple>(
    handle,
    `SELECT product_id, warehouse_code, sku_id, qty, closeout, dropship, exclude_free_freight,
            full_case_only, returnable, expected_inventory
       FROM stock
      WHERE ${inJson('product_id', 'ids')} AND (@wh IS NULL OR ${inJson('warehouse_code', 'wh')})`,
  );
  const warehouseOrderStmt = lazyStatement<[], { code: string; sort_order: number }>(
    handle,
    'SELECT code, sort_order FROM warehouses',
  );
  // One sku may carry several of the account's cross references: the one the caller asked by
  // comes first, then the alphabetically first.
  const yourSkuStmt = lazyStatement<
    [{ ids: string; account: number; preferred: string }],
    { product_id: number; your_sku: string }
  >(
    handle,
    `SELECT product_id, your_sku FROM cross_refs
      WHERE account_id = @account AND ${inJson('product_id', 'ids')}
      ORDER BY product_id, ${inJson('your_sku', 'preferred')} DESC, your_sku`,
  );

  function byId<T extends { id: number }>(rows: T[]): Map<number, T> {
    return new Map(rows.map((row) => [row.id, row]));
  }

  function loadStock(ids: string, options: ProductLoadOptions): Map<number, StockRecord[]> {
    const order = new Map(
      warehouseOrderStmt()
        .all()
        .map((w) => [w.code, w.sort_order]),
    );
    const wh = options.warehouses ? JSON.stringify(options.warehouses) : null;
    const stock = new Map<number, StockRecord[]>();
    for (const t of stockStmt().raw(true).all({ ids, wh })) {
      let list = stock.get(t[0]);
      if (!list) stock.set(t[0], (list = []));
      list.push({
        warehouseCode: t[1],
        skuId: t[2],
        qty: t[3],
        closeout: t[4] === 1,
        dropship: t[5] === 1,
        excludeFreeFreight: t[6] === 1,
        fullCaseOnly: t[7] === 1,
        returnable: t[8] === 1,
        expectedInventory: t[9],
      });
    }
    // Rows come in key order (alphabetical codes); the wire lists warehouses in display order.
    const rank = (code: string) => order.get(code) ?? Number.MAX_SAFE_INTEGER;
    for (const list of stock.values()) {
      list.sort((a, b) => rank(a.warehouseCode) - rank(b.warehouseCode));
    }
    return stock;
  }

  return (rows, options) => {
    if (rows.length === 0) return [];
    const ids = JSON.stringify(rows.map((r) => r.id));
    const colors = byId(
      colorsStmt().all({ ids: JSON.stringify([...new Set(rows.map((r) => r.style_color_id))]) }),
    );
    const styles = byId(
      stylesStmt().all({ ids: JSON.stringify([...new Set(rows.map((r) => r.style_id))]) }),
    );
    const yourSkus = new Map<number, string>();
    const preferred = JSON.stringify(options.preferredYourSkus ?? []);
    for (const ref of yourSkuStmt().all({ ids, account: options.accountId, preferred })) {
      if (!yourSkus.has(ref.product_id)) yourSkus.set(ref.product_id, ref.your_sku);
    }
    const stock = options.withStock ? loadStock(ids, options) : undefined;
    return rows.map((row) => {
      const style = styles.get(row.style_id);
      const color = colors.get(row.style_color_id);
      if (!style || !color) throw new Error(`Product ${row.id} has no style or color row.`);
      // Every sku of a color shares its (read-only) color record.
      return toProductRecord(
        row,
        style,
        color,
        yourSkus.get(row.id) ?? '',
        stock?.get(row.id) ?? [],
      );
    });
  };
}
