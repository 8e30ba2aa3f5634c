// What a buyer types into a quantity box, checked before anything is saved. Quantities are whole
// pieces: "12.5", "-5", "1e3" or "12 pcs" are refused with a message saying why, never read as
// some other number (stripping the non-digits of "12.5" once saved 125).

/** The most one cart line may hold (lib/contracts/cart.ts). */
export const MAX_LINE_QTY = 100_000;

export type QuantityInput = { qty: number } | { error: string };

interface Options {
  /** An empty box (or 0) means "none" in a grid of many boxes; in a cart line it is an error. */
  allowNone?: boolean;
}

export function parseQuantityInput(text: string, options: Options = {}): QuantityInput {
  const value = text.trim();
  if (value === '') return options.allowNone ? { qty: 0 } : { error: 'Enter a quantity.' };
  if (/^-/.test(value)) return { error: 'A quantity cannot be negative.' };
  if (/^\d*[.,]\d+$/.test(value)) return { error: 'Quantities are whole pieces, not fractions.' };
  if (!/^\d+$/.test(value)) return { error: 'Enter a whole number of pieces, like 12.' };
  const qty = Number(value);
  if (qty === 0) {
    return options.allowNone
      ? { qty: 0 }
      : { error: 'The quantity must be at least 1. To drop the line, use Remove.' };
  }
  if (qty > MAX_LINE_QTY) {
    return { error: `At most ${MAX_LINE_QTY.toLocaleString('en-US')} pieces per line.` };
  }
  return { qty };
}

/**
 * What stock says about a quantity asked of one warehouse, in the buyer's words; undefined when it
 * can be shipped as asked.
 */
export function stockProblem(
  qty: number,
  cell: { qty: number; fullCaseOnly: boolean },
  caseQty: number,
): string | undefined {
  if (qty <= 0) return undefined;
  if (cell.fullCaseOnly && caseQty > 1 && qty % caseQty !== 0) {
    return `Full cases of ${caseQty} only (${caseQty}, ${caseQty * 2}, …).`;
  }
  if (qty > cell.qty) {
    return cell.qty === 0
      ? 'None available here.'
      : `Only ${cell.qty.toLocaleString('en-US')} available.`;
  }
  return undefined;
}
