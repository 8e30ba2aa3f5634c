import type { Cents } from '../money';

export interface QuoteItemView {
  skuID: number;
  sku: string;
  brandName: string;
  styleName: string;
  colorName: string;
  sizeName: string;
  priceCents: Cents;
}

/** A quote as the account reads it (GET /v2/quotes/). */
export interface QuoteView {
  quoteNumber: string;
  status: string;
  expiresAt: number;
  singleUse: boolean;
  minPieces: number;
  usedAt?: number;
  usedByOrderNumber?: string;
  items: QuoteItemView[];
}

export interface QuoteRepository {
  /** The account's quotes, newest first. */
  listForAccount(accountId: number): Promise<QuoteView[]>;
  /** undefined when missing or another account's. */
  findForAccount(accountId: number, quoteNumber: string): Promise<QuoteView | undefined>;
}
