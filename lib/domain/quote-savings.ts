// What a quote saved on a planned order, line by line: the quoted price against the account's own
// price without the quote (tier, sale, promotion), so the cart can show both and the difference.
import type { Cents } from './money';
import type { PlannedRecord } from './order-plan';

export interface QuotedLineSaving {
  sku: string;
  qty: number;
  quotedCents: Cents;
  normalCents: Cents;
  /** (normal - quoted) × qty. */
  savingCents: Cents;
}

export function quotedLineSavings(records: readonly PlannedRecord[]): QuotedLineSaving[] {
  return records.flatMap((record) =>
    record.lines
      .filter((line) => line.quoted)
      .map((line) => ({
        sku: line.product.sku,
        qty: line.qty,
        quotedCents: line.unitCents,
        normalCents: line.normalCents,
        savingCents: (line.normalCents - line.unitCents) * line.qty,
      })),
  );
}
