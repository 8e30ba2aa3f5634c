// Stock of one sku across every warehouse: mostly healthy quantities, with the zero, low,
// closeout, dropship-only and full-case-only cells that real feeds contain.
import type { stock } from '../sqlite/schema';
import type { ForcedStock } from './demo-fixtures';
import type { Random } from './random';

export type StockRow = typeof stock.$inferSelect;

export interface WarehouseInfo {
  code: string;
  isDropship: boolean;
}

/** Decisions made once per style, so a style's cells look consistent. */
export interface StyleStockProfile {
  closeout: boolean;
  dropshipOnly: boolean;
  /** The mill also ships this style directly (DS holds stock). */
  dropshipAvailable: boolean;
  excludeFreeFreight: boolean;
  /** Warehouses that stock the style at all. */
  carried: Set<string>;
  fullCaseOnly: Set<string>;
}

/** Smaller buildings carry fewer styles. */
const carryRate: Record<string, number> = { FL: 0.6, OH: 0.65, NJ: 0.85, GA: 0.85 };

export function styleStockProfile(
  rng: Random,
  warehouses: readonly WarehouseInfo[],
  flags: { closeout: boolean; dropshipOnly: boolean; bulky: boolean },
): StyleStockProfile {
  const carried = new Set<string>();
  const fullCaseOnly = new Set<string>();
  for (const w of warehouses) {
    if (w.isDropship) continue;
    if (rng.chance(carryRate[w.code] ?? 0.92)) carried.add(w.code);
    if (rng.chance(0.03)) fullCaseOnly.add(w.code);
  }
  return {
    closeout: flags.closeout,
    dropshipOnly: flags.dropshipOnly,
    dropshipAvailable: flags.dropshipOnly || rng.chance(0.15),
    excludeFreeFreight: rng.chance(flags.bulky ? 0.2 : 0.03),
    carried,
    fullCaseOnly,
  };
}

export interface SkuStockInput {
  productId: number;
  sku: string;
  /** Larger for core sizes and colors (M–XL, black, white). */
  demandWeight: number;
  forced: ForcedStock | undefined;
}

export function stockCells(
  rng: Random,
  now: number,
  warehouses: readonly WarehouseInfo[],
  profile: StyleStockProfile,
  input: SkuStockInput,
  nextSkuId: () => number,
): StockRow[] {
  return warehouses.map((w) => {
    const base = randomCell(rng, now, w, profile, input.demandWeight);
    const cell: StockRow = {
      productId: input.productId,
      warehouseCode: w.code,
      skuId: nextSkuId(),
      ...base,
    };
    return input.forced ? applyForced(cell, input.forced) : cell;
  });
}

type CellValues = Omit<StockRow, 'productId' | 'warehouseCode' | 'skuId'>;

function randomCell(
  rng: Random,
  now: number,
  w: WarehouseInfo,
  profile: StyleStockProfile,
  demandWeight: number,
): CellValues {
  const cell: CellValues = {
    qty: 0,
    closeout: profile.closeout,
    dropship: w.isDropship,
    // Dropship orders ship from the mill and never count towards free freight.
    excludeFreeFreight: w.isDropship || profile.excludeFreeFreight,
    fullCaseOnly: profile.fullCaseOnly.has(w.code),
    returnable: !profile.closeout,
    expectedInventory: 'None',
  };
  if (w.isDropship) {
    if (profile.dropshipAvailable) cell.qty = rng.int(24, 2400);
    return cell;
  }
  if (profile.dropshipOnly || !profile.carried.has(w.code)) return cell;
  if (profile.closeout) {
    cell.qty = rng.chance(0.4) ? 0 : rng.int(1, 240);
    return cell;
  }
  const roll = rng.next();
  if (roll < 0.06) {
    cell.qty = 0;
    if (rng.chance(0.7)) cell.expectedInventory = expectedInventory(rng, now);
  } else if (roll < 0.16) {
    cell.qty = rng.int(1, 30);
    if (rng.chance(0.5)) cell.expectedInventory = expectedInventory(rng, now);
  } else {
    // A long tail: most cells hold hundreds, core sizes and colors thousands.
    cell.qty = Math.round(31 + rng.next() ** 2 * 2400 * demandWeight);
    if (rng.chance(0.15)) cell.expectedInventory = expectedInventory(rng, now);
  }
  return cell;
}

/** `EnRoute:<MM/DD/YYYY> <qty>|OnOrder:<qty>`, the sample's shape, with dates after `now`. */
export function expectedInventory(rng: Random, now: number): string {
  const arrives = new Date(now + rng.int(3, 45) * 86_400_000);
  const date = `${pad(arrives.getUTCMonth() + 1)}/${pad(arrives.getUTCDate())}/${arrives.getUTCFullYear()}`;
  const enRoute = rng.int(1, 40) * 12;
  const onOrder = rng.chance(0.6) ? rng.int(1, 100) * 24 : 0;
  return `EnRoute:${date} ${enRoute}|OnOrder:${onOrder}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function applyForced(cell: StockRow, forced: ForcedStock): StockRow {
  const qty = forced.qty[cell.warehouseCode as keyof ForcedStock['qty']] ?? 0;
  const closeout = forced.closeout ?? false;
  return {
    ...cell,
    qty,
    closeout,
    returnable: !closeout,
    fullCaseOnly: forced.fullCaseOnlyWarehouse === cell.warehouseCode,
    excludeFreeFreight: cell.dropship || (forced.excludeFreeFreight ?? false),
    expectedInventory: qty === 0 && !closeout ? cell.expectedInventory : 'None',
  };
}
