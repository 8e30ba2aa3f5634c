// Row shapes of the catalog queries and their mapping to lib/domain records. SQLite returns
// booleans as 0/1 and column names in snake_case; nothing above db/ sees either.
import type {
  ColorRecord,
  ProductRecord,
  SpecRecord,
  StockRecord,
  StyleMediaAsset,
  StyleRecord,
} from '@/lib/domain/catalog';

export interface StyleRow {
  id: number;
  part_number: string;
  brand_id: number;
  brand_name: string;
  brand_image: string;
  style_name: string;
  title: string;
  description: string;
  base_category: string;
  base_category_id: number;
  category_ids: string;
  catalog_page_number: string;
  new_style: number;
  comparable_group: string;
  companion_group: string;
  style_image: string;
  sustainable_style: number;
}

export const styleColumns = `s.id, s.part_number, s.brand_id, b.name AS brand_name, b.image AS brand_image,
  s.style_name, s.title, s.description, s.base_category, s.base_category_id, s.category_ids,
  s.catalog_page_number, s.new_style, s.comparable_group, s.companion_group, s.style_image,
  s.sustainable_style`;

export interface StyleMediaRow {
  style_id: number;
  image: string;
  asset_type: string;
}

export function toStyleRecord(row: StyleRow, media: StyleMediaAsset[]): StyleRecord {
  return {
    id: row.id,
    partNumber: row.part_number,
    brandId: row.brand_id,
    brandName: row.brand_name,
    brandImage: row.brand_image,
    styleName: row.style_name,
    title: row.title,
    description: row.description,
    baseCategory: row.base_category,
    baseCategoryId: row.base_category_id,
    categoryIds: row.category_ids,
    catalogPageNumber: row.catalog_page_number,
    newStyle: row.new_style === 1,
    comparableGroup: row.comparable_group,
    companionGroup: row.companion_group,
    styleImage: row.style_image,
    sustainableStyle: row.sustainable_style === 1,
    media,
  };
}

export interface ProductRow {
  id: number;
  sku: string;
  gtin: string;
  style_id: number;
  style_color_id: number;
  size_name: string;
  size_code: string;
  size_order: string;
  size_price_code_name: string;
  case_qty: number;
  unit_weight: number;
  map_price_cents: number;
  retail_price_cents: number;
  piece_price_cents: number;
  dozen_price_cents: number;
  case_price_cents: number;
  sale_price_cents: number | null;
  sale_expires_at: number | null;
  noe_retailing: number;
  case_weight: number;
  case_width: number;
  case_length: number;
  case_height: number;
  poly_pack_qty: number;
}

export const productColumns = `p.id, p.sku, p.gtin, p.style_id, p.style_color_id, p.size_name,
  p.size_code, p.size_order, p.size_price_code_name, p.case_qty, p.unit_weight,
  p.map_price_cents, p.retail_price_cents, p.piece_price_cents, p.dozen_price_cents,
  p.case_price_cents, p.sale_price_cents, p.sale_expires_at, p.noe_retailing, p.case_weight,
  p.case_width, p.case_length, p.case_height, p.poly_pack_qty`;

/** What a product shows of its style and brand. */
export interface ProductStyleRow {
  id: number;
  style_image: string;
  brand_id: number;
  brand_name: string;
  style_name: string;
  base_category_id: number;
  country_of_origin: string;
}

export function toProductRecord(
  row: ProductRow,
  style: ProductStyleRow,
  color: ColorRecord,
  yourSku: string,
  stock: StockRecord[],
): ProductRecord {
  return {
    id: row.id,
    sku: row.sku,
    gtin: row.gtin,
    styleId: row.style_id,
    styleImage: style.style_image,
    brandId: style.brand_id,
    brandName: style.brand_name,
    styleName: style.style_name,
    color,
    sizeName: row.size_name,
    sizeCode: row.size_code,
    sizeOrder: row.size_order,
    sizePriceCodeName: row.size_price_code_name,
    baseCategoryId: style.base_category_id,
    caseQty: row.case_qty,
    unitWeight: row.unit_weight,
    mapPriceCents: row.map_price_cents,
    retailPriceCents: row.retail_price_cents,
    piecePriceCents: row.piece_price_cents,
    dozenPriceCents: row.dozen_price_cents,
    casePriceCents: row.case_price_cents,
    salePriceCents: row.sale_price_cents,
    saleExpiresAt: row.sale_expires_at,
    noeRetailing: row.noe_retailing === 1,
    caseWeight: row.case_weight,
    caseWidth: row.case_width,
    caseLength: row.case_length,
    caseHeight: row.case_height,
    polyPackQty: row.poly_pack_qty,
    countryOfOrigin: style.country_of_origin,
    yourSku,
    stock,
  };
}

export interface SpecRow {
  id: number;
  style_id: number;
  part_number: string;
  brand_name: string;
  style_name: string;
  size_name: string;
  size_order: string;
  spec_name: string;
  value: string;
}

export const specSelect = `SELECT sp.id, sp.style_id, s.part_number, b.name AS brand_name,
  s.style_name, sp.size_name, sp.size_order, sp.spec_name, sp.value
  FROM specs sp JOIN styles s ON s.id = sp.style_id JOIN brands b ON b.id = s.brand_id`;

export function toSpecRecord(row: SpecRow): SpecRecord {
  return {
    id: row.id,
    styleId: row.style_id,
    partNumber: row.part_number,
    brandName: row.brand_name,
    styleName: row.style_name,
    sizeName: row.size_name,
    sizeOrder: row.size_order,
    specName: row.spec_name,
    value: row.value,
  };
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
