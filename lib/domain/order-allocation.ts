// Which warehouse fills how much of each order line. Lines naming the same sku (and, when the
// customer chose, the same warehouse) are merged first. With a chosen warehouse only that
// warehouse's stock counts; with autoselect the warehouse-autoselect functions decide. Whatever
// cannot be filled becomes a LineError naming the line as the customer wrote it.
import type { PriceLevels } from './catalog';
import { DomainError, type FieldError } from './errors';
import { quoteFreight } from './freight';
import type { LineError, PlaceOrderCommand } from './orders';
import type { AllocationRequest, AllocationResult } from './warehouse-autoselect.types';
import type { CalendarDate } from './business-days';
import { canShipBy, cannotShipByMessage } from './ship-by-date';

export type AllocateFn = (request: AllocationRequest) => AllocationResult;

export interface PlanProduct {
  productId: number;
  sku: string;
  gtin: string;
  /** The account's own cross reference, '' when none. */
  yourSku: string;
  brandId: number;
  brandName: string;
  styleId: number;
  styleName: string;
  title: string;
  colorName: string;
  sizeName: string;
  caseQty: number;
  unitWeight: number;
  levels: PriceLevels;
}

export interface PlanStockCell {
  productId: number;
  warehouseCode: string;
  qty: number;
  fullCaseOnly: boolean;
  excludeFreeFreight: boolean;
  returnable: boolean;
}

export interface PlanWarehouse {
  code: string;
  sortOrder: number;
  isDropship: boolean;
  /** Ground business days from this warehouse to the order's destination. */
  daysInTransit: number;
  /** The day an order placed now ships from here (cut-off and business days applied). */
  shipDay: CalendarDate;
}

export interface Fill {
  product: PlanProduct;
  warehouseCode: string;
  qty: number;
}

interface Group {
  lineNumber: number;
  identifier: string;
  product: PlanProduct;
  warehouseCode: string; // '' for autoselect
  qty: number;
}

/** `Identifier B00760004 (Gildan, 5000, Black, L)`: how line errors name a line. */
function describedLine(identifier: string, product: PlanProduct): string {
  return `Identifier ${identifier} (${product.brandName}, ${product.styleName}, ${product.colorName}, ${product.sizeName})`;
}

export function lineErrorMessage(
  identifier: string,
  product: PlanProduct | undefined,
  available: number,
  fullCasesOf?: number,
): string {
  if (!product) return `Identifier ${identifier} - Not Found`;
  const what = describedLine(identifier, product);
  if (available === 0) return `${what} - Out Of Stock`;
  if (fullCasesOf !== undefined) return `${what} - Full Cases Only (${fullCasesOf} per case)`;
  return `${what} - Only ${available} Available`;
}

/** Unknown warehouse codes are request errors (400 naming the field), not line errors. */
export function validateWarehouseCodes(
  command: PlaceOrderCommand,
  known: ReadonlySet<string>,
): void {
  const errors: FieldError[] = [];
  for (const code of command.autoselectWarehouses ?? []) {
    if (!known.has(code)) {
      errors.push({
        field: 'autoselectWarehouse_Warehouses',
        message: `Unknown warehouse ${code}.`,
      });
    }
  }
  if (!command.autoselectWarehouse || command.keepLineWarehouses) {
    command.lines.forEach((line, index) => {
      const code = line.warehouseAbbr ?? '';
      if (command.autoselectWarehouse && code === '') return; // the service chooses this one
      if (!known.has(code)) {
        errors.push({
          field: `lines[${index}].warehouseAbbr`,
          message:
            code === ''
              ? 'Required unless autoselectWarehouse is true.'
              : `Unknown warehouse ${code}.`,
        });
      }
    });
  }
  if (errors.length > 0) throw DomainError.invalid(errors);
}

/** '' when the service chooses the line's warehouse; the line's own code when it is pinned. */
function pinnedWarehouse(command: PlaceOrderCommand, warehouseAbbr: string | undefined): string {
  if (!command.autoselectWarehouse) return warehouseAbbr ?? '';
  return command.keepLineWarehouses ? (warehouseAbbr ?? '') : '';
}

function usable(cell: PlanStockCell, caseQty: number): number {
  if (!cell.fullCaseOnly || caseQty <= 1) return Math.max(0, cell.qty);
  return Math.floor(Math.max(0, cell.qty) / caseQty) * caseQty;
}

export function allocateLines(
  command: PlaceOrderCommand,
  snapshot: {
    products: ReadonlyMap<string, PlanProduct>;
    stock: readonly PlanStockCell[];
    warehouses: readonly PlanWarehouse[];
  },
  allocate: AllocateFn,
  shipBy?: CalendarDate,
): { fills: Fill[]; lineErrors: LineError[] } {
  validateWarehouseCodes(command, new Set(snapshot.warehouses.map((w) => w.code)));
  // Warehouses that cannot ship by the buyer's date are never chosen and never filled from.
  const late = new Set(
    snapshot.warehouses.filter((w) => !canShipBy(w.shipDay, shipBy)).map((w) => w.code),
  );
  const lineErrors: LineError[] = [];
  const groups = new Map<string, Group>();
  command.lines.forEach((line, index) => {
    const identifier = line.identifier.trim();
    const product = snapshot.products.get(identifier);
    const warehouseCode = pinnedWarehouse(command, line.warehouseAbbr);
    if (!product) {
      lineErrors.push({
        lineNumber: index + 1,
        identifier,
        warehouseAbbr: warehouseCode,
        qtyRequested: line.qty,
        qtyAvailable: 0,
        message: lineErrorMessage(identifier, undefined, 0),
      });
      return;
    }
    const key = `${product.productId}@${warehouseCode}`;
    const group = groups.get(key);
    if (group) group.qty += line.qty;
    else
      groups.set(key, { lineNumber: index + 1, identifier, product, warehouseCode, qty: line.qty });
  });

  const cellsByProduct = new Map<number, PlanStockCell[]>();
  for (const cell of snapshot.stock) {
    const list = cellsByProduct.get(cell.productId) ?? [];
    list.push(cell);
    cellsByProduct.set(cell.productId, list);
  }
  const fills: Fill[] = [];
  const shortOf = (group: Group, available: number, fullCasesOf?: number, tooLate = false) =>
    lineErrors.push({
      lineNumber: group.lineNumber,
      identifier: group.identifier,
      warehouseAbbr: group.warehouseCode,
      qtyRequested: group.qty,
      qtyAvailable: available,
      message:
        tooLate && shipBy
          ? cannotShipByMessage(describedLine(group.identifier, group.product), shipBy)
          : lineErrorMessage(group.identifier, group.product, available, fullCasesOf),
    });
  /** The shortfall would have been filled by stock in a warehouse that ships too late. */
  const lateStockCovers = (group: Group, short: number) =>
    (cellsByProduct.get(group.product.productId) ?? [])
      .filter((c) => late.has(c.warehouseCode))
      .reduce((sum, c) => sum + usable(c, group.product.caseQty), 0) >= short;

  // Lines pinned to a warehouse are filled from it first; the service then chooses for the rest
  // from what is left (all lines are one or the other unless the portal keeps its choices).
  const taken = new Map<string, number>();
  const pinnedGroups = [...groups.values()].filter(
    (g) => g.warehouseCode !== '' || !command.autoselectWarehouse,
  );
  const autoGroups = [...groups.values()].filter(
    (g) => g.warehouseCode === '' && command.autoselectWarehouse,
  );
  for (const group of pinnedGroups) {
    if (late.has(group.warehouseCode)) {
      shortOf(group, 0, undefined, true);
      continue;
    }
    const cell = cellsByProduct
      .get(group.product.productId)
      ?.find((c) => c.warehouseCode === group.warehouseCode);
    const available = cell ? usable(cell, group.product.caseQty) : 0;
    const caseQty = group.product.caseQty;
    const wholeCases = cell?.fullCaseOnly === true && caseQty > 1;
    const upTo = Math.min(group.qty, available);
    const fillable = wholeCases ? Math.floor(upTo / caseQty) * caseQty : upTo;
    if (fillable > 0) {
      fills.push({ product: group.product, warehouseCode: group.warehouseCode, qty: fillable });
      const cellKey = `${group.product.productId}@${group.warehouseCode}`;
      taken.set(cellKey, (taken.get(cellKey) ?? 0) + fillable);
    }
    if (fillable >= group.qty) continue;
    // Enough on hand, but not in the whole cases this warehouse sells: say so.
    shortOf(group, available, wholeCases && available >= group.qty ? caseQty : undefined);
  }
  if (autoGroups.length > 0) {
    const allowed = new Set(command.autoselectWarehouses ?? snapshot.warehouses.map((w) => w.code));
    for (const code of late) allowed.delete(code);
    const candidates = snapshot.warehouses.filter((w) => allowed.has(w.code));
    const transitDays: Record<string, number> = {};
    for (const w of candidates) transitDays[w.code] = w.daysInTransit;
    const groupList = autoGroups;
    // Ties in `fewest` go to the cheaper freight: the ground cost of the whole order from there.
    const pounds = groupList.reduce((sum, g) => sum + g.qty * g.product.unitWeight, 0);
    const freightRank: Record<string, number> = {};
    for (const w of candidates) {
      freightRank[w.code] = quoteFreight({
        code: '40',
        weightPounds: pounds,
        transitDays: w.daysInTransit,
        residential: false,
        freeFreightMerchandiseCents: 0,
      }).carrierCostCents;
    }
    const result = allocate({
      demands: groupList.map((g) => ({
        key: String(g.product.productId),
        qty: g.qty,
        cells: (cellsByProduct.get(g.product.productId) ?? [])
          .filter((c) => allowed.has(c.warehouseCode))
          .map((c) => ({
            warehouseAbbr: c.warehouseCode,
            qty: c.qty - (taken.get(`${c.productId}@${c.warehouseCode}`) ?? 0),
            fullCaseOnly: c.fullCaseOnly,
            caseQty: g.product.caseQty,
          })),
      })),
      transitDays,
      freightRank,
      preference: command.autoselectPreference,
      fewestMaxDaysInTransit: command.fewestMaxDaysInTransit,
    });
    const sortOrder = new Map(snapshot.warehouses.map((w) => [w.code, w.sortOrder]));
    for (const group of groupList) {
      const key = String(group.product.productId);
      const mine = result.allocations
        .filter((a) => a.key === key && a.qty > 0)
        .sort(
          (a, b) => (sortOrder.get(a.warehouseAbbr) ?? 0) - (sortOrder.get(b.warehouseAbbr) ?? 0),
        );
      for (const a of mine)
        fills.push({ product: group.product, warehouseCode: a.warehouseAbbr, qty: a.qty });
      const short = result.shortfalls.find((s) => s.key === key)?.qtyShort ?? 0;
      if (short > 0)
        shortOf(
          group,
          group.qty - short,
          undefined,
          shipBy !== undefined && lateStockCovers(group, short),
        );
    }
  }
  lineErrors.sort((a, b) => a.lineNumber - b.lineNumber);
  return { fills, lineErrors };
}
