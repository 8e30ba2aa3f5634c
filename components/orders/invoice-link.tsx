import type { OrderRecord } from '@/lib/client/orders-types';

/** Download of a record's invoice PDF (GET /v2/invoices/{n}, session cookie); none until invoiced. */
export function InvoiceLink({ record }: { record: OrderRecord }) {
  if (!record.invoiceNumber || record.orderStatus === 'Cancelled') return null;
  return (
    <a
      href={`/v2/invoices/${encodeURIComponent(record.invoiceNumber)}`}
      download
      className="inline-flex items-center gap-1 rounded border border-slate-300 px-3 py-1.5 text-sm text-brand-700 underline hover:bg-slate-50"
      data-testid="invoice-download"
    >
      Download invoice {record.invoiceNumber} (PDF)
    </a>
  );
}
