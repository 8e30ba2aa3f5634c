// Writes the generated catalog with prepared statements inside large transactions: the full scale
// (≈250,000 skus, ≈2,250,000 stock cells) would take many minutes as one statement per row in
// autocommit mode, and far too much memory as one giant multi-row insert.
import type { Statement } from 'better-sqlite3';
import type { DatabaseHandle } from '../sqlite/client';
import { generateStyleBundles, type CatalogOptions, type StyleBundle } from './catalog-generator';
import { brandRows, catalogScales, categoryRows } from './catalog-rows';
import type { WarehouseInfo } from './catalog-stock';

export interface SeedCatalogOptions extends CatalogOptions {
  onProgress?: (done: number, total: number, label: string) => void;
}

type Value = string | number | null;
const sqlValue = (value: string | number | boolean | null): Value =>
  typeof value === 'boolean' ? (value ? 1 : 0) : value;

function inserter(
  handle: DatabaseHandle,
  table: string,
  columns: string[],
): (row: Record<string, unknown>) => void {
  const statement: Statement<Value[]> = handle.sqlite.prepare<Value[]>(
    `INSERT INTO ${table} (${columns.map(snakeCase).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
  );
  return (row) => {
    statement.run(...columns.map((c) => sqlValue(row[c] as string | number | boolean | null)));
  };
}

function snakeCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/** Keys of a row type, checked against the type so a schema change breaks the build here. */
function columnsOf<Row>(sample: Required<{ [K in keyof Row]: true }>): string[] {
  return Object.keys(sample);
}

export function seedCatalog(handle: DatabaseHandle, options: SeedCatalogOptions): void {
  const warehouses = handle.sqlite
    .prepare('SELECT code, is_dropship AS isDropship FROM warehouses ORDER BY sort_order')
    .all() as { code: string; isDropship: number }[];
  const warehouseInfo: WarehouseInfo[] = warehouses.map((w) => ({
    code: w.code,
    isDropship: w.isDropship === 1,
  }));

  const insertBrand = inserter(handle, 'brands', ['id', 'name', 'image', 'noeRetailing']);
  const insertCategory = inserter(handle, 'categories', ['id', 'name', 'image']);
  const insert = {
    style: inserter(
      handle,
      'styles',
      columnsOf<StyleBundle['style']>({
        id: true,
        partNumber: true,
        brandId: true,
        styleName: true,
        title: true,
        description: true,
        baseCategory: true,
        baseCategoryId: true,
        categoryIds: true,
        catalogPageNumber: true,
        newStyle: true,
        comparableGroup: true,
        companionGroup: true,
        styleImage: true,
        sustainableStyle: true,
        countryOfOrigin: true,
      }),
    ),
    media: inserter(
      handle,
      'style_media',
      columnsOf<StyleBundle['media'][number]>({
        styleId: true,
        position: true,
        image: true,
        assetType: true,
      }),
    ),
    color: inserter(
      handle,
      'style_colors',
      columnsOf<StyleBundle['colors'][number]>({
        id: true,
        styleId: true,
        colorCode: true,
        colorName: true,
        colorPriceCodeName: true,
        colorGroup: true,
        colorGroupName: true,
        colorFamilyId: true,
        colorFamily: true,
        color1: true,
        color2: true,
        swatchTextColor: true,
        swatchImage: true,
        frontImage: true,
        sideImage: true,
        backImage: true,
        directSideImage: true,
        onModelFrontImage: true,
        onModelSideImage: true,
        onModelBackImage: true,
      }),
    ),
    spec: inserter(
      handle,
      'specs',
      columnsOf<StyleBundle['specs'][number]>({
        id: true,
        styleId: true,
        sizeName: true,
        sizeOrder: true,
        specName: true,
        value: true,
      }),
    ),
    product: inserter(
      handle,
      'products',
      columnsOf<StyleBundle['products'][number]>({
        id: true,
        sku: true,
        gtin: true,
        styleId: true,
        styleColorId: true,
        sizeName: true,
        sizeCode: true,
        sizeOrder: true,
        sizePriceCodeName: true,
        caseQty: true,
        unitWeight: true,
        mapPriceCents: true,
        retailPriceCents: true,
        piecePriceCents: true,
        dozenPriceCents: true,
        casePriceCents: true,
        salePriceCents: true,
        saleExpiresAt: true,
        noeRetailing: true,
        caseWeight: true,
        caseWidth: true,
        caseLength: true,
        caseHeight: true,
        polyPackQty: true,
      }),
    ),
    stock: inserter(
      handle,
      'stock',
      columnsOf<StyleBundle['stock'][number]>({
        productId: true,
        warehouseCode: true,
        skuId: true,
        qty: true,
        closeout: true,
        dropship: true,
        excludeFreeFreight: true,
        fullCaseOnly: true,
        returnable: true,
        expectedInventory: true,
      }),
    ),
  };

  const total = catalogScales[options.scale].styles;
  const batchSize = 250;
  const writeBatch = handle.sqlite.transaction((bundles: StyleBundle[]) => {
    for (const bundle of bundles) {
      insert.style(bundle.style);
      for (const row of bundle.media) insert.media(row);
      for (const row of bundle.colors) insert.color(row);
      for (const row of bundle.specs) insert.spec(row);
      for (const row of bundle.products) insert.product(row);
      for (const row of bundle.stock) insert.stock(row);
    }
  });

  handle.sqlite.transaction(() => {
    for (const row of brandRows(options.scale)) insertBrand(row);
    for (const row of categoryRows()) insertCategory(row);
  })();

  let done = 0;
  let batch: StyleBundle[] = [];
  options.onProgress?.(0, total, 'styles');
  for (const bundle of generateStyleBundles(options, warehouseInfo)) {
    batch.push(bundle);
    if (batch.length === batchSize) {
      writeBatch(batch);
      done += batch.length;
      batch = [];
      options.onProgress?.(done, total, 'styles');
    }
  }
  if (batch.length > 0) {
    writeBatch(batch);
    done += batch.length;
    options.onProgress?.(done, total, 'styles');
  }
}
