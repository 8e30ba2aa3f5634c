// Returns (RMA) of after-the-order.md: which lines may come back, how many, for which reason, and
// what the return becomes (a Credit record with negative quantities and amounts, and/or a
// Replacement record that ships new goods like an order). Pure: the service reads the original
// records and stock, this module decides, the repository writes.
import { CANCELLATION_WINDOW_MS } from './order-cancellation';
import type { FieldError } from './errors';
import type { OrderLineView, OrderView } from './orders';
import { percentOf } from './money';

export const RETURN_REASONS: Readonly<Record<number, string>> = {
  1: 'Do not need',
  2: 'Damaged/defective',
  3: 'Keying error',
  5: 'Received too few',
  6: 'Other',
  7: 'Received too many',
  10: 'Wrong size',
  11: 'Wrong style/color',
};

/** Reasons whose replacement needs a comment saying what is wrong (after-the-order.md). */
const COMMENT_REQUIRED_WHEN_REPLACED = new Set([2, 6]);
/** Nothing comes back when the customer received too few. */
const NOTHING_TO_SEND_BACK = new Set([5]);
/** Damaged goods come back, but not into sellable stock. */
const NOT_RESTOCKED = new Set([2, 5]);

/** Goods are received at the warehouse this long after the RA is issued (simulated carrier). */
export const RETURN_RECEIVED_AFTER_MS = 60 * 60_000;
export const RETURN_CANCEL_WINDOW_MS = CANCELLATION_WINDOW_MS;

export interface ReturnLineInput {
  invoiceNumber: string;
  identifier: string;
  qty: number;
  returnReason: number;
  isReplace: boolean;
  returnReasonComment: string;
}

export interface ReturnCommand {
  emailConfirmation: string;
  testOrder: boolean;
  shippingLabelRequired: boolean;
  showBoxes: boolean;
  lines: ReturnLineInput[];
}

/** An original record as the rules need it: the caller's own, with what came back already. */
export interface ReturnableRecord {
  recordId: number;
  view: OrderView;
  /** Quantity already on open or received returns, by original line number. */
  returnedByLine: ReadonlyMap<number, number>;
}

export interface ReturnPlanLine {
  /** Position of the line in the request (errors found later name it). */
  requestIndex: number;
  original: OrderLineView;
  qty: number;
  reason: number;
  comment: string;
  restock: boolean;
}

/** What one original record (invoice) turns into. */
export interface ReturnPlanGroup {
  original: ReturnableRecord;
  credit: ReturnPlanLine[];
  replacement: ReturnPlanLine[];
  /** "false" when every line is a shortage: nothing to send back. */
  itemsRequired: boolean;
  creditSubtotalCents: number;
  creditTaxCents: number;
  replacementSubtotalCents: number;
}

export function isReturnReason(code: number): boolean {
  return code in RETURN_REASONS;
}

export function raNumberOf(returnId: number): string {
  return `RA${String(1_000_000 + returnId)}`;
}

export function isRaNumber(value: string): boolean {
  return /^RA\d{7,12}$/i.test(value.trim());
}

export function canCancelReturn(createdAt: number, now: number): boolean {
  return now - createdAt <= RETURN_CANCEL_WINDOW_MS;
}

/** Received after the carrier's trip, never inside the window in which it may be cancelled. */
export function returnReceiveAt(createdAt: number, itemsRequired: boolean): number {
  return itemsRequired
    ? createdAt + RETURN_RECEIVED_AFTER_MS
    : createdAt + RETURN_CANCEL_WINDOW_MS + 1;
}

function matches(line: OrderLineView, identifier: string): boolean {
  const id = identifier.trim();
  return (
    line.sku.toUpperCase() === id.toUpperCase() ||
    line.gtin === id ||
    String(line.skuId) === id ||
    (line.yourSku !== '' && line.yourSku === id)
  );
}

/**
 * Checks every line against the rules and groups the good ones per original record. Every broken
 * rule is one error naming the field (`lines[i].qty`, …); any error means nothing is planned.
 * `records` holds the caller's own invoiced records of the invoice numbers named.
 */
export function planReturn(
  command: ReturnCommand,
  records: readonly ReturnableRecord[],
): { errors: FieldError[]; groups: ReturnPlanGroup[] } {
  const errors: FieldError[] = [];
  const groups = new Map<number, ReturnPlanGroup>();
  // Quantity claimed by earlier lines of this same request, per record and line.
  const claimed = new Map<string, number>();

  command.lines.forEach((input, i) => {
    const at = (field: string) => `lines[${i}].${field}`;
    const record = records.find((r) => r.view.invoiceNumber === input.invoiceNumber.trim());
    if (!record) {
      errors.push({
        field: at('invoiceNumber'),
        message: `Invoice ${input.invoiceNumber} is not an invoice of your account.`,
      });
      return;
    }
    const view = record.view;
    if (view.orderStatus !== 'Shipped' && view.orderStatus !== 'Completed') {
      errors.push({
        field: at('invoiceNumber'),
        message: `Invoice ${view.invoiceNumber} has not shipped yet; only shipped goods can be returned.`,
      });
      return;
    }
    const line = view.lines.find((l) => matches(l, input.identifier));
    if (!line) {
      errors.push({
        field: at('identifier'),
        message: `Identifier ${input.identifier} is not a line of invoice ${view.invoiceNumber}.`,
      });
      return;
    }
    if (!line.returnable) {
      errors.push({
        field: at('identifier'),
        message: `Identifier ${input.identifier} is closeout stock and cannot be returned.`,
      });
    }
    const key = `${record.recordId}:${line.lineNumber}`;
    const left =
      line.qtyShipped - (record.returnedByLine.get(line.lineNumber) ?? 0) - (claimed.get(key) ?? 0);
    if (input.qty > left) {
      errors.push({
        field: at('qty'),
        message:
          left <= 0
            ? `Nothing of ${line.sku} on invoice ${view.invoiceNumber} is left to return.`
            : `At most ${left} of ${line.sku} on invoice ${view.invoiceNumber} can be returned.`,
      });
    }
    if (!isReturnReason(input.returnReason)) {
      errors.push({
        field: at('returnReason'),
        message: `Must be a return reason code: ${Object.keys(RETURN_REASONS).join(', ')}.`,
      });
    } else if (
      input.isReplace &&
      COMMENT_REQUIRED_WHEN_REPLACED.has(input.returnReason) &&
      input.returnReasonComment.trim() === ''
    ) {
      errors.push({
        field: at('returnReasonComment'),
        message: `Required when a line is replaced for reason ${input.returnReason} (${RETURN_REASONS[input.returnReason]}).`,
      });
    }
    claimed.set(key, (claimed.get(key) ?? 0) + input.qty);
    let group = groups.get(record.recordId);
    if (!group) {
      group = {
        original: record,
        credit: [],
        replacement: [],
        itemsRequired: false,
        creditSubtotalCents: 0,
        creditTaxCents: 0,
        replacementSubtotalCents: 0,
      };
      groups.set(record.recordId, group);
    }
    const planned: ReturnPlanLine = {
      requestIndex: i,
      original: line,
      qty: input.qty,
      reason: input.returnReason,
      comment: input.returnReasonComment.trim(),
      restock: !NOT_RESTOCKED.has(input.returnReason),
    };
    (input.isReplace ? group.replacement : group.credit).push(planned);
    if (!NOTHING_TO_SEND_BACK.has(input.returnReason)) group.itemsRequired = true;
  });
  if (errors.length > 0) return { errors, groups: [] };

  for (const group of groups.values()) {
    const view = group.original.view;
    group.creditSubtotalCents = group.credit.reduce((s, l) => s + l.original.priceCents * l.qty, 0);
    group.replacementSubtotalCents = group.replacement.reduce(
      (s, l) => s + l.original.priceCents * l.qty,
      0,
    );
    // Tax comes back at the rate the invoice charged it.
    const rateBasisPoints =
      view.subtotalCents > 0 ? (view.taxCents * 10_000) / view.subtotalCents : 0;
    group.creditTaxCents = percentOf(group.creditSubtotalCents, rateBasisPoints);
  }
  return { errors, groups: [...groups.values()] };
}
