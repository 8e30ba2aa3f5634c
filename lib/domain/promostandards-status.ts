// Our order lifecycle (interface-v2.md §3: orderStatus, deliveryStatus, invoiced or not) onto the
// statuses and issues of PromoStandards Order Status 2.0.0 (the XSD's statusType and
// issueCategoryType). One row per state a REST client can see; the table is the rule.
import type { OrderStatus } from './orders';

export type PromoStandardsStatus =
  | 'received'
  | 'confirmed'
  | 'preproduction'
  | 'inProduction'
  | 'inStorage'
  | 'partiallyShipped'
  | 'shipped'
  | 'complete'
  | 'canceled';

export type IssueCategory =
  | 'orderEntryHold'
  | 'generalHold'
  | 'creditHold'
  | 'proofHold'
  | 'artHold'
  | 'backOrderHold'
  | 'shippingHold'
  | 'customerSuppliedItemHold';

/** The deliveryStatus values of interface-v2.md §3 ('' before shipping). */
export const DELIVERY_STATUSES = [
  '',
  'Picked Up',
  'Shipped',
  'Shipped - Delivered',
  'Shipped - Exception',
  'Shipped - Expired',
  'Shipped - In Transit',
  'Shipped - Out For Delivery',
  'Shipped - Pending',
  'Shipped - Unknown',
] as const;

export interface IssueTemplate {
  category: IssueCategory;
  name: string;
  description: string;
  urgentResponseRequired: boolean;
}

export interface StatusRow {
  orderStatus: OrderStatus;
  /** A deliveryStatus value, or '*' for any. */
  deliveryStatus: string;
  /** Whether the record has its invoice; 'any' when it does not matter. */
  invoiced: boolean | 'any';
  status: PromoStandardsStatus;
  /** An open issue the record carries in this state. */
  issue?: IssueTemplate;
}

const shipped = (deliveryStatus: string, issue?: IssueTemplate): StatusRow => ({
  orderStatus: 'Shipped',
  deliveryStatus,
  invoiced: 'any',
  status: 'shipped',
  ...(issue ? { issue } : {}),
});

/**
 * Placed and not yet invoiced: received (still cancellable). Invoiced: confirmed, being picked.
 * Shipped, whatever the carrier reports: shipped (a delivery exception is an open shipping issue).
 * Completed (ready at will call, then picked up): complete. Cancelled: canceled.
 * Delivery updates carry no instant of their own, so they never change the status: a client
 * polling `lastUpdate` sees every status change.
 */
export const STATUS_TABLE: readonly StatusRow[] = [
  { orderStatus: 'In Progress', deliveryStatus: '', invoiced: false, status: 'received' },
  { orderStatus: 'In Progress', deliveryStatus: '', invoiced: true, status: 'confirmed' },
  shipped(''),
  shipped('Shipped'),
  shipped('Shipped - Pending'),
  shipped('Shipped - In Transit'),
  shipped('Shipped - Out For Delivery'),
  shipped('Shipped - Delivered'),
  shipped('Shipped - Unknown'),
  shipped('Shipped - Expired'),
  shipped('Shipped - Exception', {
    category: 'shippingHold',
    name: 'Delivery exception',
    description:
      'The carrier reported a delivery exception for this shipment. Check the tracking number or contact us.',
    urgentResponseRequired: false,
  }),
  { orderStatus: 'Completed', deliveryStatus: '', invoiced: 'any', status: 'complete' },
  { orderStatus: 'Completed', deliveryStatus: 'Picked Up', invoiced: 'any', status: 'complete' },
  { orderStatus: 'Cancelled', deliveryStatus: '*', invoiced: 'any', status: 'canceled' },
];

export interface RecordState {
  orderStatus: OrderStatus;
  deliveryStatus: string;
  invoiceNumber: string;
}

/** The table's row for a record's state; undefined for a state our lifecycle never produces. */
export function statusRowOf(record: RecordState): StatusRow | undefined {
  const invoiced = record.invoiceNumber !== '';
  return STATUS_TABLE.find(
    (row) =>
      row.orderStatus === record.orderStatus &&
      (row.deliveryStatus === '*' || row.deliveryStatus === record.deliveryStatus) &&
      (row.invoiced === 'any' || row.invoiced === invoiced),
  );
}

/** A record's status; a state outside the table reads as its orderStatus's plainest row. */
export function recordStatusOf(record: RecordState): PromoStandardsStatus {
  const row = statusRowOf(record);
  if (row) return row.status;
  const fallback: Record<OrderStatus, PromoStandardsStatus> = {
    'In Progress': 'received',
    Shipped: 'shipped',
    Completed: 'complete',
    Cancelled: 'canceled',
  };
  return fallback[record.orderStatus];
}

const SHIPPED_OR_DONE: ReadonlySet<PromoStandardsStatus> = new Set(['shipped', 'complete']);

/**
 * One order (every warehouse record of one order number) as one status: the cancelled records
 * aside, all shipped or complete is shipped (complete when all are), some is partially shipped,
 * none is confirmed once every record is invoiced and received before that.
 */
export function orderStatusOf(records: readonly RecordState[]): PromoStandardsStatus {
  const live = records.map(recordStatusOf).filter((s) => s !== 'canceled');
  if (live.length === 0) return 'canceled';
  const done = live.filter((s) => SHIPPED_OR_DONE.has(s));
  if (done.length === live.length)
    return done.every((s) => s === 'complete') ? 'complete' : 'shipped';
  if (done.length > 0) return 'partiallyShipped';
  return live.every((s) => s === 'confirmed') ? 'confirmed' : 'received';
}

/** Whether an order still has something ahead of it (the query type `allOpen`). */
export function isOpenStatus(status: PromoStandardsStatus): boolean {
  return status !== 'shipped' && status !== 'complete' && status !== 'canceled';
}

/** The delivery statuses that carry an open issue (for the query type `allOpenIssues`). */
export function deliveryStatusesWithIssues(): string[] {
  return STATUS_TABLE.filter((row) => row.issue !== undefined).map((row) => row.deliveryStatus);
}

/** When a record last changed status: the latest of its stored instants. */
export function lastChangedAt(record: {
  orderedAt: number;
  invoicedAt?: number;
  shippedAt?: number;
  cancelledAt?: number;
}): number {
  return Math.max(
    record.orderedAt,
    record.invoicedAt ?? 0,
    record.shippedAt ?? 0,
    record.cancelledAt ?? 0,
  );
}
