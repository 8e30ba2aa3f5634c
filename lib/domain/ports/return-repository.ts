import type { EmailContent } from '../order-emails';
import type { OrderView } from '../orders';
import type { ReturnRecordKind } from '../return-records';

export type ReturnStatus = 'Open' | 'Received' | 'Cancelled';

/** A record a new return adds, already numbered, with the lines' return facts. */
export interface NewReturnRecord {
  kind: ReturnRecordKind;
  view: OrderView;
  originalRecordId: number;
  returnWarehouseCode: string;
  lines: {
    lineNumber: number;
    originalLineNumber: number;
    productId: number;
    qty: number;
    reasonCode: number;
    comment: string;
    restock: boolean;
  }[];
  /** Replacement records ship new goods: their stock is taken like an order's. */
  takesStock: boolean;
  /** When the lifecycle invoices it (replacements), null when it waits for the goods (credits). */
  nextEventAt: number | null;
}

export interface NewReturn {
  accountId: number;
  createdAt: number;
  receiveAt: number;
  emailConfirmation: string;
  shippingLabelRequired: boolean;
  itemsRequired: boolean;
  records: NewReturnRecord[];
  /** Written to the outbox in the same transaction once the RA number is known. */
  email?: (raNumber: string) => EmailContent;
}

export type CreateReturnResult =
  | { ok: true; returnId: number }
  /** A replacement line whose warehouse no longer has the stock (index into `records[].lines`). */
  | { ok: false; record: number; line: number };

export interface ReturnRecordRef {
  orderId: number;
  guid: string;
  kind: ReturnRecordKind;
  originalInvoiceNumber: string;
  returnWarehouseCode: string;
  /** First line's reason code (the record's `returnReason`). */
  reasonCode: number;
}

export interface ReturnSummary {
  returnId: number;
  accountId: number;
  status: ReturnStatus;
  createdAt: number;
  receiveAt: number | null;
  emailConfirmation: string;
  shippingLabelRequired: boolean;
  itemsRequired: boolean;
  records: ReturnRecordRef[];
}

export interface ReturnRepository {
  /** The caller's original records' ids by guid (for the return's references). */
  recordIdsByGuid(accountId: number, guids: readonly string[]): Promise<Map<string, number>>;
  /** Quantity on open or received returns per original record and line number. */
  returnedQuantities(recordIds: readonly number[]): Promise<Map<number, Map<number, number>>>;
  /** In one transaction: the return, its records and lines, replacement stock, the e-mail. */
  create(input: NewReturn): Promise<CreateReturnResult>;
  byId(accountId: number, returnId: number): Promise<ReturnSummary | undefined>;
  /** The account's returns, newest first. */
  list(accountId: number, limit: number): Promise<ReturnSummary[]>;
  /**
   * Cancels an open return if still open: its records become Cancelled, replacement stock comes
   * back. False when another call changed it first.
   */
  cancel(returnId: number, now: number): Promise<boolean>;
  /** Open returns whose goods are due at the warehouse. */
  dueForReceipt(now: number, limit: number): Promise<ReturnSummary[]>;
  /**
   * Receives an open return once: restocks the restockable lines in the return warehouse, gives
   * each credit record a credit memo number and completes it, and writes the e-mail.
   */
  receive(returnId: number, now: number, email: EmailContent | undefined): Promise<boolean>;
}
