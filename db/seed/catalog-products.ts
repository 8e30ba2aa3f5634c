// The skus of one style (every color in every size) with prices, weights and stock per warehouse.
import type { PaletteColor } from './catalog-colors';
import {
  dayMs,
  retailRound,
  type ProductRow,
  type StyleColorRow,
  type StyleRow,
} from './catalog-rows';
import type { SizeDef } from './catalog-sizes';
import {
  stockCells,
  type StockRow,
  type StyleStockProfile,
  type WarehouseInfo,
} from './catalog-stock';
import type { GarmentKind } from './catalog-garment-specs';
import { forcedSaleOf, forcedStockOf } from './demo-fixtures';
import { makeGtin14 } from './gtin';
import type { IdCounters } from './catalog-generator';
import type { Random } from './random';

export interface StylePricing {
  /** Piece price of the reference size in a regular ("Colors") color. */
  referencePieceCents: number;
  noeRetailing: boolean;
}

export interface ProductsInput {
  now: number;
  style: StyleRow;
  brandId: number;
  kind: GarmentKind;
  colors: { row: StyleColorRow; palette: PaletteColor }[];
  sizes: readonly SizeDef[];
  pricing: StylePricing;
  profile: StyleStockProfile;
  warehouses: readonly WarehouseInfo[];
  counters: IdCounters;
  /** Featured styles take their sales from the fixtures only. */
  randomSales: boolean;
}

/** Color price codes move the price: whites are cheaper, heathers and specialty colors dearer. */
const colorAdjustBasisPoints: Record<PaletteColor['priceCode'], number> = {
  White: -600,
  Colors: 0,
  Heathers: 400,
  Specialty: 800,
};

const caseDimensions: Record<GarmentKind['base'], [number, number, number]> = {
  tees: [16, 24, 10],
  tanks: [16, 22, 8],
  polos: [16, 24, 12],
  fleece: [18, 24, 16],
  outerwear: [18, 24, 18],
  bottoms: [18, 24, 14],
  headwear: [24, 24, 18],
  bags: [16, 20, 12],
};

const coreColors = new Set(['Black', 'White', 'Navy', 'Sport Grey']);

export function buildProducts(
  rng: Random,
  input: ProductsInput,
): { products: ProductRow[]; stock: StockRow[] } {
  const { style, kind, counters } = input;
  const products: ProductRow[] = [];
  const stock: StockRow[] = [];
  const sale = input.randomSales ? styleSale(rng, input) : undefined;
  const companyPrefix = 800_000 + input.brandId * 1371;
  const [refLow, refHigh] = kind.unitWeight;
  const referenceWeight = refLow + rng.next() * (refHigh - refLow);

  for (const { row: color, palette } of input.colors) {
    const onSale = sale?.colorCodes.has(color.colorCode) === true;
    for (const size of input.sizes) {
      const id = ++counters.product;
      const sku = style.partNumber + color.colorCode + size.code;
      const gtinItem = (counters.gtinItem.get(input.brandId) ?? 0) + 1;
      counters.gtinItem.set(input.brandId, gtinItem);
      const piece = Math.round(
        (input.pricing.referencePieceCents *
          (10_000 + colorAdjustBasisPoints[palette.priceCode]) *
          (10_000 + size.premiumBasisPoints)) /
          100_000_000,
      );
      // Quantity breaks: dozen 6 % and case 12 % under the piece price, so piece ≥ dozen ≥ case.
      const dozen = Math.round(piece * 0.94);
      const casePrice = Math.round(piece * 0.88);
      const forcedSale = forcedSaleOf(sku);
      const salePrice =
        forcedSale?.salePriceCents ?? (onSale ? Math.round(casePrice * 0.85) : null);
      const saleDays = forcedSale?.saleEndsDaysAfterNow ?? sale?.endsDaysAfterNow;
      const caseQty = size.rank >= 4 && kind.caseQty >= 24 ? kind.caseQty / 2 : kind.caseQty;
      const unitWeight = round(referenceWeight * (1 + 0.07 * size.rank), 3);
      const [width, length, height] = caseDimensions[kind.base];
      products.push({
        id,
        sku,
        gtin: makeGtin14(companyPrefix, gtinItem),
        styleId: style.id,
        styleColorId: color.id,
        sizeName: size.name,
        sizeCode: size.code,
        sizeOrder: size.order,
        sizePriceCodeName: size.priceCode,
        caseQty,
        unitWeight,
        mapPriceCents: retailRound(piece * 1.9),
        retailPriceCents: retailRound(piece * 2.6),
        piecePriceCents: piece,
        dozenPriceCents: dozen,
        casePriceCents: casePrice,
        salePriceCents: salePrice,
        saleExpiresAt:
          salePrice === null || saleDays === undefined ? null : saleEnd(input.now, saleDays),
        noeRetailing: input.pricing.noeRetailing,
        caseWeight: round(unitWeight * caseQty + 1.5, 2),
        caseWidth: width,
        caseLength: length,
        caseHeight: height + Math.max(0, size.rank - 2),
        polyPackQty: kind.polyPackQty,
      });
      const demandWeight =
        (size.rank >= 0 && size.rank <= 2 ? 1.6 : size.rank >= 4 || size.rank < -1 ? 0.45 : 1) *
        (coreColors.has(color.colorName) ? 1.5 : 1);
      stock.push(
        ...stockCells(
          rng,
          input.now,
          input.warehouses,
          input.profile,
          { productId: id, sku, demandWeight, forced: forcedStockOf(sku) },
          () => ++counters.stockSku,
        ),
      );
    }
  }
  return { products, stock };
}

/** About one style in ten has a sale on a few colors; one in five of those already expired. */
function styleSale(
  rng: Random,
  input: ProductsInput,
): { colorCodes: Set<string>; endsDaysAfterNow: number } | undefined {
  if (!rng.chance(0.1)) return undefined;
  const colors = rng.sample(input.colors, rng.int(1, 3)).map((c) => c.row.colorCode);
  const endsDaysAfterNow = rng.chance(0.2) ? -rng.int(1, 20) : rng.int(3, 45);
  return { colorCodes: new Set(colors), endsDaysAfterNow };
}

/** Sales end at midnight UTC the given number of days after `now`'s day. */
function saleEnd(now: number, days: number): number {
  return Math.floor(now / dayMs) * dayMs + days * dayMs;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
