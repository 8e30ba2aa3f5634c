// Catalog rows -> lib/domain records, shared by both dialects. The repositories select columns
// under the domain's own names, so most of a record is the row itself; what is assembled here is
// what a single row cannot carry (a style's media, a product's style, color, stock and yourSku).
import type {
  ColorRecord,
  ProductRecord,
  StockRecord,
  StyleMediaAsset,
  StyleRecord,
} from '@/lib/domain/catalog';
import type { ProductRow } from './rows';

/** A style joined to its brand: the style record but its media. */
export type StyleRow = Omit<StyleRecord, 'media'>;

export interface StyleMediaRow {
  styleId: number;
  image: string;
  assetType: string;
}

/** What a product shows of its style and brand. */
export interface ProductStyleRow {
  id: number;
  styleImage: string;
  brandId: number;
  brandName: string;
  styleName: string;
  baseCategoryId: number;
  countryOfOrigin: string;
}

export type ColorRow = ColorRecord & { id: number };

/**
 * One stock row as a value tuple, in this order. Read as tuples because stock rows are the most
 * numerous of the catalog: building fewer and smaller objects is most of the cost of listing it.
 * Flags are 0/1 on SQLite (raw values, no decoding) and booleans on PostgreSQL.
 */
export type StockTuple = [
  productId: number,
  warehouseCode: string,
  skuId: number,
  qty: number,
  closeout: number | boolean,
  dropship: number | boolean,
  excludeFreeFreight: number | boolean,
  fullCaseOnly: number | boolean,
  returnable: number | boolean,
  expectedInventory: string,
];

export function withMedia(rows: readonly StyleRow[], media: readonly StyleMediaRow[]) {
  const byStyle = groupBy(
    media,
    (m) => m.styleId,
    (m): StyleMediaAsset => ({ image: m.image, assetType: m.assetType }),
  );
  return rows.map((row): StyleRecord => ({ ...row, media: byStyle.get(row.id) ?? [] }));
}

/**
 * Groups stock tuples per product, each product's list in the warehouses' display order (rows come
 * in key order, alphabetical codes).
 */
export function groupStock(
  tuples: Iterable<StockTuple>,
  displayOrder: ReadonlyMap<string, number>,
): Map<number, StockRecord[]> {
  const stock = new Map<number, StockRecord[]>();
  for (const t of tuples) {
    let list = stock.get(t[0]);
    if (!list) stock.set(t[0], (list = []));
    list.push({
      warehouseCode: t[1],
      skuId: t[2],
      qty: t[3],
      closeout: t[4] === true || t[4] === 1,
      dropship: t[5] === true || t[5] === 1,
      excludeFreeFreight: t[6] === true || t[6] === 1,
      fullCaseOnly: t[7] === true || t[7] === 1,
      returnable: t[8] === true || t[8] === 1,
      expectedInventory: t[9],
    });
  }
  return inDisplayOrder(stock, displayOrder);
}

/** A stock row as a driver that decodes rows into objects returns it. */
export type StockRow = StockRecord & { productId: number };

/** groupStock for stock read as objects (PostgreSQL: drizzle decodes every row). */
export function groupStockRows(
  rows: Iterable<StockRow>,
  displayOrder: ReadonlyMap<string, number>,
): Map<number, StockRecord[]> {
  const stock = new Map<number, StockRecord[]>();
  for (const { productId, ...record } of rows) {
    let list = stock.get(productId);
    if (!list) stock.set(productId, (list = []));
    list.push(record);
  }
  return inDisplayOrder(stock, displayOrder);
}

function inDisplayOrder(
  stock: Map<number, StockRecord[]>,
  displayOrder: ReadonlyMap<string, number>,
): Map<number, StockRecord[]> {
  const rank = (code: string) => displayOrder.get(code) ?? Number.MAX_SAFE_INTEGER;
  for (const list of stock.values()) {
    list.sort((a, b) => rank(a.warehouseCode) - rank(b.warehouseCode));
  }
  return stock;
}

/** The parts of a batch of products, each read once per batch (see the product loaders). */
export interface ProductBatch {
  styles: ReadonlyMap<number, ProductStyleRow>;
  colors: ReadonlyMap<number, ColorRow>;
  /** The yourSku shown per product id. */
  yourSkus: ReadonlyMap<number, string>;
  /** Undefined when the caller did not ask for stock. */
  stock: ReadonlyMap<number, StockRecord[]> | undefined;
}

export function toProductRecords(rows: readonly ProductRow[], batch: ProductBatch) {
  return rows.map((row): ProductRecord => {
    const style = batch.styles.get(row.styleId);
    const color = batch.colors.get(row.styleColorId);
    if (!style || !color) throw new Error(`Product ${row.id} has no style or color row.`);
    return {
      id: row.id,
      sku: row.sku,
      gtin: row.gtin,
      styleId: row.styleId,
      styleImage: style.styleImage,
      brandId: style.brandId,
      brandName: style.brandName,
      styleName: style.styleName,
      // Every sku of a color shares its (read-only) color record.
      color,
      sizeName: row.sizeName,
      sizeCode: row.sizeCode,
      sizeOrder: row.sizeOrder,
      sizePriceCodeName: row.sizePriceCodeName,
      baseCategoryId: style.baseCategoryId,
      caseQty: row.caseQty,
      unitWeight: row.unitWeight,
      mapPriceCents: row.mapPriceCents,
      retailPriceCents: row.retailPriceCents,
      piecePriceCents: row.piecePriceCents,
      dozenPriceCents: row.dozenPriceCents,
      casePriceCents: row.casePriceCents,
      salePriceCents: row.salePriceCents,
      saleExpiresAt: row.saleExpiresAt,
      noeRetailing: row.noeRetailing,
      caseWeight: row.caseWeight,
      caseWidth: row.caseWidth,
      caseLength: row.caseLength,
      caseHeight: row.caseHeight,
      polyPackQty: row.polyPackQty,
      countryOfOrigin: style.countryOfOrigin,
      yourSku: batch.yourSkus.get(row.id) ?? '',
      stock: batch.stock?.get(row.id) ?? [],
    };
  });
}

/** Keeps the first yourSku per product: the reads order the caller's preferred ones first. */
export function firstYourSkus(
  refs: Iterable<{ productId: number; yourSku: string }>,
): Map<number, string> {
  const yourSkus = new Map<number, string>();
  for (const ref of refs) {
    if (!yourSkus.has(ref.productId)) yourSkus.set(ref.productId, ref.yourSku);
  }
  return yourSkus;
}

export function byId<T extends { id: number }>(rows: readonly T[]): Map<number, T> {
  return new Map(rows.map((row) => [row.id, row]));
}

/** Groups rows by a key, keeping the order of the rows within each group. */
export function groupBy<Row, Value>(
  rows: readonly Row[],
  key: (row: Row) => number,
  value: (row: Row) => Value,
): Map<number, Value[]> {
  const groups = new Map<number, Value[]>();
  for (const row of rows) {
    const k = key(row);
    let list = groups.get(k);
    if (!list) {
      list = [];
      groups.set(k, list);
    }
    list.push(value(row));
  }
  return groups;
}
