// GET /v2/invoices/{invoiceNumber} – one invoice as a PDF attachment named
// {warehouseName}_Invoice_{invoiceNumber}.pdf; GET /v2/invoices/?Guid= or ?OrderNumber= – every
// invoice of that order in one PDF named {companyName}_Invoice_{orderNumber}.pdf
// (after-the-order.md). Not invoiced yet, or another account's: 404 with the usual error body.
import { DomainError } from '@/lib/domain/errors';
import { getInvoiceDocuments, type InvoiceRequest } from '@/lib/services/get-invoice-documents';
import type { RestRequest } from '../types';
import type { Route } from '../router';
import { parseMediaType } from '../wire/media-type';
import { renderInvoicesPdf } from './invoice-pdf';

function requestOf(req: RestRequest, invoiceNumber: string | undefined): InvoiceRequest {
  if (invoiceNumber !== undefined) return { invoiceNumber };
  const guid = req.query.get('Guid');
  if (guid !== undefined) return { guid };
  const orderNumber = req.query.get('OrderNumber');
  if (orderNumber !== undefined) return { orderNumber };
  throw DomainError.field('invoiceNumber', 'Name an invoice number, or ?Guid= or ?OrderNumber=.');
}

export const invoiceRoutes: Route[] = [
  {
    method: 'GET',
    pattern: 'v2/invoices/:invoiceNumber?',
    async handler({ req, params, caller, app }) {
      // A PDF is the only form of an invoice; `mediatype=json` (sent on every call by some
      // clients) is tolerated, xml is refused rather than ignored.
      parseMediaType(req.query, ['json']);
      const bundle = await getInvoiceDocuments(
        app.deps,
        caller,
        requestOf(req, params.invoiceNumber),
      );
      const pdf = await renderInvoicesPdf(bundle.documents);
      return {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${bundle.fileName}"`,
          'cache-control': 'private, no-store',
        },
        body: pdf,
      };
    },
  },
];
