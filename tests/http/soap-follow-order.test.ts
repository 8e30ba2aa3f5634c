// One order placed by REST, one by a SOAP PO and one by the portal's cart, each followed through
// Order Status, Order Shipment Notification and Invoice: the same numbers, dates and amounts as
// GET /v2/orders/{n} shows, whatever door the order came through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartView } from '@/lib/contracts/cart';
import { buildOrderRequest } from '@/lib/contracts/cart-order-request';
import { DEMO_SKUS } from '@/db/seed/demo-fixtures';
import { advanceOrders } from '@/lib/services/advance-orders';
import { sessionCaller } from './cart-session';
import { DEMO, startTestServer, type TestServer } from './harness';
import { placeOrder, type OrderWireRecord } from './order-helpers';
import { sendPOEnvelope } from './soap-fixtures';
import { postSoap, readAnswer } from './soap-helpers';
import {
  first,
  INVOICE,
  ORDER_STATUS,
  parkSeededSchedule,
  post,
  schemaProblems,
  serviceEnvelope,
  SHIPMENT_NOTIFICATION,
  textOf,
  type ServiceUnderTest,
} from './soap-services';

let server: TestServer;
const placed: Record<'REST' | 'SOAP' | 'portal', string> = { REST: '', SOAP: '', portal: '' };
const answers = new Map<ServiceUnderTest, string[]>();

beforeAll(async () => {
  server = await startTestServer();
  await parkSeededSchedule(server);
  const sku = DEMO_SKUS.plentiful.sku;

  const [rest] = await placeOrder(server, {
    poNumber: 'FOLLOW-REST',
    lines: [{ identifier: sku, qty: 20, warehouseAbbr: 'IL' }],
  });
  placed.REST = rest!.orderNumber;

  const sent = readAnswer(
    (
      await postSoap(
        server,
        sendPOEnvelope(DEMO.account1, {
          poNumber: 'FOLLOW-SOAP',
          lines: [[{ partId: sku, qty: '9' }]],
        }),
      )
    ).text,
  );
  placed.SOAP = sent.transactionId ?? '';

  const buyer = await sessionCaller(server, 'buyer@example.com');
  const json = (body: unknown) => ({ body: JSON.stringify(body) });
  await buyer.call('/v2/cart', { method: 'DELETE' });
  await buyer.call('/v2/cart/settings', {
    method: 'PUT',
    ...json({ autoselect: false, quoteNumber: '', poNumber: 'FOLLOW-PORTAL' }),
  });
  const cart = (await (
    await buyer.call('/v2/cart/lines', {
      method: 'POST',
      ...json({ lines: [{ identifier: sku, qty: 13, warehouseAbbr: 'IL' }] }),
    })
  ).json()) as CartView;
  const res = await buyer.call('/v2/orders/', { method: 'POST', ...json(buildOrderRequest(cart)) });
  placed.portal = ((await res.json()) as OrderWireRecord[])[0]?.orderNumber ?? '';
});
afterAll(() => server.close());

async function ask(service: ServiceUnderTest, element: string, fields: [string, string][]) {
  const answer = await post(server, service, serviceEnvelope(service, element, fields));
  answers.set(service, [...(answers.get(service) ?? []), answer.text]);
  return answer;
}

async function restRecord(orderNumber: string): Promise<OrderWireRecord> {
  const records = (await (
    await server.call(`/v2/orders/${orderNumber}`)
  ).json()) as OrderWireRecord[];
  expect(records).toHaveLength(1);
  return records[0]!;
}

describe.each(['REST', 'SOAP', 'portal'] as const)('an order placed by %s', (door) => {
  it('is followed through status, invoice and shipment with the REST record’s figures', async () => {
    const orderNumber = placed[door];
    expect(orderNumber).toMatch(/^\d+$/);
    const po = `FOLLOW-${door.toUpperCase()}`;

    let status = await ask(ORDER_STATUS, 'GetOrderStatusRequest', [
      ['queryType', 'poSearch'],
      ['referenceNumber', po],
    ]);
    expect(textOf(status.root, 'salesOrderNumber')).toBe(orderNumber);
    expect(textOf(status.root, 'status')).toBe('received');

    await advanceOrders(server.app.deps, { orderNumber, force: true });
    let record = await restRecord(orderNumber);
    const invoice = first(
      (
        await ask(INVOICE, 'GetInvoicesRequest', [
          ['queryType', '1'],
          ['referenceNumber', po],
        ])
      ).root,
      'Invoice',
    );
    expect(textOf(invoice, 'invoiceNumber')).toBe(record.invoiceNumber);
    expect(textOf(invoice, 'invoiceDate')).toBe(record.invoiceDate?.slice(0, 10));
    expect(textOf(invoice, 'salesOrderNumber')).toBe(orderNumber);
    expect(Number(textOf(invoice, 'invoiceAmount'))).toBe(record.total);
    expect(Number(textOf(invoice, 'salesAmount'))).toBe(record.subtotal);
    expect(Number(textOf(invoice, 'shippingAmount'))).toBe(record.shipping);
    expect(Number(textOf(invoice, 'taxAmount'))).toBe(record.tax);

    await advanceOrders(server.app.deps, { orderNumber, force: true });
    record = await restRecord(orderNumber);
    status = await ask(ORDER_STATUS, 'GetOrderStatusRequest', [
      ['queryType', 'soSearch'],
      ['referenceNumber', orderNumber],
    ]);
    expect(textOf(status.root, 'status')).toBe('shipped');
    expect(textOf(status.root, 'expectedShipDate')).toBe(record.shipDate?.slice(0, 10));

    const shipment = await ask(SHIPMENT_NOTIFICATION, 'GetOrderShipmentNotificationRequest', [
      ['queryType', '2'],
      ['referenceNumber', orderNumber],
    ]);
    expect(textOf(shipment.root, 'purchaseOrderNumber')).toBe(po);
    expect(textOf(shipment.root, 'trackingNumber')).toBe(record.trackingNumber);
    expect(textOf(shipment.root, 'shipmentDate')?.slice(0, 23)).toBe(record.shipDate);
    expect(textOf(first(shipment.root, 'Quantity'), 'value')).toBe(
      String(record.lines[0]?.qtyShipped),
    );
  });
});

describe('every answer of the journey', () => {
  it('validates against its service’s XSDs', async () => {
    for (const [service, texts] of answers) {
      expect(await schemaProblems(service, texts)).toEqual([]);
    }
    expect(answers.size).toBe(3);
  }, 60_000);
});
