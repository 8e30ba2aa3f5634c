// Row shapes of the catalog queries and their mapping to lib/domain records. SQLite returns
// booleans as 0/1 and column names in snake_case; nothing above db/ sees either.
import type {
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
  style_image: string;
  brand_id: number;
  brand_name: string;
  style_name: string;
  color_code: string;
  color_name: string;
  color_price_code_name: string;
  color_group: string;
  color_group_name: string;
  color_family_id: number;
  color_family: string;
  color1: string;
  color2: string;
  swatch_text_color: string;
  swatch_image: string;
  front_image: string;
  side_image: string;
  back_image: string;
  direct_side_image: string;
  on_model_front_image: string;
  on_model_side_image: string;
  on_model_back_image: string;
  size_name: string;
  size_code: string;
  size_order: string;
  size_price_code_name: string;
  base_category_id: number;
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
  country_of_origin: string;
}

export const productColumns = `p.id, p.sku, p.gtin, p.style_id, s.style_image, s.brand_id,
  b.name AS brand_name, s.style_name, c.color_code, c.color_name, c.color_price_code_name,
  c.color_group, c.color_group_name, c.color_family_id, c.color_family, c.color1, c.color2,
  c.swatch_text_color, c.swatch_image, c.front_image, c.side_image, c.back_image,
  c.direct_side_image, c.on_model_front_image, c.on_model_side_image, c.on_model_back_image,
  p.size_name, p.size_code, p.size_order, p.size_price_code_name, s.base_category_id, p.case_qty,
  p.unit_weight, p.map_price_cents, p.retail_price_cents, p.piece_price_cents,
  p.dozen_price_cents, p.case_price_cents, p.sale_price_cents, p.sale_expires_at,
  p.noe_retailing, p.case_weight, p.case_width, p.case_length, p.case_height, p.poly_pack_qty,
  s.country_of_origin`;

export const productJoins = `products p
  JOIN styles s ON s.id = p.style_id
  JOIN brands b ON b.id = s.brand_id
  JOIN style_colors c ON c.id = p.style_color_id`;

export function toProductRecord(
  row: ProductRow,
  yourSku: string,
  stock: StockRecord[],
): ProductRecord {
  return {
    id: row.id,
    sku: row.sku,
    gtin: row.gtin,
    styleId: row.style_id,
    styleImage: row.style_image,
    brandId: row.brand_id,
    brandName: row.brand_name,
    styleName: row.style_name,
    color: {
      colorCode: row.color_code,
      colorName: row.color_name,
      colorPriceCodeName: row.color_price_code_name,
      colorGroup: row.color_group,
      colorGroupName: row.color_group_name,
      colorFamilyId: row.color_family_id,
      colorFamily: row.color_family,
      color1: row.color1,
      color2: row.color2,
      swatchTextColor: row.swatch_text_color,
      swatchImage: row.swatch_image,
      frontImage: row.front_image,
      sideImage: row.side_image,
      backImage: row.back_image,
      directSideImage: row.direct_side_image,
      onModelFrontImage: row.on_model_front_image,
      onModelSideImage: row.on_model_side_image,
      onModelBackImage: row.on_model_back_image,
    },
    sizeName: row.size_name,
    sizeCode: row.size_code,
    sizeOrder: row.size_order,
    sizePriceCodeName: row.size_price_code_name,
    baseCategoryId: row.base_category_id,
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
    countryOfOrigin: row.country_of_origin,
    yourSku,
    stock,
  };
}

export interface StockRow {
  product_id: number;
  warehouse_code: string;
  sku_id: number;
  qty: number;
  closeout: number;
  dropship: number;
  exclude_free_freight: number;
  full_case_only: number;
  returnable: number;
  expected_inventory: string;
}

export function toStockRecord(row: StockRow): StockRecord {
  return {
    warehouseCode: row.warehouse_code,
    skuId: row.sku_id,
    qty: row.qty,
    closeout: row.closeout === 1,
    dropship: row.dropship === 1,
    excludeFreeFreight: row.exclude_free_freight === 1,
    fullCaseOnly: row.full_case_only === 1,
    returnable: row.returnable === 1,
    expectedInventory: row.expected_inventory,
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
