// What placing an order reads (the snapshot) and the one transaction that writes it
// (ARCHITECTURE.md invariant 2).
import type { OrderView } from '../orders';
import type { PlanProduct, PlanStockCell, StockDecrement } from '../order-plan';
import type { CommitRefusal } from '../placement-attempts';
import type { Promotion, Quote } from '../pricing';
import type { WebhookEvent } from '../webhooks';
import type { StoredAnswer } from './idempotency-repository';

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
   * The Idempotency-Key this placement runs under (reserved beforehand as running): its answer is
   * recorded in the same transaction as the order, so a crash can never leave an order without
   * the key's outcome, nor a key "done" without its order (issue 9, finding 7).
   */
  idempotencyKey?: { key: string; requestHash: string };
  /** The website user whose cart this order checks out: emptied in the same transaction. */
  clearCartOfUserId?: number;
  /**
   * Called inside the transaction once the order number is allocated; returns the records and
   * e-mails to write, and the answer to store under `idempotencyKey` when one is given. Must be
   * pure and synchronous (better-sqlite3 transactions cannot await).
   */
  build(orderNumber: string): PlacementWrites;
}

export interface PlacementWrites {
  records: OrderRecordWrite[];
  emails: OutboxEmail[];
  /** Webhook events of the order (order.placed), fanned out to subscribed endpoints. */
  webhookEvents?: WebhookEvent[];
  /** Required when the placement has an `idempotencyKey`. */
  idempotentAnswer?: StoredAnswer;
}

export type CommitOutcome =
  | { ok: true; orderNumber: string }
  /**
   * Nothing was written: a guarded decrement found less stock than planned, the quote was used
   * meanwhile, or the database aborted the transaction as colliding with another ('conflict').
   */
  | { ok: false; reason: CommitRefusal };

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
