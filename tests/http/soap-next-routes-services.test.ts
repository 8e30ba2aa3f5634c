// The Next route handlers of the four services beyond PO (app/OrderStatus/…, …) answer like the
// node:http front: each WSDL with the address the request came to, its XSDs, and an envelope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as inventorySchema from '@/app/Inventory/v2/[schema]/route';
import * as inventoryRoute from '@/app/Inventory/v2/InventoryService.svc/route';
import * as invoiceSchema from '@/app/Invoice/v1/[schema]/route';
import * as invoiceRoute from '@/app/Invoice/v1/InvoiceService.svc/route';
import * as osnSchema from '@/app/OrderShipmentNotification/v2/[schema]/route';
import * as osnRoute from '@/app/OrderShipmentNotification/v2/OrderShipmentNotificationService.svc/route';
import * as statusSchema from '@/app/OrderStatus/v2/[schema]/route';
import * as statusRoute from '@/app/OrderStatus/v2/OrderStatusService.svc/route';
import { startTestServer, type TestServer } from './harness';
import {
  INVENTORY,
  INVOICE,
  ORDER_STATUS,
  schemaProblems,
  serviceEnvelope,
  SHIPMENT_NOTIFICATION,
  type ServiceUnderTest,
} from './soap-services';

const containerKey = Symbol.for('apparel-portal.container');
type Holder = Record<symbol, unknown>;
type Handler = (request: Request) => Promise<Response>;

let server: TestServer;
let previous: unknown;
const origin = 'http://portal.example.com:3000';

beforeAll(async () => {
  server = await startTestServer();
  previous = (globalThis as Holder)[containerKey];
  (globalThis as Holder)[containerKey] = server.app;
});
afterAll(async () => {
  (globalThis as Holder)[containerKey] = previous;
  await server.close();
});

const cases: [
  string,
  ServiceUnderTest,
  { GET: Handler; POST: Handler },
  { GET: Handler },
  string,
  string,
][] = [
  [
    'Order Status',
    ORDER_STATUS,
    statusRoute,
    statusSchema,
    'GetServiceMethodsRequest',
    'SharedObjectsOrderStatusV2.xsd',
  ],
  [
    'Shipment Notification',
    SHIPMENT_NOTIFICATION,
    osnRoute,
    osnSchema,
    'GetOrderShipmentNotificationRequest',
    'SharedOSNObjects.xsd',
  ],
  [
    'Inventory',
    INVENTORY,
    inventoryRoute,
    inventorySchema,
    'GetFilterValuesRequest',
    'SharedObjectsInventory.xsd',
  ],
  [
    'Invoice',
    INVOICE,
    invoiceRoute,
    invoiceSchema,
    'GetInvoicesRequest',
    'SharedObjectsInvoice.xsd',
  ],
];

describe.each(cases)('the %s route handlers', (_name, service, route, schema, element, xsd) => {
  it('serve the WSDL with the address the request came to, and the XSDs beside it', async () => {
    const wsdl = await route.GET(new Request(`${origin}${service.path}?wsdl`));
    expect(wsdl.status).toBe(200);
    expect(await wsdl.text()).toContain(`location="${origin}${service.path}"`);
    const folder = service.path.slice(0, service.path.lastIndexOf('/'));
    const file = await schema.GET(new Request(`${origin}${folder}/${xsd}`));
    expect(file.status).toBe(200);
    expect(await file.text()).toContain('<xsd:schema');
  });

  it('answer an envelope with a valid response', async () => {
    const res = await route.POST(
      new Request(`${origin}${service.path}`, {
        method: 'POST',
        headers: { 'content-type': 'text/xml' },
        body: serviceEnvelope(service, element, [
          ['queryType', '1'],
          ['referenceNumber', 'NOPE'],
          ['productId', '1'],
        ]),
      }),
    );
    expect(res.status).toBe(200);
    expect(await schemaProblems(service, [await res.text()])).toEqual([]);
  }, 30_000);
});
