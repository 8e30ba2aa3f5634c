// PromoStandards Invoice 1.0.0 over HTTP: the invoice of an order placed by REST, by every query
// type, with the amounts and dates of GET /v2/orders/{n}; an invoice voided by a cancel; the
// standard's codes; the wall between accounts; a SOAP client loaded from our ?wsdl; every answer
// valid against the XSDs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SKUS } from '@/db/seed/demo-fixtures';
import { advanceOrders } from '@/lib/services/advance-orders';
import { DEMO, startTestServer, type TestServer } from './harness';
import { placeOrder, type OrderWireRecord } from './order-helpers';
import {
  all,
  callOperation,
  first,
  INVOICE,
  messagesOf,
  parkSeededSchedule,
  post,
  schemaProblems,
  serviceEnvelope,
  soapClient,
  textOf,
  type Answer,
  type EnvelopeOptions,
  type Field,
} from './soap-services';

let server: TestServer;
const answers: string[] = [];
let invoiced: OrderWireRecord;

const money = (n: number) => n.toFixed(2);

beforeAll(async () => {
  server = await startTestServer();
  await parkSeededSchedule(server);
  const [placed] = await placeOrder(server, {
    poNumber: 'INV-REST-1',
    lines: [
      { identifier: DEMO_SKUS.plentiful.sku, qty: 14, warehouseAbbr: 'IL' },
      { identifier: DEMO_SKUS.lowStock.sku, qty: 2, warehouseAbbr: 'IL' },
    ],
  });
  await advanceOrders(server.app.deps, { orderNumber: placed!.orderNumber, force: true });
  [invoiced] = (await (await server.call(`/v2/orders/${placed!.orderNumber}`)).json()) as [
    OrderWireRecord,
  ];
});
afterAll(() => server.close());

async function ask(
  element: 'GetInvoicesRequest' | 'GetVoidedInvoicesRequest',
  fields: Field[],
  options: EnvelopeOptions = {},
): Promise<Answer> {
  const answer = await post(server, INVOICE, serviceEnvelope(INVOICE, element, fields, options));
  answers.push(answer.text);
  expect(answer.status).toBe(200);
  return answer;
}

describe('getInvoices', () => {
  it('shows the invoice with the numbers, dates and amounts of the REST record', async () => {
    expect(invoiced.invoiceNumber).toMatch(/^\d+$/);
    const answer = await ask('GetInvoicesRequest', [
      ['queryType', '1'],
      ['referenceNumber', 'INV-REST-1'],
    ]);
    const invoice = first(answer.root, 'Invoice');
    expect(textOf(invoice, 'invoiceNumber')).toBe(invoiced.invoiceNumber);
    expect(textOf(invoice, 'invoiceDate')).toBe(invoiced.invoiceDate?.slice(0, 10));
    expect(textOf(invoice, 'purchaseOrderNumber')).toBe('INV-REST-1');
    expect(textOf(invoice, 'salesOrderNumber')).toBe(invoiced.orderNumber);
    expect(textOf(invoice, 'salesAmount')).toBe(money(invoiced.subtotal));
    expect(textOf(invoice, 'shippingAmount')).toBe(money(invoiced.shipping));
    expect(textOf(invoice, 'taxAmount')).toBe(money(invoiced.tax));
    expect(textOf(invoice, 'invoiceAmount')).toBe(money(invoiced.total));
    expect(textOf(invoice, 'invoiceAmountDue')).toBe(money(invoiced.total));
    const handling = Number(textOf(invoice, 'handlingAmount'));
    expect(handling).toBeCloseTo(
      invoiced.total - invoiced.subtotal - invoiced.shipping - invoiced.tax,
      2,
    );
    const parts = all(invoice, 'InvoiceLineItem').filter((l) => textOf(l, 'partId'));
    expect(parts.map((l) => [textOf(l, 'partId'), textOf(l, 'invoiceQuantity')])).toEqual(
      invoiced.lines.map((l) => [l.sku, String(l.qtyOrdered)]),
    );
    expect(parts.map((l) => textOf(l, 'unitPrice'))).toEqual(
      invoiced.lines.map((l) => money(l.price)),
    );
  });

  it('finds the same invoice by number, by invoice date and by availability', async () => {
    const byNumber = await ask('GetInvoicesRequest', [
      ['queryType', '2'],
      ['referenceNumber', invoiced.invoiceNumber],
    ]);
    expect(all(byNumber.root, 'invoiceNumber').map((e) => e.text)).toEqual([
      invoiced.invoiceNumber,
    ]);
    const byDate = await ask('GetInvoicesRequest', [
      ['queryType', '3'],
      ['requestedDate', invoiced.invoiceDate!.slice(0, 10)],
    ]);
    expect(all(byDate.root, 'invoiceNumber').map((e) => e.text)).toContain(invoiced.invoiceNumber);
    const since = new Date(server.clock.now() - 60_000).toISOString();
    const available = await ask('GetInvoicesRequest', [
      ['queryType', '4'],
      ['availableTimeStamp', since],
    ]);
    expect(all(available.root, 'invoiceNumber').map((e) => e.text)).toContain(
      invoiced.invoiceNumber,
    );
  });

  it("answers another account's invoice as not found (903)", async () => {
    const answer = await ask(
      'GetInvoicesRequest',
      [
        ['queryType', '2'],
        ['referenceNumber', invoiced.invoiceNumber],
      ],
      { account: DEMO.account2 },
    );
    expect(first(answer.root, 'Invoice')).toBeUndefined();
    expect(messagesOf(answer).map((m) => m.code)).toEqual([903]);
  });

  it.each([
    ['no queryType', [], {}, 120],
    ['queryType 7', [['queryType', '7']], {}, 901],
    ['no referenceNumber', [['queryType', '2']], {}, 120],
    [
      'an unknown invoice',
      [
        ['queryType', '2'],
        ['referenceNumber', '1'],
      ],
      {},
      903,
    ],
    [
      'no password',
      [
        ['queryType', '2'],
        ['referenceNumber', '1'],
      ],
      { password: null },
      110,
    ],
    [
      'wsVersion 2.0.0',
      [
        ['queryType', '2'],
        ['referenceNumber', '1'],
      ],
      { wsVersion: '2.0.0' },
      115,
    ],
  ] as [string, Field[], EnvelopeOptions, number][])(
    '%s: %s',
    async (_n, fields, options, code) => {
      const answer = await ask('GetInvoicesRequest', fields, options);
      expect(messagesOf(answer)).toEqual([expect.objectContaining({ code, severity: 'Error' })]);
    },
  );
});

describe('getVoidedInvoices', () => {
  it('lists an invoice whose order was cancelled within its ten minutes', async () => {
    const [placed] = await placeOrder(server, {
      poNumber: 'INV-VOID-1',
      lines: [{ identifier: DEMO_SKUS.plentiful.sku, qty: 5, warehouseAbbr: 'KS' }],
    });
    await advanceOrders(server.app.deps, { orderNumber: placed!.orderNumber, force: true });
    const [record] = (await (await server.call(`/v2/orders/${placed!.orderNumber}`)).json()) as [
      OrderWireRecord,
    ];
    expect(record.invoiceNumber).not.toBe('');
    const cancel = await server.call(`/v2/orders/${placed!.orderNumber}`, { method: 'DELETE' });
    expect(cancel.status).toBe(200);

    const voided = await ask('GetVoidedInvoicesRequest', [
      ['queryType', '1'],
      ['referenceNumber', 'INV-VOID-1'],
    ]);
    expect(textOf(voided.root, 'invoiceNumber')).toBe(record.invoiceNumber);
    expect(textOf(voided.root, 'voidDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const live = await ask('GetInvoicesRequest', [
      ['queryType', '2'],
      ['referenceNumber', record.invoiceNumber],
    ]);
    expect(messagesOf(live).map((m) => m.code)).toEqual([903]);
  });
});

describe('a standard SOAP client loaded only from our ?wsdl', () => {
  it('calls both operations', async () => {
    const client = await soapClient(server, INVOICE);
    const credentials = {
      wsVersion: '1.0.0',
      id: DEMO.account1.number,
      password: DEMO.account1.apiKey,
    };
    const invoices = await callOperation(client, 'getInvoices', {
      GetInvoicesRequest: { ...credentials, queryType: '1', referenceNumber: 'INV-REST-1' },
    });
    expect(JSON.stringify(invoices.result)).toContain(invoiced.invoiceNumber);
    const voided = await callOperation(client, 'getVoidedInvoices', {
      GetVoidedInvoicesRequest: { ...credentials, queryType: '1', referenceNumber: 'INV-VOID-1' },
    });
    expect(JSON.stringify(voided.result)).toContain('voidDate');
    answers.push(invoices.raw, voided.raw);
  });
});

describe('every answer', () => {
  it('validates against the Invoice 1.0.0 XSDs', async () => {
    expect(answers.length).toBeGreaterThan(10);
    expect(await schemaProblems(INVOICE, answers)).toEqual([]);
  }, 60_000);
});
