// What placing an order reads (the snapshot) and the one transaction that writes it
// (ARCHITECTURE.md invariant 2).
import type { OrderView } from '../orders';
import type { PlanProduct, PlanStockCell, StockDecrement } from '../order-plan';
import type { Promotion, Quote } from '../pricing';

export interface OrderRecordWrite {
  view: OrderView;
  shippingMethodCode: string;
  residential: boolean;
  paymentProfileId?: number;
  emailConfirmation: string;
  /** When the lifecycle (invoicing) next looks at the record; undefined: never (test orders). */
  nextEventAt?: number;
  /** Product id per line number (the view's skuId), and whether the line took the quoted price. */
  lines: { lineNumber: number; productId: number; quoted: boolean }[];
}

export interface OutboxEmail {
  kind: 'order-confirmation' | 'line-errors';
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
}

export interface PlacementCommit {
  accountId: number;
  now: number;
  /** Guarded decrements, already in the fixed order (product, warehouse). Empty for test orders. */
  decrements: StockDecrement[];
  /** A single-use quote this placement uses up (it saved money, and the order is real). */
  useQuoteNumber?: string;
  /**
   * Called inside the transaction once the order number is allocated; returns the records and
   * e-mails to write. Must be pure and synchronous (better-sqlite3 transactions cannot await).
   */
  build(orderNumber: string): { records: OrderRecordWrite[]; emails: OutboxEmail[] };
}

export type CommitOutcome =
  | { ok: true; orderNumber: string }
  /** A guarded decrement found less stock than planned, or the quote was used meanwhile. */
  | { ok: false; reason: 'stock' | 'quote' };

export interface OrderPlacementRepository {
  /**
   * Each identifier (as given) that names a product by skuID_Master, sku, gtin, or one of the
   * account's own yourSku cross references.
   */
  resolveProducts(accountId: number, identifiers: string[]): Promise<Map<string, PlanProduct>>;
  stockFor(productIds: number[]): Promise<PlanStockCell[]>;
  findQuote(quoteNumber: string): Promise<Quote | undefined>;
  /** Codes are stored upper-case. */
  findPromotion(code: string): Promise<Promotion | undefined>;
  commitPlacement(placement: PlacementCommit): Promise<CommitOutcome>;
  /** E-mails of a placement that was rejected (nothing else is written). */
  enqueueEmails(accountId: number, now: number, emails: OutboxEmail[]): Promise<void>;
}
