// The contract's last gaps (issue 12, item 5): expectedDeliveryDate as a date at midnight,
// ?mediatype=xml answered (or refused with a 400) on cross references, payment profiles and the
// placement answer, an e-mail through the outbox when an order ships, and stock that refreshes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SKUS } from '@/db/seed/demo-fixtures';
import { refreshStock } from '@/lib/services/refresh-stock';
import { advance } from './after-helpers';
import { startTestServer, type TestServer } from './harness';
import { orderBody, placeOrder, stockedSkus, type ErrorBody } from './order-helpers';

let server: TestServer;
let skus: string[];

beforeAll(async () => {
  server = await startTestServer();
  skus = await stockedSkus(server, 'IL', 4);
});
afterAll(() => server.close());

describe('dates that are dates', () => {
  it('sends expectedDeliveryDate as a calendar day at midnight, without fraction or zone', async () => {
    const [placed] = await placeOrder(server, {
      lines: [{ identifier: skus[0]!, qty: 1, warehouseAbbr: 'IL' }],
    });
    expect(placed!.expectedDeliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
    const [read] = (await (await server.call(`/v2/orders/${placed!.orderNumber}`)).json()) as {
      expectedDeliveryDate: string;
    }[];
    expect(read!.expectedDeliveryDate).toBe(placed!.expectedDeliveryDate);
  });
});

describe('?mediatype=xml', () => {
  it('answers cross references in XML, and still JSON by default', async () => {
    const put = await server.call(
      `/v2/crossref/XML-TEE?Identifier=${DEMO_SKUS.plentiful.sku}&mediatype=xml`,
      { method: 'PUT' },
    );
    expect(put.status).toBe(201);
    expect(put.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(await put.text()).toContain('<CrossRef><yourSku>XML-TEE</yourSku>');
    const xml = await server.call('/v2/crossref/XML-TEE?MediaType=XML');
    expect(await xml.text()).toMatch(/^<\?xml[^>]*\?><ArrayOfCrossRef><CrossRef>/);
    const json = (await (await server.call('/v2/crossref/XML-TEE')).json()) as { sku: string }[];
    expect(json[0]!.sku).toBe(DEMO_SKUS.plentiful.sku);
  });

  it('answers payment profiles in XML', async () => {
    const res = await server.call('/v2/paymentprofiles/?email=buyer@example.com&mediatype=xml');
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(
      /<ArrayOfPaymentProfile>(<PaymentProfile><profileID>\d+<\/profileID>.*<\/PaymentProfile>)*<\/ArrayOfPaymentProfile>$/,
    );
  });

  it('answers a placement in XML, refuses xml with rejectLineErrors false, and refuses unknown types', async () => {
    const body = orderBody({ lines: [{ identifier: skus[1]!, qty: 1, warehouseAbbr: 'IL' }] });
    const res = await server.call('/v2/orders/?mediatype=xml', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^<\?xml[^>]*\?><ArrayOfOrder><Order><guid>/);
    const twoPart = JSON.stringify({ ...(JSON.parse(body) as object), rejectLineErrors: false });
    const refused = await server.call('/v2/orders/?mediatype=xml', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: twoPart,
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorBody).errors[0]!.field).toBe('mediatype');
    for (const path of [
      '/v2/crossref/?mediatype=csv',
      '/v2/paymentprofiles/?email=buyer@example.com&mediatype=csv',
    ]) {
      const bad = await server.call(path);
      expect(bad.status).toBe(400);
    }
    const badPlacement = await server.call('/v2/orders/?mediatype=yaml', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(badPlacement.status).toBe(400);
  });
});

describe('e-mails through the outbox', () => {
  it('tells the buyer when an order ships, with the carrier and tracking number', async () => {
    const [placed] = await placeOrder(server, {
      emailConfirmation: 'ship-news@example.com',
      poNumber: 'PO-SHIPMAIL',
      lines: [{ identifier: skus[2]!, qty: 2, warehouseAbbr: 'IL' }],
    });
    await advance(server, 11 * 60_000);
    const [record] = (await (await server.call(`/v2/orders/${placed!.orderNumber}`)).json()) as {
      trackingNumber: string;
    }[];
    const outbox = (await (await server.call('/v2/outbox/')).json()) as {
      subject: string;
      toAddress?: string;
      textBody?: string;
    }[];
    const shipped = outbox.filter(
      (m) => m.subject === `Order ${placed!.orderNumber} has shipped - PO PO-SHIPMAIL`,
    );
    expect(shipped).toHaveLength(1);
    expect(JSON.stringify(shipped[0])).toContain(record!.trackingNumber);
    // Another pass of the step writes no second one.
    await advance(server, 60_000);
    const again = (await (await server.call('/v2/outbox/')).json()) as { subject: string }[];
    expect(
      again.filter((m) => m.subject.startsWith(`Order ${placed!.orderNumber} has shipped`)),
    ).toHaveLength(1);
  });
});

describe('stock refresh', () => {
  const inventory = async (sku: string, warehouse: string) => {
    const [product] = (await (
      await server.call(`/v2/products/${sku}?Warehouses=${warehouse}&fields=sku,warehouses`)
    ).json()) as {
      warehouses: { warehouseAbbr: string; qty: number; expectedInventory: string }[];
    }[];
    return product!.warehouses.find((w) => w.warehouseAbbr === warehouse)!;
  };

  it('puts a lot en route to a low cell, and adds it to stock when its date comes', async () => {
    const { sku } = DEMO_SKUS.lowStock;
    const before = await inventory(sku, 'IL');
    expect(before.expectedInventory).toBe('None');
    await refreshStock(server.app.deps);
    const expecting = await inventory(sku, 'IL');
    expect(expecting.expectedInventory).toMatch(/^EnRoute:\d{2}\/\d{2}\/\d{4} 144\|OnOrder:0$/);
    expect(expecting.qty).toBe(before.qty);
    server.clock.advance(3 * 24 * 60 * 60_000);
    const report = await refreshStock(server.app.deps);
    expect(report.piecesArrived).toBeGreaterThanOrEqual(144);
    const arrived = await inventory(sku, 'IL');
    expect(arrived).toMatchObject({ qty: before.qty + 144, expectedInventory: 'None' });
    // Nothing arrives twice.
    await refreshStock(server.app.deps);
    expect((await inventory(sku, 'IL')).qty).toBe(before.qty + 144);
  });

  it('leaves out-of-stock and closeout cells alone', async () => {
    await refreshStock(server.app.deps);
    expect(await inventory(DEMO_SKUS.outOfStock.sku, 'IL')).toMatchObject({
      qty: 0,
      expectedInventory: 'None',
    });
    const closeout = await inventory(DEMO_SKUS.closeout.sku, 'IL');
    expect(closeout.expectedInventory).toBe('None');
  });
});
