// Plan, then commit (ARCHITECTURE.md invariant 2): from a snapshot of stock, prices, quote,
// promotion and transit days, compute the complete order — which warehouse ships what, at what
// price, with what freight and totals, and which lines cannot be filled. Pure: the service reads
// the snapshot, this decides, the repository writes the result in one transaction.
import type { Account } from './accounts';
import { addBusinessDays, type CalendarDate } from './business-days';
import { DomainError } from './errors';
import { checkedShipBy } from './ship-by-date';
import { isPickup, quoteFreight } from './freight';
import type { Cents } from './money';
import { conveyorLane, recordTotals, smallOrderFeeCents, type RecordTotals } from './order-totals';
import type { PlaceOrderCommand } from './orders';
import {
  allocateLines,
  type AllocateFn,
  type PlanProduct,
  type PlanStockCell,
  type PlanWarehouse,
} from './order-allocation';
import {
  finalUnitPrice,
  isPromotionActive,
  quoteUnavailableReason,
  promotionMessages,
  quoteCoverageProblem,
  quoteMessages,
  quoteRequestProblem,
  type Promotion,
  type Quote,
} from './pricing';
import type { LineError } from './orders';
import { dayAsInstant } from './transit-days';

export type { PlanProduct, PlanStockCell, PlanWarehouse, AllocateFn } from './order-allocation';

export interface PlacementSnapshot {
  now: number;
  businessTimeZone: string;
  account: Account;
  /** Resolved products by the identifier exactly as the request line gave it (trimmed). */
  products: ReadonlyMap<string, PlanProduct>;
  stock: readonly PlanStockCell[];
  warehouses: readonly PlanWarehouse[];
  /** Looked up when the command names one; undefined when it does not exist. */
  promotion?: Promotion;
  quote?: Quote;
}

export interface PlannedLine {
  lineNumber: number;
  product: PlanProduct;
  qty: number;
  unitCents: Cents;
  normalCents: Cents;
  quoted: boolean;
  returnable: boolean;
}

export interface PlannedRecord {
  warehouseCode: string;
  dropship: boolean;
  lines: PlannedLine[];
  carrier: string;
  shippingMethodLabel: string;
  totals: RecordTotals;
  conveyorLane: string;
  expectedDeliveryAt: number;
  /** Set when a line of this record is charged the quoted price (rule 4). */
  quoteNumber?: string;
  promotionCode?: string;
}

export interface StockDecrement {
  productId: number;
  warehouseCode: string;
  qty: number;
}

export interface OrderPlan {
  records: PlannedRecord[];
  lineErrors: LineError[];
  /** Sorted by product then warehouse: every transaction takes its rows in the same order. */
  decrements: StockDecrement[];
  /** The quote saved money on at least one line (a single-use quote is then used up). */
  quoteSavedMoney: boolean;
}

function quoteError(message: string): DomainError {
  return DomainError.field('quoteNumber', message);
}

function validatePricingInputs(command: PlaceOrderCommand, snapshot: PlacementSnapshot): void {
  const shapeProblem = quoteRequestProblem(command.quoteNumber, command.promotionCode);
  if (shapeProblem) throw quoteError(shapeProblem);
  const unavailable =
    command.quoteNumber === undefined
      ? undefined
      : quoteUnavailableReason(snapshot.quote, snapshot.account.id, snapshot.now);
  if (unavailable) {
    throw DomainError.invalid([
      { field: 'quoteNumber', message: quoteMessages.unavailable, reason: unavailable },
    ]);
  }
  if (
    command.promotionCode !== undefined &&
    (!snapshot.promotion || !isPromotionActive(snapshot.promotion, snapshot.now))
  ) {
    throw DomainError.field('promotionCode', promotionMessages.invalid(command.promotionCode));
  }
}

/**
 * A plan that places nothing: every unfillable line is one `Lines` entry of a 400
 * (compatibility.md §4), e.g. `Identifier B00760004 (Gildan, 5000, Black, L) - Out Of Stock`.
 */
export function rejectionOf(plan: OrderPlan): DomainError | undefined {
  if (plan.records.length > 0) return undefined;
  return DomainError.invalid(plan.lineErrors.map((e) => ({ field: 'Lines', message: e.message })));
}

export function planOrder(
  command: PlaceOrderCommand,
  snapshot: PlacementSnapshot,
  allocate: AllocateFn,
): OrderPlan {
  validatePricingInputs(command, snapshot);
  const shipBy = checkedShipBy(command.shipByDate, snapshot.now, snapshot.businessTimeZone);
  const { fills, lineErrors } = allocateLines(command, snapshot, allocate, shipBy);

  if ((command.rejectLineErrors && lineErrors.length > 0) || fills.length === 0) {
    return { records: [], lineErrors, decrements: [], quoteSavedMoney: false };
  }

  const quote = command.quoteNumber !== undefined ? snapshot.quote : undefined;
  if (quote) {
    const matching = fills
      .filter((f) => quote.items.has(f.product.productId))
      .reduce((sum, f) => sum + f.qty, 0);
    const problem = quoteCoverageProblem(quote, matching);
    if (problem) throw quoteError(problem);
  }

  // The price level follows the quantity of the sku on the whole order, wherever it ships from.
  const qtyByProduct = new Map<number, number>();
  for (const fill of fills) {
    qtyByProduct.set(
      fill.product.productId,
      (qtyByProduct.get(fill.product.productId) ?? 0) + fill.qty,
    );
  }
  const pricing = {
    tierDiscountBasisPoints: snapshot.account.tierDiscountBasisPoints,
    now: snapshot.now,
    promotion: command.promotionCode !== undefined ? snapshot.promotion : undefined,
    quote,
  };

  const warehouseByCode = new Map(snapshot.warehouses.map((w) => [w.code, w]));
  const cellKey = (productId: number, code: string) => `${productId}@${code}`;
  const cells = new Map(snapshot.stock.map((c) => [cellKey(c.productId, c.warehouseCode), c]));

  const byWarehouse = new Map<string, PlannedLine[]>();
  let freeFreightMerchandise = 0;
  let placementMerchandise = 0;
  for (const fill of fills) {
    const price = finalUnitPrice(
      fill.product,
      qtyByProduct.get(fill.product.productId) ?? fill.qty,
      pricing,
    );
    const cell = cells.get(cellKey(fill.product.productId, fill.warehouseCode));
    const line: PlannedLine = {
      lineNumber: 0,
      product: fill.product,
      qty: fill.qty,
      unitCents: price.unitCents,
      normalCents: price.normalCents,
      quoted: price.quoted,
      returnable: cell?.returnable ?? true,
    };
    placementMerchandise += line.qty * line.unitCents;
    if (!cell?.excludeFreeFreight) freeFreightMerchandise += line.qty * line.unitCents;
    const list = byWarehouse.get(fill.warehouseCode) ?? [];
    list.push(line);
    byWarehouse.set(fill.warehouseCode, list);
  }

  const codes = [...byWarehouse.keys()].sort(
    (a, b) => (warehouseByCode.get(a)?.sortOrder ?? 0) - (warehouseByCode.get(b)?.sortOrder ?? 0),
  );
  const fee = smallOrderFeeCents(placementMerchandise);
  const pickup = isPickup(command.shippingMethod);
  const records = codes.map((code, index): PlannedRecord => {
    const warehouse = warehouseByCode.get(code);
    if (!warehouse) throw new Error(`No snapshot of warehouse ${code}`);
    const lines = (byWarehouse.get(code) ?? []).map((line, i) => ({ ...line, lineNumber: i + 1 }));
    const totalsLines = lines.map((l) => ({
      qty: l.qty,
      unitCents: l.unitCents,
      unitWeight: l.product.unitWeight,
      caseQty: l.product.caseQty,
    }));
    const weight = totalsLines.reduce((sum, l) => sum + l.qty * l.unitWeight, 0);
    const freight = quoteFreight({
      code: command.shippingMethod,
      weightPounds: weight,
      transitDays: warehouse.daysInTransit,
      residential: command.shippingAddress.residential,
      freeFreightMerchandiseCents: freeFreightMerchandise,
    });
    const totals = recordTotals({
      lines: totalsLines,
      shippingCents: freight.chargeCents,
      shippingSavedCents: freight.savedCents,
      smallOrderFeeCents: index === 0 ? fee : 0,
      shipToState: command.shippingAddress.state,
      taxExempt: snapshot.account.taxExempt,
    });
    const deliveryDay: CalendarDate = addBusinessDays(warehouse.shipDay, freight.transitDays);
    return {
      warehouseCode: code,
      dropship: warehouse.isDropship,
      lines,
      carrier: freight.carrier,
      shippingMethodLabel: freight.label,
      totals,
      conveyorLane: conveyorLane(
        lines.map((l) => l.product.productId),
        totals.totalBoxes,
        { ltl: freight.ltl, pickup },
      ),
      expectedDeliveryAt: dayAsInstant(deliveryDay, snapshot.businessTimeZone),
      ...(quote && lines.some((l) => l.quoted) ? { quoteNumber: quote.number } : {}),
      ...(pricing.promotion ? { promotionCode: pricing.promotion.code } : {}),
    };
  });

  const decrements = fills
    .map((f) => ({ productId: f.product.productId, warehouseCode: f.warehouseCode, qty: f.qty }))
    .sort((a, b) => a.productId - b.productId || a.warehouseCode.localeCompare(b.warehouseCode));

  return {
    records,
    lineErrors,
    decrements,
    quoteSavedMoney: records.some((r) => r.quoteNumber !== undefined),
  };
}
