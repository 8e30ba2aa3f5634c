// An invoice document (issue 12, item 1) from an invoiced warehouse record: every figure the PDF
// prints, already computed and formatted, so the renderer only lays out text. Amounts are the
// record's own (what the order charged); a line's extension is its price times the quantity
// invoiced (shipped once shipped, else ordered).
import { zonedParts } from './business-time';
import { formatUsd } from './money';
import type { OrderView } from './orders';
import type { Warehouse } from './ports/warehouse-repository';
import { SUPPLIER } from './supplier';

export interface InvoiceLine {
  lineNumber: number;
  sku: string;
  description: string;
  qtyOrdered: number;
  qtyShipped: number;
  unitPrice: string;
  extension: string;
}

export interface InvoiceDocument {
  title: 'Invoice' | 'Credit Memo';
  invoiceNumber: string;
  orderNumber: string;
  poNumber: string;
  customerNumber: string;
  invoiceDate: string; // MM/dd/yyyy, business time zone
  orderDate: string;
  shipDate: string; // '' until shipped
  dueDate: string; // '' when the terms name no days
  terms: string;
  shippingMethod: string;
  trackingNumber: string;
  supplier: string[];
  shipFrom: string[];
  billTo: string[];
  shipTo: string[];
  lines: InvoiceLine[];
  /** Label and amount pairs in print order, ending with the total. */
  totals: { label: string; amount: string }[];
  totalCents: number;
}

const DAY = 24 * 60 * 60_000;

export function usDate(epochMs: number, timeZone: string): string {
  const p = zonedParts(epochMs, timeZone);
  return `${String(p.month).padStart(2, '0')}/${String(p.day).padStart(2, '0')}/${p.year}`;
}

/** 'Net 30' -> 30; undefined for terms without a number of days (card, prepaid). */
export function netDaysOf(terms: string): number | undefined {
  const match = /\bnet\s*(\d{1,3})\b/i.exec(terms);
  return match ? Number(match[1]) : undefined;
}

const addressLines = (a: OrderView['shippingAddress']) =>
  [a.name, a.attn, a.address, `${a.city}, ${a.state} ${a.zip}`].filter((s) => s.trim() !== '');

export function invoiceDocumentOf(
  view: OrderView,
  warehouse: Warehouse | undefined,
  timeZone: string,
): InvoiceDocument {
  if (view.invoiceNumber === '' || view.invoicedAt === undefined) {
    throw new Error('Only an invoiced record has an invoice.');
  }
  const invoicedAt = view.invoicedAt;
  const netDays = netDaysOf(view.terms);
  const money = (cents: number) => formatUsd(cents);
  const extra: { label: string; cents: number }[] = [
    { label: 'Freight', cents: view.shippingCents },
    { label: 'Small order fee', cents: view.smallOrderFeeCents },
    { label: 'Set-up fee', cents: view.setUpFeeCents },
    { label: 'Restock fee', cents: view.restockFeeCents },
    { label: 'COD', cents: view.codCents },
    { label: 'Discount', cents: -view.cuponDiscountCents - view.sampleDiscountCents },
    { label: 'Lost cash discount', cents: view.lostCashDiscountCents },
    { label: 'Debit/credit', cents: view.debitCreditCents },
    { label: 'Tax', cents: view.taxCents },
  ];
  return {
    title: view.orderType === 'Credit' ? 'Credit Memo' : 'Invoice',
    invoiceNumber: view.invoiceNumber,
    orderNumber: view.orderNumber,
    poNumber: view.poNumber,
    customerNumber: view.customerNumber,
    invoiceDate: usDate(invoicedAt, timeZone),
    orderDate: usDate(view.orderedAt, timeZone),
    shipDate: view.shippedAt === undefined ? '' : usDate(view.shippedAt, timeZone),
    dueDate: netDays === undefined ? '' : usDate(invoicedAt + netDays * DAY, timeZone),
    terms: view.terms,
    shippingMethod: `${view.shippingCarrier} ${view.shippingMethod}`.trim(),
    trackingNumber: view.trackingNumber,
    supplier: [
      SUPPLIER.name,
      SUPPLIER.address,
      `${SUPPLIER.city}, ${SUPPLIER.state} ${SUPPLIER.zip}`,
      `${SUPPLIER.phone} · ${SUPPLIER.email}`,
    ],
    shipFrom: warehouse
      ? [`Warehouse ${warehouse.code}`, `${warehouse.city}, ${warehouse.state}`]
      : [`Warehouse ${view.warehouseAbbr}`],
    billTo: addressLines(view.billingAddress),
    shipTo: addressLines(view.shippingAddress),
    lines: view.lines.map((line) => {
      const invoiced = line.qtyShipped !== 0 ? line.qtyShipped : line.qtyOrdered;
      return {
        lineNumber: line.lineNumber,
        sku: line.sku,
        description: [line.brandName, line.styleName, line.title, line.colorName, line.sizeName]
          .filter((s) => s !== '')
          .join(' · '),
        qtyOrdered: line.qtyOrdered,
        qtyShipped: line.qtyShipped,
        unitPrice: money(line.priceCents),
        extension: money(line.priceCents * invoiced),
      };
    }),
    totals: [
      { label: 'Subtotal', amount: money(view.subtotalCents) },
      ...extra
        .filter((e) => e.cents !== 0 || e.label === 'Freight' || e.label === 'Tax')
        .map((e) => ({ label: e.label, amount: money(e.cents) })),
      { label: 'Total', amount: money(view.totalCents) },
    ],
    totalCents: view.totalCents,
  };
}

/** `{warehouseName}_Invoice_{n}.pdf` / `{companyName}_Invoice_{orderNumber}.pdf`, file-safe. */
export function invoiceFileName(prefix: string, number: string): string {
  const safe =
    prefix
      .replace(/[^A-Za-z0-9 ._-]+/g, '')
      .trim()
      .replace(/\s+/g, '_') || 'Invoice';
  return `${safe}_Invoice_${number}.pdf`;
}
