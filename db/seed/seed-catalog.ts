// Writes the generated catalog in batches of styles, each batch one write of the dialect's writer
// (SQLite: one transaction of prepared inserts; PostgreSQL: one unnest insert per table). Batches
// keep memory flat: the full scale (≈250,000 skus, ≈2,250,000 stock cells) is never held at once.
// While writing, it keeps what the later seed steps need to know about the catalog, so they do not
// read it back from the database.
import { generateStyleBundles, type CatalogOptions, type StyleBundle } from './catalog-generator';
import { brandRows, catalogScales, categoryRows } from './catalog-rows';
import type { WarehouseInfo } from './catalog-stock';
import { warehouseRows } from './reference-data';
import { rowsOf, type SeedBatch, type SeedWriter } from './seed-rows';

export interface SeedCatalogOptions extends CatalogOptions {
  onProgress?: (done: number, total: number, label: string) => void;
}

/** A stocked cell of an early product, with what an order line of it shows. */
export interface OrderableCell {
  productId: number;
  warehouseCode: string;
  returnable: boolean;
  sku: string;
  gtin: string;
  caseQty: number;
  unitWeight: number;
  piecePriceCents: number;
  dozenPriceCents: number;
  casePriceCents: number;
  salePriceCents: number | null;
  saleExpiresAt: number | null;
  brandName: string;
  styleName: string;
  title: string;
  colorName: string;
  sizeName: string;
}

export interface CatalogFacts {
  /** Product ids of the skus asked for in `wantedSkus`. */
  productIdBySku: Map<string, number>;
  brandIdByName: Map<string, number>;
  /** Cells with stock of products 1–2000 outside the dropship warehouse, by product then warehouse. */
  orderableCells: OrderableCell[];
}

/** The order history draws its lines from the first products only (as the catalog grows, they stay). */
const ORDERABLE_PRODUCT_LIMIT = 2000;
const DROPSHIP = 'DS';

function collectFacts(
  bundle: StyleBundle,
  facts: CatalogFacts,
  wantedSkus: Set<string>,
  brandNames: Map<number, string>,
): void {
  for (const product of bundle.products) {
    if (wantedSkus.has(product.sku)) facts.productIdBySku.set(product.sku, product.id);
  }
  const early = bundle.products.filter((p) => p.id <= ORDERABLE_PRODUCT_LIMIT);
  if (early.length === 0) return;
  const products = new Map(early.map((p) => [p.id, p]));
  const colors = new Map(bundle.colors.map((c) => [c.id, c]));
  const brandName = brandNames.get(bundle.style.brandId) ?? '';
  for (const cell of bundle.stock) {
    const product = products.get(cell.productId);
    if (!product || cell.qty <= 0 || cell.warehouseCode === DROPSHIP) continue;
    facts.orderableCells.push({
      productId: product.id,
      warehouseCode: cell.warehouseCode,
      returnable: cell.returnable,
      sku: product.sku,
      gtin: product.gtin,
      caseQty: product.caseQty,
      unitWeight: product.unitWeight,
      piecePriceCents: product.piecePriceCents,
      dozenPriceCents: product.dozenPriceCents,
      casePriceCents: product.casePriceCents,
      salePriceCents: product.salePriceCents,
      saleExpiresAt: product.saleExpiresAt,
      brandName,
      styleName: bundle.style.styleName,
      title: bundle.style.title,
      colorName: colors.get(product.styleColorId)?.colorName ?? '',
      sizeName: product.sizeName,
    });
  }
}

function batchOf(bundles: StyleBundle[]): SeedBatch {
  return [
    rowsOf(
      'styles',
      bundles.map((b) => b.style),
    ),
    rowsOf(
      'styleMedia',
      bundles.flatMap((b) => b.media),
    ),
    rowsOf(
      'styleColors',
      bundles.flatMap((b) => b.colors),
    ),
    rowsOf(
      'specs',
      bundles.flatMap((b) => b.specs),
    ),
    rowsOf(
      'products',
      bundles.flatMap((b) => b.products),
    ),
    rowsOf(
      'stock',
      bundles.flatMap((b) => b.stock),
    ),
  ];
}

export async function seedCatalog(
  writer: SeedWriter,
  options: SeedCatalogOptions,
  wantedSkus: Set<string> = new Set(),
): Promise<CatalogFacts> {
  const warehouseInfo: WarehouseInfo[] = warehouseRows.map((w) => ({
    code: w.code,
    isDropship: w.isDropship,
  }));
  const brands = brandRows(options.scale);
  await writer.write([rowsOf('brands', brands), rowsOf('categories', categoryRows())]);
  const facts: CatalogFacts = {
    productIdBySku: new Map(),
    brandIdByName: new Map(brands.map((b) => [b.name, b.id])),
    orderableCells: [],
  };

  const brandNames = new Map(brands.map((b) => [b.id, b.name]));
  const total = catalogScales[options.scale].styles;
  const batchSize = 250;
  let done = 0;
  let batch: StyleBundle[] = [];
  const flush = async () => {
    await writer.write(batchOf(batch));
    done += batch.length;
    batch = [];
    options.onProgress?.(done, total, 'styles');
  };
  options.onProgress?.(0, total, 'styles');
  for (const bundle of generateStyleBundles(options, warehouseInfo)) {
    collectFacts(bundle, facts, wantedSkus, brandNames);
    batch.push(bundle);
    if (batch.length === batchSize) await flush();
  }
  if (batch.length > 0) await flush();
  facts.orderableCells.sort(
    (a, b) =>
      a.productId - b.productId ||
      (a.warehouseCode < b.warehouseCode ? -1 : a.warehouseCode > b.warehouseCode ? 1 : 0),
  );
  return facts;
}
