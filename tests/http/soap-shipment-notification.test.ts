// PromoStandards Order Shipment Notification 2.0.0 over HTTP: the shipments of an order placed by
// REST, by PO, sales order and ship date, with the REST record's tracking number, carrier, ship
// date and quantities; the standard's codes; the wall between accounts; a SOAP client loaded from
// our ?wsdl; every answer valid against the XSDs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SKUS } from '@/db/seed/demo-fixtures';
import { advanceOrders } from '@/lib/services/advance-orders';
import { DEMO, startTestServer, type TestServer } from './harness';
import { placeOrder, type OrderWireRecord } from './order-helpers';
import {
  all,
  callOperation,
  first,
  messagesOf,
  parkSeededSchedule,
  post,
  schemaProblems,
  serviceEnvelope,
  SHIPMENT_NOTIFICATION,
  soapClient,
  textOf,
  type Answer,
  type EnvelopeOptions,
  type Field,
} from './soap-services';

let server: TestServer;
const answers: string[] = [];
let placed: OrderWireRecord;
let shippedRecord: OrderWireRecord;
let beforeShipping = '';

beforeAll(async () => {
  server = await startTestServer();
  await parkSeededSchedule(server);
  [placed] = (await placeOrder(server, {
    poNumber: 'OSN-REST-1',
    lines: [{ identifier: DEMO_SKUS.plentiful.sku, qty: 30, warehouseAbbr: 'IL' }],
  })) as [OrderWireRecord];
});
afterAll(() => server.close());

async function notify(fields: Field[], options: EnvelopeOptions = {}): Promise<Answer> {
  const answer = await post(
    server,
    SHIPMENT_NOTIFICATION,
    serviceEnvelope(SHIPMENT_NOTIFICATION, 'GetOrderShipmentNotificationRequest', fields, options),
  );
  answers.push(answer.text);
  expect(answer.status).toBe(200);
  return answer;
}

describe('getOrderShipmentNotification', () => {
  it('has nothing to report before the order ships', async () => {
    await advanceOrders(server.app.deps, { orderNumber: placed.orderNumber, force: true });
    const answer = await notify([
      ['queryType', '1'],
      ['referenceNumber', 'OSN-REST-1'],
    ]);
    expect(first(answer.root, 'Shipment')).toBeUndefined();
    expect(messagesOf(answer)).toEqual([]);
  });

  it('reports the shipment with what GET /v2/orders/{n} shows', async () => {
    beforeShipping = new Date(server.clock.now() - 1000).toISOString();
    await advanceOrders(server.app.deps, { orderNumber: placed.orderNumber, force: true });
    [shippedRecord] = (await (await server.call(`/v2/orders/${placed.orderNumber}`)).json()) as [
      OrderWireRecord,
    ];
    expect(shippedRecord.orderStatus).toBe('Shipped');

    const answer = await notify([
      ['queryType', '1'],
      ['referenceNumber', 'OSN-REST-1'],
    ]);
    expect(textOf(answer.root, 'purchaseOrderNumber')).toBe('OSN-REST-1');
    expect(textOf(answer.root, 'purchaseOrderShippedInFull')).toBe('true');
    expect(textOf(answer.root, 'salesOrderNumber')).toBe(placed.orderNumber);
    const pkg = first(answer.root, 'Package');
    expect(textOf(pkg, 'trackingNumber')).toBe(shippedRecord.trackingNumber);
    expect(textOf(pkg, 'shipmentDate')?.slice(0, 23)).toBe(shippedRecord.shipDate);
    expect(textOf(first(pkg, 'FreightDetails'), 'carrier')).toBe(
      shippedRecord.shippingCarrier.toUpperCase(),
    );
    expect(textOf(first(pkg, 'FreightDetails'), 'service')).toBe('GROUND');
    const item = first(pkg, 'Item');
    expect(textOf(item, 'supplierPartId')).toBe(DEMO_SKUS.plentiful.sku);
    expect(textOf(first(item, 'Quantity'), 'value')).toBe('30');
    expect(textOf(first(answer.root, 'shipFromAddress'), 'postalCode')).toBe('60441');
    const shipTo = first(answer.root, 'shipToAddress');
    expect(textOf(shipTo, 'postalCode')).toBe(shippedRecord.shippingAddress.zip);
    expect(textOf(shipTo, 'city')).toBe(shippedRecord.shippingAddress.city);
  });

  it('finds the same shipment by sales order number and by ship date', async () => {
    const bySo = await notify([
      ['queryType', '2'],
      ['referenceNumber', placed.orderNumber],
    ]);
    expect(textOf(bySo.root, 'trackingNumber')).toBe(shippedRecord.trackingNumber);
    const byDate = await notify([
      ['queryType', '3'],
      ['shipmentDateTimestamp', beforeShipping],
    ]);
    expect(all(byDate.root, 'salesOrderNumber').map((e) => e.text)).toContain(placed.orderNumber);
    const later = new Date(server.clock.now() + 1000).toISOString();
    const none = await notify([
      ['queryType', '3'],
      ['shipmentDateTimestamp', later],
    ]);
    expect(messagesOf(none).map((m) => m.code)).toEqual([302]);
  });

  it("answers another account's PO and sales order as not found (301)", async () => {
    for (const fields of [
      [
        ['queryType', '1'],
        ['referenceNumber', 'OSN-REST-1'],
      ],
      [
        ['queryType', '2'],
        ['referenceNumber', placed.orderNumber],
      ],
    ] as Field[][]) {
      const answer = await notify(fields, { account: DEMO.account2 });
      expect(first(answer.root, 'Shipment')).toBeUndefined();
      expect(messagesOf(answer).map((m) => m.code)).toEqual([301]);
    }
  });

  it.each([
    ['no queryType', [], {}, 120],
    ['queryType 4', [['queryType', '4']], {}, 300],
    ['no referenceNumber', [['queryType', '1']], {}, 120],
    [
      'an unknown PO',
      [
        ['queryType', '1'],
        ['referenceNumber', 'NOPE'],
      ],
      {},
      301,
    ],
    [
      'a malformed date',
      [
        ['queryType', '3'],
        ['shipmentDateTimestamp', '11/18/2026'],
      ],
      {},
      302,
    ],
    [
      'a wrong password',
      [
        ['queryType', '1'],
        ['referenceNumber', 'X'],
      ],
      { password: 'x' },
      105,
    ],
    [
      'wsVersion 1.0.0',
      [
        ['queryType', '1'],
        ['referenceNumber', 'X'],
      ],
      { wsVersion: '1.0.0' },
      115,
    ],
  ] as [string, Field[], EnvelopeOptions, number][])(
    '%s: %s',
    async (_n, fields, options, code) => {
      const answer = await notify(fields, options);
      expect(messagesOf(answer)).toEqual([expect.objectContaining({ code, severity: 'Error' })]);
    },
  );
});

describe('a standard SOAP client loaded only from our ?wsdl', () => {
  it('gets the shipment', async () => {
    const client = await soapClient(server, SHIPMENT_NOTIFICATION);
    const call = await callOperation(client, 'getOrderShipmentNotification', {
      GetOrderShipmentNotificationRequest: {
        wsVersion: '2.0.0',
        id: DEMO.account1.number,
        password: DEMO.account1.apiKey,
        queryType: 2,
        referenceNumber: placed.orderNumber,
      },
    });
    answers.push(call.raw);
    expect(JSON.stringify(call.result)).toContain(shippedRecord.trackingNumber ?? 'missing');
  });
});

describe('every answer', () => {
  it('validates against the Order Shipment Notification 2.0.0 XSDs', async () => {
    expect(answers.length).toBeGreaterThan(10);
    expect(await schemaProblems(SHIPMENT_NOTIFICATION, answers)).toEqual([]);
  }, 60_000);
});
