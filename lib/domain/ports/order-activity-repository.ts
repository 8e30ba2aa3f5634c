// Which of an account's order records a PromoStandards query names. The records themselves are
// read through OrderQueryRepository (one mapping of stored orders); this port only finds them.
// Test orders are never found (they were created cancelled and never real).

export type OrderRecordFilter =
  | { kind: 'poNumber'; poNumber: string }
  | { kind: 'orderNumber'; orderNumber: string }
  | { kind: 'invoiceNumber'; invoiceNumber: string }
  /** Placed, invoiced, shipped or cancelled at or after `since`. */
  | { kind: 'changedSince'; since: number }
  /** Not cancelled and not yet shipped or made ready (status In Progress). */
  | { kind: 'inProgress' }
  | { kind: 'deliveryStatuses'; statuses: readonly string[] }
  | { kind: 'shippedSince'; since: number }
  /** Invoiced at an instant in [from, to). */
  | { kind: 'invoicedBetween'; from: number; to: number }
  /** Invoiced, then cancelled at an instant in [from, to). */
  | { kind: 'voidedBetween'; from: number; to: number };

export interface OrderRecordRef {
  orderNumber: string;
  guid: string;
}

export interface OrderActivityRepository {
  /** The account's matching records, newest placement first, at most `limit`. */
  findRecords(
    accountId: number,
    filter: OrderRecordFilter,
    limit: number,
  ): Promise<OrderRecordRef[]>;
}
