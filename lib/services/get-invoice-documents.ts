import type { Caller } from '@/lib/domain/accounts';
import { DomainError } from '@/lib/domain/errors';
import { invoiceDocumentOf, invoiceFileName, type InvoiceDocument } from '@/lib/domain/invoice';
import type { OrderView } from '@/lib/domain/orders';
import type { ServiceDeps } from './service-deps';

export type InvoiceRequest = { invoiceNumber: string } | { guid: string } | { orderNumber: string };

export interface InvoiceBundle {
  fileName: string;
  documents: InvoiceDocument[];
}

// An invoice exists once the warehouse record is invoiced; a cancelled or test record has none.
const invoiced = (view: OrderView) =>
  view.invoiceNumber !== '' &&
  view.invoicedAt !== undefined &&
  view.orderStatus !== 'Cancelled' &&
  !view.isTest;

const notFound = (field: string) =>
  DomainError.notFound(field, 'No invoice matches the requested value.');

/**
 * GET /v2/invoices/{n}, ?Guid=, ?OrderNumber= (after-the-order.md): the caller's invoiced records
 * as invoice documents. Another account's, or a record not invoiced yet, is a 404.
 */
export async function getInvoiceDocuments(
  deps: ServiceDeps,
  caller: Caller,
  request: InvoiceRequest,
): Promise<InvoiceBundle> {
  const accountId = caller.account.id;
  const zone = deps.settings.businessTimeZone;
  const warehouses = await deps.repos.warehouses.listAll();
  const warehouseOf = (code: string) => warehouses.find((w) => w.code === code);

  if ('invoiceNumber' in request) {
    const number = request.invoiceNumber.trim();
    if (!/^\d{1,20}$/.test(number)) throw notFound('invoiceNumber');
    const found = await deps.repos.orderQueries.find(accountId, { ids: [number] });
    const view = found.orders.find((v) => v.invoiceNumber === number && invoiced(v));
    if (!view) throw notFound('invoiceNumber');
    const warehouse = warehouseOf(view.warehouseAbbr);
    return {
      fileName: invoiceFileName(warehouse?.name ?? view.warehouseAbbr, view.invoiceNumber),
      documents: [invoiceDocumentOf(view, warehouse, zone)],
    };
  }

  let orderNumber: string;
  let field: string;
  if ('guid' in request) {
    field = 'Guid';
    const guid = request.guid.trim().toLowerCase();
    if (!/^[0-9a-f-]{36}$/.test(guid)) throw notFound(field);
    const found = await deps.repos.orderQueries.find(accountId, { ids: [guid] });
    const view = found.orders.find((v) => v.guid.toLowerCase() === guid);
    if (!view) throw notFound(field);
    orderNumber = view.orderNumber;
  } else {
    field = 'OrderNumber';
    orderNumber = request.orderNumber.trim();
    if (orderNumber === '') throw DomainError.field(field, 'Required.');
  }
  const views = (await deps.repos.orderQueries.byOrderNumber(accountId, orderNumber)).filter(
    invoiced,
  );
  const first = views[0];
  if (!first) throw notFound(field);
  return {
    fileName: invoiceFileName(first.companyName, first.orderNumber),
    documents: views.map((v) => invoiceDocumentOf(v, warehouseOf(v.warehouseAbbr), zone)),
  };
}
