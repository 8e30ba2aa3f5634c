// Totals of one warehouse record of an order (interface-v2.md §2.1).
//  - small-order fee: $5.00 when the merchandise of the whole placement is under $50.00, charged
//    once, on the placement's first record (splitting by warehouse is our choice, never a fee);
//  - boxes: each line fills caseQty pieces per box; the partial cases of all lines are packed
//    together, so boxes = ceil(Σ qty / caseQty), at least one when anything ships;
//  - conveyor lane: a letter by size (A one box, B up to five, C more, F LTL freight, W pickup)
//    and a number 1–8 from the skus on the record, so the same content always takes the same lane
//    (the order number is only known inside the committing transaction).
import type { Cents } from './money';
import { salesTaxCents } from './tax';

export const SMALL_ORDER_UNDER_CENTS = 5_000;
export const SMALL_ORDER_FEE_CENTS = 500;

export interface TotalsLine {
  qty: number;
  unitCents: Cents;
  unitWeight: number;
  caseQty: number;
}

export function smallOrderFeeCents(placementMerchandiseCents: Cents): Cents {
  return placementMerchandiseCents < SMALL_ORDER_UNDER_CENTS ? SMALL_ORDER_FEE_CENTS : 0;
}

export function merchandiseCents(lines: readonly TotalsLine[]): Cents {
  return lines.reduce((sum, line) => sum + line.qty * line.unitCents, 0);
}

export function weightPounds(lines: readonly TotalsLine[]): number {
  const raw = lines.reduce((sum, line) => sum + line.qty * line.unitWeight, 0);
  return Math.round(raw * 100) / 100;
}

export function boxCount(lines: readonly TotalsLine[]): number {
  const cases = lines.reduce((sum, line) => sum + line.qty / Math.max(1, line.caseQty), 0);
  if (cases === 0) return 0;
  // 1e-9 absorbs float noise such as 0.1 + 0.2 so that exactly full boxes are not rounded up.
  return Math.max(1, Math.ceil(cases - 1e-9));
}

export function conveyorLane(
  productIds: readonly number[],
  boxes: number,
  handling: { ltl: boolean; pickup: boolean },
): string {
  const letter = handling.pickup
    ? 'W'
    : handling.ltl
      ? 'F'
      : boxes <= 1
        ? 'A'
        : boxes <= 5
          ? 'B'
          : 'C';
  const lane = (productIds.reduce((sum, id) => sum + id, 0) % 8) + 1;
  return `${letter}${lane}`;
}

export interface RecordTotals {
  subtotalCents: Cents;
  shippingCents: Cents;
  shippingSavedCents: Cents;
  taxCents: Cents;
  smallOrderFeeCents: Cents;
  totalCents: Cents;
  totalPieces: number;
  totalLines: number;
  totalWeight: number;
  totalBoxes: number;
}

export function recordTotals(input: {
  lines: readonly TotalsLine[];
  shippingCents: Cents;
  shippingSavedCents: Cents;
  smallOrderFeeCents: Cents;
  shipToState: string;
  taxExempt: boolean;
}): RecordTotals {
  const subtotal = merchandiseCents(input.lines);
  const tax = salesTaxCents(subtotal, input.shipToState, input.taxExempt);
  return {
    subtotalCents: subtotal,
    shippingCents: input.shippingCents,
    shippingSavedCents: input.shippingSavedCents,
    taxCents: tax,
    smallOrderFeeCents: input.smallOrderFeeCents,
    totalCents: subtotal + input.shippingCents + tax + input.smallOrderFeeCents,
    totalPieces: input.lines.reduce((sum, line) => sum + line.qty, 0),
    totalLines: input.lines.length,
    totalWeight: weightPounds(input.lines),
    totalBoxes: boxCount(input.lines),
  };
}
