// PromoStandards Order Status 2.0.0 over HTTP: an order placed by REST followed through its
// lifecycle by every query type, issues, service methods, the standard's error codes, the wall
// between accounts, a SOAP client loaded from our ?wsdl, and every answer valid against the XSDs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SKUS } from '@/db/seed/demo-fixtures';
import { advanceOrders } from '@/lib/services/advance-orders';
import { DEMO, startTestServer, type TestServer } from './harness';
import { placeOrder } from './order-helpers';
import {
  all,
  callOperation,
  faultOf,
  first,
  messagesOf,
  ORDER_STATUS,
  parkSeededSchedule,
  post,
  schemaProblems,
  serviceEnvelope,
  setDeliveryStatus,
  soapClient,
  textOf,
  type Answer,
  type EnvelopeOptions,
  type Field,
} from './soap-services';

let server: TestServer;
const answers: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  await parkSeededSchedule(server);
});
afterAll(() => server.close());

async function status(fields: Field[], options: EnvelopeOptions = {}): Promise<Answer> {
  const answer = await post(
    server,
    ORDER_STATUS,
    serviceEnvelope(ORDER_STATUS, 'GetOrderStatusRequest', fields, options),
  );
  answers.push(answer.text);
  expect(answer.status).toBe(200);
  return answer;
}

const step = (orderNumber: string) => advanceOrders(server.app.deps, { orderNumber, force: true });

function details(answer: Answer) {
  return all(answer.root, 'OrderStatusDetail').map((d) => ({
    salesOrderNumber: textOf(d, 'salesOrderNumber'),
    status: textOf(d, 'status'),
  }));
}

describe('getOrderStatus follows an order placed by REST', () => {
  let orderNumber = '';
  const po = 'OS-REST-1';

  beforeAll(async () => {
    const [placed] = await placeOrder(server, {
      poNumber: po,
      lines: [{ identifier: DEMO_SKUS.plentiful.sku, qty: 12, warehouseAbbr: 'IL' }],
    });
    orderNumber = placed!.orderNumber;
  });

  it('is received when placed, found by PO number', async () => {
    const answer = await status([
      ['queryType', 'poSearch'],
      ['referenceNumber', po],
    ]);
    expect(textOf(answer.root, 'purchaseOrderNumber')).toBe(po);
    expect(details(answer)).toEqual([{ salesOrderNumber: orderNumber, status: 'received' }]);
  });

  it('is confirmed once invoiced, then shipped with the quantities shipped', async () => {
    await step(orderNumber);
    let answer = await status([
      ['queryType', 'soSearch'],
      ['referenceNumber', orderNumber],
    ]);
    expect(details(answer)[0]?.status).toBe('confirmed');
    await step(orderNumber);
    answer = await status([
      ['queryType', 'transactionId'],
      ['referenceNumber', orderNumber],
      ['returnProductDetail', 'true'],
    ]);
    expect(details(answer)[0]?.status).toBe('shipped');
    const product = first(answer.root, 'Product');
    expect(textOf(product, 'partId')).toBe(DEMO_SKUS.plentiful.sku);
    expect(textOf(first(product, 'QuantityOrdered'), 'value')).toBe('12');
    expect(textOf(first(product, 'QuantityShipped'), 'value')).toBe('12');
    expect(textOf(product, 'status')).toBe('shipped');
  });

  it('is found by lastUpdate before its last change, not after', async () => {
    const before = new Date(server.clock.now() - 60_000).toISOString();
    const after = new Date(server.clock.now() + 60_000).toISOString();
    const since = await status([
      ['queryType', 'lastUpdate'],
      ['statusTimeStamp', before],
    ]);
    expect(details(since).map((d) => d.salesOrderNumber)).toContain(orderNumber);
    const later = await status([
      ['queryType', 'lastUpdate'],
      ['statusTimeStamp', after],
    ]);
    expect(details(later)).toEqual([]);
  });

  it('leaves shipped orders out of allOpen and lists one still in progress', async () => {
    const [open] = await placeOrder(server, {
      poNumber: 'OS-REST-OPEN',
      lines: [{ identifier: DEMO_SKUS.plentiful.sku, qty: 2, warehouseAbbr: 'KS' }],
    });
    const answer = await status([['queryType', 'allOpen']]);
    const numbers = details(answer).map((d) => d.salesOrderNumber);
    expect(numbers).toContain(open!.orderNumber);
    expect(numbers).not.toContain(orderNumber);
    expect(details(answer).find((d) => d.salesOrderNumber === open!.orderNumber)?.status).toBe(
      'received',
    );
  });

  it('reports a delivery exception as an open shipping issue, readable with getIssue', async () => {
    await setDeliveryStatus(server, orderNumber, 'Shipped - Exception');
    const answer = await status([
      ['queryType', 'allOpenIssues'],
      ['returnIssueDetailType', 'openIssues'],
    ]);
    expect(details(answer)).toEqual([{ salesOrderNumber: orderNumber, status: 'shipped' }]);
    const issue = first(answer.root, 'Issue');
    expect(textOf(issue, 'issueCategory')).toBe('shippingHold');
    expect(textOf(issue, 'issueStatus')).toBe('Open');
    const issueId = textOf(issue, 'issueId') ?? '';

    const read = await post(
      server,
      ORDER_STATUS,
      serviceEnvelope(ORDER_STATUS, 'GetIssueRequest', [['issueId', issueId]]),
    );
    answers.push(read.text);
    expect(textOf(first(read.root, 'Issue'), 'issueId')).toBe(issueId);

    const wall = await post(
      server,
      ORDER_STATUS,
      serviceEnvelope(ORDER_STATUS, 'GetIssueRequest', [['issueId', issueId]], {
        account: DEMO.account2,
      }),
    );
    answers.push(wall.text);
    expect(first(wall.root, 'Issue')).toBeUndefined();
    expect(messagesOf(wall).map((m) => m.code)).toEqual([301]);
  });

  it("answers another account's PO and sales order as not found (301)", async () => {
    for (const fields of [
      [
        ['queryType', 'poSearch'],
        ['referenceNumber', po],
      ],
      [
        ['queryType', 'soSearch'],
        ['referenceNumber', orderNumber],
      ],
    ] as Field[][]) {
      const answer = await status(fields, { account: DEMO.account2 });
      expect(details(answer)).toEqual([]);
      expect(messagesOf(answer)).toEqual([
        expect.objectContaining({ code: 301, severity: 'Error' }),
      ]);
    }
  });
});

describe('getServiceMethods', () => {
  it('lists the operations', async () => {
    const answer = await post(
      server,
      ORDER_STATUS,
      serviceEnvelope(ORDER_STATUS, 'GetServiceMethodsRequest', []),
    );
    answers.push(answer.text);
    expect(all(answer.root, 'serviceMethod').map((m) => m.text)).toEqual([
      'getOrderStatus',
      'getIssue',
      'getServiceMethods',
    ]);
  });
});

describe('errors carry the standard codes', () => {
  const poSearch: Field[] = [
    ['queryType', 'poSearch'],
    ['referenceNumber', 'X'],
  ];
  it.each([
    ['no wsVersion', poSearch, { wsVersion: null }, 120],
    ['an unknown wsVersion', poSearch, { wsVersion: '1.0.0' }, 115],
    ['no password', poSearch, { password: null }, 110],
    ['a wrong password', poSearch, { password: 'wrong' }, 105],
    ['an unknown id', poSearch, { id: '999999' }, 100],
    ['no queryType', [], {}, 120],
    ['an unknown queryType', [['queryType', 'everything']], {}, 300],
    ['poSearch without referenceNumber', [['queryType', 'poSearch']], {}, 120],
    [
      'lastUpdate with a bad timestamp',
      [
        ['queryType', 'lastUpdate'],
        ['statusTimeStamp', 'yesterday'],
      ],
      {},
      302,
    ],
    ['an unknown PO', poSearch, {}, 301],
  ] as [string, Field[], EnvelopeOptions, number][])(
    '%s: %s',
    async (_name, fields, options, code) => {
      const answer = await status(fields, options);
      expect(messagesOf(answer)).toEqual([expect.objectContaining({ code, severity: 'Error' })]);
      expect(first(answer.root, 'OrderStatusArray')).toBeUndefined();
    },
  );

  it('answers an operation of another service with a soap:Client fault', async () => {
    const answer = await post(
      server,
      ORDER_STATUS,
      serviceEnvelope(
        { ...ORDER_STATUS, ns: 'http://www.promostandards.org/WSDL/PO/1.0.0/' },
        'GetSupportedOrderTypesRequest',
        [],
      ),
    );
    expect(answer.status).toBe(500);
    expect(faultOf(answer)?.faultcode).toBe('soap:Client');
  });
});

describe('a standard SOAP client loaded only from our ?wsdl', () => {
  it('calls every operation', async () => {
    const [placed] = await placeOrder(server, {
      poNumber: 'OS-CLIENT-1',
      lines: [{ identifier: DEMO_SKUS.plentiful.sku, qty: 3, warehouseAbbr: 'IL' }],
    });
    const client = await soapClient(server, ORDER_STATUS);
    const credentials = {
      wsVersion: '2.0.0',
      id: DEMO.account1.number,
      password: DEMO.account1.apiKey,
    };
    const statusCall = await callOperation(client, 'getOrderStatus', {
      GetOrderStatusRequest: {
        ...credentials,
        queryType: 'poSearch',
        referenceNumber: 'OS-CLIENT-1',
        returnProductDetail: true,
      },
    });
    expect(JSON.stringify(statusCall.result)).toContain(placed!.orderNumber);
    const methods = await callOperation(client, 'getServiceMethods', {
      GetServiceMethodsRequest: credentials,
    });
    expect(JSON.stringify(methods.result)).toContain('getIssue');
    const issue = await callOperation(client, 'getIssue', {
      GetIssueRequest: { ...credentials, issueId: 'none:shippingHold' },
    });
    expect(JSON.stringify(issue.result)).toContain('301');
    answers.push(statusCall.raw, methods.raw, issue.raw);
  });
});

describe('every answer', () => {
  it('validates against the Order Status 2.0.0 XSDs', async () => {
    expect(answers.length).toBeGreaterThan(20);
    expect(await schemaProblems(ORDER_STATUS, answers)).toEqual([]);
  }, 60_000);
});
