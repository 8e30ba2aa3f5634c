// GetInvoicesResponse and GetVoidedInvoicesResponse as strings. One invoice per invoiced warehouse
// record, its amounts those of the REST order record: salesAmount = subtotal, shippingAmount =
// shipping, taxAmount = tax, handlingAmount = every other fee and discount, so that
// invoiceAmount = total. Lines are the order lines, then a charge line per freight and fee.
import { paymentDueAt } from '@/lib/domain/invoice-terms';
import type { AddressView, OrderView } from '@/lib/domain/orders';
import { serviceMessageArray, type ServiceMessage } from '../core/service-messages';
import { decimalOfCents, el, optionalTextEl, textEl } from '../core/xml-writer';
import { xsdDate } from '../core/xsd-time';
import { INVOICE_NS, INVOICE_SHARED_NS } from './namespaces';

const namespaces = `xmlns:v="${INVOICE_NS}" xmlns:s="${INVOICE_SHARED_NS}"`;

export interface InvoiceAnswerOptions {
  timeZone: string;
  styleNumbers: ReadonlyMap<number, string>;
}

/** The part of the total that is neither merchandise, freight nor tax (fees less discounts). */
export function handlingCents(record: OrderView): number {
  return record.totalCents - record.subtotalCents - record.shippingCents - record.taxCents;
}

function accountInfo(address: AddressView, accountNumber: string, name: string): string {
  const [a1, a2, a3] = address.address.split(/,\s*/).filter((p) => p.trim() !== '');
  return el(
    's:AccountInfo',
    optionalTextEl('s:accountName', name, 64) +
      optionalTextEl('s:accountNumber', accountNumber, 64) +
      optionalTextEl('s:attentionTo', address.attn, 64) +
      optionalTextEl('s:Address1', a1, 35) +
      optionalTextEl('s:Address2', a2, 35) +
      optionalTextEl('s:Address3', a3, 35) +
      optionalTextEl('s:city', address.city, 30) +
      optionalTextEl('s:region', address.state, 3) +
      optionalTextEl('s:postalCode', address.zip, 10) +
      el('s:country', 'US'),
  );
}

function productLines(record: OrderView, options: InvoiceAnswerOptions): string[] {
  return record.lines.map((line) =>
    el(
      's:InvoiceLineItem',
      el('s:invoiceLineItemNumber', String(line.lineNumber)) +
        textEl('s:productId', options.styleNumbers.get(line.skuId) || line.styleName, 64) +
        textEl('s:partId', line.sku, 64) +
        el('s:orderedQuantity', String(line.qtyOrdered)) +
        el('s:invoiceQuantity', String(line.qtyOrdered)) +
        el('s:backOrderedQuantity', '0') +
        el('s:quantityUOM', 'EA') +
        textEl(
          's:lineItemDescription',
          `${line.brandName} ${line.styleName} ${line.title}, ${line.colorName}, ${line.sizeName}`,
          1024,
        ) +
        el('s:unitPrice', decimalOfCents(line.priceCents)) +
        el('s:extendedPrice', decimalOfCents(line.priceCents * line.qtyOrdered)) +
        optionalTextEl('s:distributorPartId', line.yourSku, 64),
    ),
  );
}

function chargeLines(record: OrderView, firstNumber: number): string[] {
  const charges: [string, string, number][] = [
    ['FREIGHT', `Freight: ${record.shippingMethod}`, record.shippingCents],
    ['HANDLING', 'Fees and discounts (small order fee and others)', handlingCents(record)],
  ];
  return charges
    .filter(([, , cents]) => cents !== 0)
    .map(([chargeId, description, cents], index) =>
      el(
        's:InvoiceLineItem',
        el('s:invoiceLineItemNumber', String(firstNumber + index)) +
          textEl('s:chargeId', chargeId, 64) +
          el('s:invoiceQuantity', '1') +
          el('s:quantityUOM', 'EA') +
          textEl('s:lineItemDescription', description, 1024) +
          el('s:unitPrice', decimalOfCents(cents)) +
          el('s:extendedPrice', decimalOfCents(cents)),
      ),
    );
}

function invoice(record: OrderView, options: InvoiceAnswerOptions): string {
  const invoicedAt = record.invoicedAt ?? record.orderedAt;
  const lastLine = Math.max(0, ...record.lines.map((l) => l.lineNumber));
  const lines = [...productLines(record, options), ...chargeLines(record, lastLine + 1)];
  const tax =
    record.taxCents !== 0
      ? el(
          'v:TaxArray',
          el(
            's:tax',
            el('s:taxType', 'SALES') +
              textEl('s:taxJurisdiction', record.shippingAddress.state || 'US', 64) +
              el('s:taxAmount', decimalOfCents(record.taxCents)),
          ),
        )
      : '';
  return el(
    'v:Invoice',
    textEl('s:invoiceNumber', record.invoiceNumber, 64) +
      el('s:invoiceType', 'INVOICE') +
      el('s:invoiceDate', xsdDate(invoicedAt, options.timeZone)) +
      optionalTextEl('s:purchaseOrderNumber', record.poNumber, 64) +
      el(
        'v:BillTo',
        accountInfo(record.billingAddress, record.customerNumber, record.billingAddress.name),
      ) +
      el(
        'v:SoldTo',
        accountInfo(record.shippingAddress, record.customerNumber, record.companyName),
      ) +
      optionalTextEl('s:paymentTerms', record.terms, 64) +
      el('s:paymentDueDate', xsdDate(paymentDueAt(record.terms, invoicedAt), options.timeZone)) +
      el('s:currency', 'USD') +
      optionalTextEl('s:fob', record.warehouseAbbr, 64) +
      el('s:salesAmount', decimalOfCents(record.subtotalCents)) +
      el('s:shippingAmount', decimalOfCents(record.shippingCents)) +
      el('s:handlingAmount', decimalOfCents(handlingCents(record))) +
      el('s:taxAmount', decimalOfCents(record.taxCents)) +
      el('s:invoiceAmount', decimalOfCents(record.totalCents)) +
      el('s:advancePaymentAmount', '0.00') +
      el('s:invoiceAmountDue', decimalOfCents(record.totalCents)) +
      (lines.length > 0 ? el('v:InvoiceLineItemsArray', lines.join('')) : '') +
      el('v:SalesOrderNumbersArray', textEl('s:salesOrderNumber', record.orderNumber, 64)) +
      tax,
  );
}

export function getInvoicesResponse(
  records: readonly OrderView[],
  options: InvoiceAnswerOptions,
  messages: readonly ServiceMessage[] = [],
): string {
  const array =
    records.length > 0
      ? el('v:InvoiceArray', records.map((r) => invoice(r, options)).join(''))
      : '';
  return `<v:GetInvoicesResponse ${namespaces}>${array}${serviceMessageArray(messages, 's')}</v:GetInvoicesResponse>`;
}

export function getVoidedInvoicesResponse(
  records: readonly OrderView[],
  timeZone: string,
  messages: readonly ServiceMessage[] = [],
): string {
  const voided = records.map((r) =>
    el(
      'v:VoidedInvoice',
      textEl('s:invoiceNumber', r.invoiceNumber, 64) +
        el('s:voidDate', xsdDate(r.cancelledAt ?? r.invoicedAt ?? r.orderedAt, timeZone)),
    ),
  );
  const array = voided.length > 0 ? el('v:VoidedInvoiceArray', voided.join('')) : '';
  return `<v:GetVoidedInvoicesResponse ${namespaces}>${array}${serviceMessageArray(messages, 's')}</v:GetVoidedInvoicesResponse>`;
}
