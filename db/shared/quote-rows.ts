// Quote rows -> the account's read model of a quote (GET /v2/quotes/), for both dialects.
import type { QuoteItemView, QuoteView } from '@/lib/domain/ports/quote-repository';
import type { QuoteRow } from './order-row-types';

export type QuoteViewRow = Pick<
  QuoteRow,
  | 'id'
  | 'number'
  | 'status'
  | 'expiresAt'
  | 'singleUse'
  | 'minPieces'
  | 'usedAt'
  | 'usedByOrderNumber'
>;

/** What a quote's item shows of its sku; the repositories select it under these names. */
export type QuoteItemRow = QuoteItemView;

export function toQuoteView(row: QuoteViewRow, items: QuoteItemRow[]): QuoteView {
  return {
    quoteNumber: row.number,
    status: row.status,
    expiresAt: row.expiresAt,
    singleUse: row.singleUse,
    minPieces: row.minPieces,
    ...(row.usedAt !== null ? { usedAt: row.usedAt } : {}),
    ...(row.usedByOrderNumber !== null ? { usedByOrderNumber: row.usedByOrderNumber } : {}),
    items,
  };
}
