// Invoices as PDF (issue 12, item 1): a script with HTTP Basic downloads the invoice of an
// invoiced order and finds its numbers in it; before invoicing, or for another account, a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUsd } from '@/lib/domain/money';
import { advance, pdfText } from './after-helpers';
import { startTestServer, type TestServer } from './harness';
import { placeOrder, stockedSkus, type ErrorBody, type OrderWireRecord } from './order-helpers';

let server: TestServer;
let il: string[];
let ks: string[];

beforeAll(async () => {
  server = await startTestServer();
  il = await stockedSkus(server, 'IL', 45);
  ks = await stockedSkus(server, 'KS', 2);
});
afterAll(() => server.close());

const read = async (orderNumber: string) =>
  (await (await server.call(`/v2/orders/${orderNumber}`)).json()) as OrderWireRecord[];
const money = (amount: number) => formatUsd(Math.round(amount * 100));

describe('GET /v2/invoices/{invoiceNumber}', () => {
  let record: OrderWireRecord;

  beforeAll(async () => {
    const [placed] = await placeOrder(server, {
      poNumber: 'PO-INV-77',
      lines: [
        { identifier: il[0]!, qty: 13, warehouseAbbr: 'IL' },
        { identifier: il[1]!, qty: 2, warehouseAbbr: 'IL' },
      ],
    });
    expect((await server.call(`/v2/invoices/?OrderNumber=${placed!.orderNumber}`)).status).toBe(
      404,
    );
    await advance(server, 61_000, 61_000);
    record = (await read(placed!.orderNumber))[0]!;
    expect(record.invoiceNumber).toMatch(/^\d+$/);
  });

  it('answers a PDF attachment named after the warehouse, holding the invoice numbers', async () => {
    const res = await server.call(`/V2/Invoices/${record.invoiceNumber}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Lockport_IL_Invoice_${record.invoiceNumber}.pdf"`,
    );
    const { pages, text } = await pdfText(await res.arrayBuffer());
    expect(pages).toHaveLength(1);
    expect(text).toContain(record.invoiceNumber);
    expect(text).toContain(record.orderNumber);
    expect(text).toContain('PO-INV-77');
    expect(text).toContain(record.customerNumber);
    expect(text).toContain(record.terms);
    for (const line of record.lines) {
      expect(text).toContain(line.sku);
      expect(text).toContain(money(line.price));
      expect(text).toContain(money(line.price * line.qtyOrdered));
    }
    expect(text).toContain(money(record.subtotal));
    expect(text).toContain(money(record.shipping));
    expect(text).toContain(money(record.tax));
    expect(text).toContain(money(record.total));
    expect(text).toContain(record.shippingAddress.address);
    expect(text).toContain(record.billingAddress.billTo);
    expect(text).toContain('Page 1 of 1');
  });

  it('is a 404 with the usual error body for another account, and for an unknown number', async () => {
    const other = await server.call(`/v2/invoices/${record.invoiceNumber}`, { as: 'account2' });
    expect(other.status).toBe(404);
    const body = (await other.json()) as ErrorBody;
    expect(body.errors[0]).toMatchObject({ field: 'invoiceNumber' });
    expect((await server.call('/v2/invoices/999999999')).status).toBe(404);
    expect((await server.call('/v2/invoices/not-a-number')).status).toBe(404);
  });

  it('refuses ?mediatype=xml instead of ignoring it, and asks for a number when none is given', async () => {
    const xml = await server.call(`/v2/invoices/${record.invoiceNumber}?mediatype=xml`);
    expect(xml.status).toBe(400);
    expect(((await xml.json()) as ErrorBody).errors[0]!.field).toBe('mediatype');
    const none = await server.call('/v2/invoices/');
    expect(none.status).toBe(400);
    expect(((await none.json()) as ErrorBody).errors[0]!.field).toBe('invoiceNumber');
  });

  it('needs credentials like every /v2 endpoint', async () => {
    expect((await server.call(`/v2/invoices/${record.invoiceNumber}`, { as: null })).status).toBe(
      401,
    );
  });
});

describe('GET /v2/invoices/?Guid= and ?OrderNumber=', () => {
  it('puts every invoice of a two-warehouse order in one PDF named after the company', async () => {
    const placed = await placeOrder(server, {
      lines: [
        { identifier: il[2]!, qty: 3, warehouseAbbr: 'IL' },
        { identifier: ks[0]!, qty: 4, warehouseAbbr: 'KS' },
      ],
    });
    expect(placed).toHaveLength(2);
    await advance(server, 61_000, 61_000);
    const records = await read(placed[0]!.orderNumber);
    for (const query of [`Guid=${placed[1]!.guid}`, `ordernumber=${placed[0]!.orderNumber}`]) {
      const res = await server.call(`/v2/invoices/?${query}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="Northside_Print_Co._Invoice_${placed[0]!.orderNumber}.pdf"`,
      );
      const { pages } = await pdfText(await res.arrayBuffer());
      expect(pages).toHaveLength(2);
      records.forEach((r, i) => {
        expect(pages[i]).toContain(r.invoiceNumber);
        expect(pages[i]).toContain(money(r.total));
        expect(pages[i]).toContain(r.lines[0]!.sku);
      });
    }
    const wrongGuid = await server.call('/v2/invoices/?Guid=00000000-0000-4000-8000-000000000000');
    expect(wrongGuid.status).toBe(404);
  });

  it('continues a long invoice over numbered pages with every line on them', async () => {
    const lines = il
      .slice(3, 45)
      .map((identifier) => ({ identifier, qty: 1, warehouseAbbr: 'IL' }));
    const [placed] = await placeOrder(server, { lines });
    await advance(server, 61_000, 61_000);
    const [record] = await read(placed!.orderNumber);
    const res = await server.call(`/v2/invoices/${record!.invoiceNumber}`);
    const { pages, text } = await pdfText(await res.arrayBuffer());
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
    for (const line of record!.lines) expect(text).toContain(line.sku);
    expect(pages[pages.length - 1]).toContain(money(record!.total));
  });
});
