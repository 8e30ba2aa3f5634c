import type { Caller } from '@/lib/domain/accounts';
import { businessDay } from '@/lib/domain/order-listing';
import type { OrderView } from '@/lib/domain/orders';
import type { OrderRecordFilter } from '@/lib/domain/ports/order-activity-repository';
import { loadMatchingOrders } from './load-matching-orders';
import type { ServiceDeps } from './service-deps';

/** What PromoStandards Invoice asks for (queryType 1-4), for invoices and for voided ones. */
export type InvoiceQuery =
  | { kind: 'poNumber'; poNumber: string }
  | { kind: 'invoiceNumber'; invoiceNumber: string }
  /** yyyy-MM-dd, a business day: invoiced (or voided) that day. */
  | { kind: 'date'; date: string }
  /** Made available (invoiced, or voided) after this instant. */
  | { kind: 'availableSince'; since: number };

export type InvoiceKind = 'invoices' | 'voided';

function filterOf(query: InvoiceQuery, kind: InvoiceKind, timeZone: string): OrderRecordFilter {
  switch (query.kind) {
    case 'poNumber':
      return { kind: 'poNumber', poNumber: query.poNumber };
    case 'invoiceNumber':
      return { kind: 'invoiceNumber', invoiceNumber: query.invoiceNumber };
    case 'date': {
      const day = businessDay(query.date, 'requestedDate', timeZone);
      return kind === 'invoices'
        ? { kind: 'invoicedBetween', ...day }
        : { kind: 'voidedBetween', ...day };
    }
    case 'availableSince':
      // "Greater than" the time stamp (spec-text.md).
      return kind === 'invoices'
        ? { kind: 'invoicedBetween', from: query.since + 1, to: Number.MAX_SAFE_INTEGER }
        : { kind: 'voidedBetween', from: query.since + 1, to: Number.MAX_SAFE_INTEGER };
  }
}

/** Whether a record is an invoice of the kind asked for: invoiced and live, or invoiced and voided. */
function isOfKind(record: OrderView, kind: InvoiceKind): boolean {
  if (record.invoiceNumber === '' || record.isTest) return false;
  return kind === 'invoices'
    ? record.orderStatus !== 'Cancelled'
    : record.orderStatus === 'Cancelled';
}

/**
 * The caller's invoices (one per invoiced warehouse record, as GET /v2/orders/ shows it) or voided
 * invoices (records cancelled after their invoice) the query names, newest first. Another
 * account's are never found.
 */
export async function getInvoices(
  deps: ServiceDeps,
  caller: Caller,
  query: InvoiceQuery,
  kind: InvoiceKind,
): Promise<OrderView[]> {
  const filter = filterOf(query, kind, deps.settings.businessTimeZone);
  const { orders, matched } = await loadMatchingOrders(deps, caller, filter);
  return orders.flat().filter((r) => matched.has(r.guid) && isOfKind(r, kind));
}
