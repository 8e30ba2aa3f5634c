// A real SOAP client library (strong-soap), given only our ?wsdl address, loads the service
// description and its XSDs from the running server and calls both operations.
import { createRequire } from 'node:module';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SKUS } from '@/db/seed/demo-fixtures';
import { DEMO, startTestServer, type TestServer } from './harness';
import { SOAP_PATH } from './soap-helpers';
import { validateEnvelopes } from './soap-schema';

type Callback = (error: unknown, result: unknown, envelope?: unknown) => void;

interface SoapClient {
  getSupportedOrderTypes(args: object, callback: Callback): void;
  sendPO(args: object, callback: Callback): void;
  lastResponse?: string;
}

interface StrongSoap {
  soap: {
    createClient(url: string, options: object, callback: (e: unknown, c: SoapClient) => void): void;
  };
}

const strongSoap = createRequire(import.meta.url)('strong-soap') as StrongSoap;

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(JSON.stringify(error));
}

let server: TestServer;
let client: SoapClient;

beforeAll(async () => {
  server = await startTestServer();
  client = await new Promise<SoapClient>((resolve, reject) => {
    strongSoap.soap.createClient(`${server.url}${SOAP_PATH}?wsdl`, {}, (error, created) =>
      error ? reject(asError(error)) : resolve(created),
    );
  });
});
afterAll(() => server.close());

function call(operation: 'getSupportedOrderTypes' | 'sendPO', args: object): Promise<unknown> {
  return new Promise((resolve, reject) => {
    client[operation](args, (error, result) => (error ? reject(asError(error)) : resolve(result)));
  });
}

const credentials = {
  wsVersion: '1.0.0',
  id: DEMO.account1.number,
  password: DEMO.account1.apiKey,
};

function purchaseOrder(poNumber: string) {
  return {
    orderType: 'Blank',
    orderNumber: poNumber,
    orderDate: new Date('2026-11-18T10:00:00Z'),
    totalAmount: 31,
    rush: false,
    currency: 'USD',
    OrderContactArray: {
      Contact: [{ contactType: 'Order', ContactDetails: { email: 'buyer@example.com' } }],
    },
    ShipmentArray: {
      Shipment: [
        {
          allowConsolidation: false,
          blindShip: false,
          packingListRequired: false,
          FreightDetails: { carrier: 'UPS', service: 'GROUND' },
          ShipTo: {
            customerPickup: false,
            ContactDetails: {
              attentionTo: 'Receiving Dock',
              companyName: 'Acme Promotions',
              address1: '1200 Commerce Dr',
              city: 'Plano',
              region: 'TX',
              postalCode: '75093',
            },
            shipmentId: 1,
          },
        },
      ],
    },
    LineItemArray: {
      LineItem: [
        {
          lineNumber: 1,
          description: 'Hartwell 5000 Black L',
          lineType: 'New',
          ToleranceDetails: { tolerance: 'ExactOnly' },
          allowPartialShipments: false,
          lineItemTotal: 31,
          PartArray: {
            Part: [
              {
                partId: DEMO_SKUS.plentiful.sku,
                customerSupplied: false,
                Quantity: { uom: 'EA', value: 10 },
              },
            ],
          },
        },
      ],
    },
    termsAndConditions: 'Net 30',
  };
}

interface SendPOResult {
  transactionId?: string;
  ServiceMessageArray?: {
    ServiceMessage: { code: number; description: string; severity: string }[];
  };
}

describe('a standard SOAP client pointed only at our ?wsdl address', () => {
  const rawAnswers: string[] = [];

  it('asks for the supported order types', async () => {
    const result = await call('getSupportedOrderTypes', {
      GetSupportedOrderTypesRequest: credentials,
    });
    rawAnswers.push(client.lastResponse ?? '');
    expect(result).toEqual({ supportedOrderTypes: ['Blank'] });
  });

  it('sends a PO that REST then shows, with a confirmation e-mail queued', async () => {
    const result = (await call('sendPO', {
      SendPORequest: { ...credentials, PO: purchaseOrder('STRONG-SOAP-1') },
    })) as SendPOResult;
    rawAnswers.push(client.lastResponse ?? '');
    const orderNumber = result.transactionId ?? '';
    expect(orderNumber).toMatch(/^\d+$/);
    expect(result.ServiceMessageArray?.ServiceMessage).toEqual([
      expect.objectContaining({ code: 299, severity: 'Information' }),
    ]);
    expect(result.ServiceMessageArray?.ServiceMessage[0]?.description).toContain(
      `PO STRONG-SOAP-1 received and placed as order ${orderNumber}`,
    );

    const res = await server.call(`/v2/orders/${orderNumber}`);
    expect(res.status).toBe(200);
    const orders = (await res.json()) as {
      poNumber: string;
      orderType: string;
      orderStatus: string;
      lines: { sku: string; qtyOrdered: number }[];
    }[];
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      poNumber: 'STRONG-SOAP-1',
      orderType: 'API',
      orderStatus: 'In Progress',
      lines: [{ sku: DEMO_SKUS.plentiful.sku, qtyOrdered: 10 }],
    });
    const [mail] = await server.db
      .select({ toAddress: server.t.outbox.toAddress })
      .from(server.t.outbox)
      .where(
        and(
          eq(server.t.outbox.orderNumber, orderNumber),
          eq(server.t.outbox.kind, 'order-confirmation'),
        ),
      );
    expect(mail?.toAddress).toBe('buyer@example.com');
  });

  it('receives an error as ServiceMessages the client can read (the same PO again: 200)', async () => {
    const result = (await call('sendPO', {
      SendPORequest: { ...credentials, PO: purchaseOrder('STRONG-SOAP-1') },
    })) as SendPOResult;
    rawAnswers.push(client.lastResponse ?? '');
    expect(result.transactionId).toBeUndefined();
    expect(result.ServiceMessageArray?.ServiceMessage).toEqual([
      expect.objectContaining({ code: 200, severity: 'Error' }),
    ]);
  });

  it('got answers that validate against the XSDs', async () => {
    expect(rawAnswers).toHaveLength(3);
    const verdicts = await validateEnvelopes(rawAnswers);
    expect(verdicts.filter((v) => !v.valid)).toEqual([]);
  });
});
