import { describe, expect, it } from 'vitest';
import { invoiceDocumentOf, invoiceFileName, netDaysOf, usDate } from './invoice';
import type { OrderView } from './orders';

const ZONE = 'America/Chicago';
const at = Date.UTC(2026, 10, 18, 16, 0, 0);

function view(overrides: Partial<OrderView> = {}): OrderView {
  const address = {
    name: 'Northside Print Co.',
    attn: '',
    address: '1 Main St',
    city: 'Chicago',
    state: 'IL',
    zip: '60607',
  };
  return {
    guid: 'g',
    companyName: 'Northside Print Co.',
    warehouseAbbr: 'IL',
    orderNumber: '5000123',
    invoiceNumber: '80000456',
    poNumber: 'PO-1',
    customerNumber: '100001',
    orderedAt: at,
    invoicedAt: at + 60_000,
    orderType: 'API',
    terms: 'Net 30',
    orderStatus: 'In Progress',
    dropship: false,
    shippingCarrier: 'UPS',
    shippingMethod: 'Ground',
    shipBlind: false,
    shippingCollectNumber: '',
    trackingNumber: '',
    shippingAddress: address,
    billingAddress: address,
    subtotalCents: 12_345,
    shippingCents: 1_250,
    shippingSavedCents: 0,
    codCents: 0,
    taxCents: 988,
    lostCashDiscountCents: 0,
    smallOrderFeeCents: 0,
    cuponDiscountCents: 0,
    sampleDiscountCents: 0,
    setUpFeeCents: 0,
    restockFeeCents: 0,
    debitCreditCents: 0,
    totalCents: 14_583,
    totalPieces: 13,
    totalLines: 1,
    totalWeight: 4,
    totalBoxes: 1,
    deliveryStatus: '',
    conveyorLane: '',
    isTest: false,
    lines: [
      {
        lineNumber: 1,
        type: 'S',
        skuId: 1,
        sku: '10760024',
        gtin: '0',
        yourSku: '',
        qtyOrdered: 13,
        qtyShipped: 0,
        priceCents: 950,
        brandName: 'Hartwell',
        styleName: '5000',
        title: 'Tee',
        colorName: 'Black',
        sizeName: 'L',
        returnable: true,
      },
    ],
    ...overrides,
  };
}

describe('invoiceDocumentOf', () => {
  it('prints every figure of the record, with the due date from the terms', () => {
    const doc = invoiceDocumentOf(view(), undefined, ZONE);
    expect(doc).toMatchObject({
      title: 'Invoice',
      invoiceNumber: '80000456',
      invoiceDate: '11/18/2026',
      dueDate: '12/18/2026',
      shipDate: '',
    });
    expect(doc.lines[0]).toMatchObject({
      sku: '10760024',
      unitPrice: '$9.50',
      extension: '$123.50',
    });
    expect(doc.totals).toEqual([
      { label: 'Subtotal', amount: '$123.45' },
      { label: 'Freight', amount: '$12.50' },
      { label: 'Tax', amount: '$9.88' },
      { label: 'Total', amount: '$145.83' },
    ]);
  });

  it('lists fees only when charged and calls a credit a credit memo', () => {
    const doc = invoiceDocumentOf(
      view({ smallOrderFeeCents: 500, orderType: 'Credit' }),
      undefined,
      ZONE,
    );
    expect(doc.title).toBe('Credit Memo');
    expect(doc.totals.map((t) => t.label)).toContain('Small order fee');
  });

  it('refuses a record that is not invoiced', () => {
    expect(() =>
      invoiceDocumentOf(view({ invoiceNumber: '', invoicedAt: undefined }), undefined, ZONE),
    ).toThrow();
  });
});

describe('invoice helpers', () => {
  it.each([
    ['Net 30', 30],
    ['net10', 10],
    ['Credit Card (Visa ending 4242)', undefined],
  ])('netDaysOf(%s) = %s', (terms, days) => expect(netDaysOf(terms)).toBe(days));

  it.each([
    ['Lockport, IL', '80000456', 'Lockport_IL_Invoice_80000456.pdf'],
    ['Northside Print Co.', '5000123', 'Northside_Print_Co._Invoice_5000123.pdf'],
    ['"; rm -rf /', '1', 'rm_-rf_Invoice_1.pdf'],
  ])('invoiceFileName(%s, %s)', (prefix, n, expected) =>
    expect(invoiceFileName(prefix, n)).toBe(expected),
  );

  it('writes dates in the business time zone', () => {
    expect(usDate(Date.UTC(2026, 10, 19, 3, 0, 0), ZONE)).toBe('11/18/2026');
  });
});
