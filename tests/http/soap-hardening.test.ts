// The SOAP doors against a stranger (issue 9, findings 3 and 5): hostile XML is a soap:Client
// fault on every endpoint with no prototype pollution, credentials are checked before the rest
// of a request is read, wrong passwords are throttled per client address, an account can be
// refused a service (104), and SOAP shares the per-account rate limit with /v2.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from './harness';
import { sendPOEnvelope } from './soap-fixtures';
import {
  accountIdOf,
  faultOf,
  INVENTORY,
  INVOICE,
  messagesOf,
  ORDER_STATUS,
  post,
  serviceEnvelope,
  SHIPMENT_NOTIFICATION,
  type ServiceUnderTest,
} from './soap-services';

const PURCHASE_ORDER: ServiceUnderTest = {
  path: '/PurchaseOrder/v1/PurchaseOrderService.svc',
  folder: 'promostandards-po-1.0.0',
  ns: 'http://www.promostandards.org/WSDL/PO/1.0.0/',
  shared: 'http://www.promostandards.org/WSDL/PO/1.0.0/SharedObjects/',
  wsVersion: '1.0.0',
};

const endpoints: [ServiceUnderTest, string][] = [
  [PURCHASE_ORDER, 'GetSupportedOrderTypesRequest'],
  [ORDER_STATUS, 'GetServiceMethodsRequest'],
  [SHIPMENT_NOTIFICATION, 'GetOrderShipmentNotificationRequest'],
  [INVENTORY, 'GetFilterValuesRequest'],
  [INVOICE, 'GetInvoicesRequest'],
];

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { API_RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => server.close());

const hostile: [string, (service: ServiceUnderTest, element: string) => string][] = [
  [
    'nesting deeper than the limit',
    (s, e) =>
      serviceEnvelope(s, e, []).replace(
        '<soapenv:Header/>',
        `<soapenv:Header>${'<x>'.repeat(60)}${'</x>'.repeat(60)}</soapenv:Header>`,
      ),
  ],
  [
    'an element named __proto__',
    (s, e) =>
      serviceEnvelope(s, e, [['__proto__', '<polluted>yes</polluted>']]).replace(
        /&lt;|&gt;/g,
        (m) => (m === '&lt;' ? '<' : '>'),
      ),
  ],
  ['an element named constructor', (s, e) => serviceEnvelope(s, e, [['constructor', 'x']])],
  [
    'a broken XML declaration',
    (s, e) =>
      serviceEnvelope(s, e, []).replace(
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<?xml version="one"?>',
      ),
  ],
  [
    'a DTD with entities',
    (s, e) =>
      serviceEnvelope(s, e, []).replace(
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa">]>',
      ),
  ],
  ['not XML at all', () => 'hello <<<'],
];

describe.each(endpoints)('%s', (service, element) => {
  it.each(hostile)('answers %s with a soap:Client fault', async (_name, build) => {
    const answer = await post(server, service, build(service, element));
    expect(answer.status).toBe(500);
    expect(faultOf(answer)?.faultcode).toBe('soap:Client');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a body over its own limit before reading it', async () => {
    const big = serviceEnvelope(service, element, []).replace(
      '<soapenv:Header/>',
      `<soapenv:Header><!--${'x'.repeat(600 * 1024)}--></soapenv:Header>`,
    );
    const res = await fetch(server.url + service.path, {
      method: 'POST',
      headers: { 'content-type': 'text/xml' },
      body: big,
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await res.text()).toContain('exceeds the limit');
  });
});

describe('credentials come before the rest of a request', () => {
  it('answers a wrong password without reading the malformed rest of the PO', async () => {
    const envelope = sendPOEnvelope(
      { number: DEMO.account1.number, apiKey: 'wrong-key' },
      { lines: [[{ partId: 'x', qty: '1' }]] },
    ).replace('<ns:PO>', '<ns:PO><broken attr=>');
    const answer = await post(server, PURCHASE_ORDER, envelope);
    expect(answer.status).toBe(200);
    expect(messagesOf(answer).map((m) => m.code)).toEqual([105]);
  });

  it('refuses a request whose credentials hide behind a big SOAP header', async () => {
    const envelope = serviceEnvelope(ORDER_STATUS, 'GetServiceMethodsRequest', []).replace(
      '<soapenv:Header/>',
      `<soapenv:Header>${'<h>padding</h>'.repeat(2000)}</soapenv:Header>`,
    );
    const answer = await post(server, ORDER_STATUS, envelope);
    expect(faultOf(answer)?.faultcode).toBe('soap:Client');
  });
});

describe('throttling wrong passwords', () => {
  it('refuses even the right key after five failures from one address, until the window frees', async () => {
    const methods = (password: string, account = DEMO.account1) =>
      post(
        server,
        ORDER_STATUS,
        serviceEnvelope(ORDER_STATUS, 'GetServiceMethodsRequest', [], { account, password }),
      );
    for (let i = 0; i < 5; i++) {
      expect(messagesOf(await methods('guess')).map((m) => m.code)).toEqual([105]);
    }
    const refused = await methods(DEMO.account1.apiKey);
    expect(messagesOf(refused)).toEqual([
      expect.objectContaining({
        code: 105,
        description: expect.stringContaining('try again in') as string,
      }),
    ]);
    // Another account from the same address is not locked out by these failures.
    expect(messagesOf(await methods(DEMO.account2.apiKey, DEMO.account2))).toEqual([]);
    server.clock.advance(10 * 60_000 + 1000);
    expect(messagesOf(await methods(DEMO.account1.apiKey))).toEqual([]);
  });
});

describe('an account refused a service', () => {
  it('gets 104 from that service only', async () => {
    const id = await accountIdOf(server, DEMO.account2.number);
    await server.app.deps.repos.serviceAccess.deny(id, 'inventory', server.clock.now());
    const inventory = await post(
      server,
      INVENTORY,
      serviceEnvelope(INVENTORY, 'GetFilterValuesRequest', [['productId', '5000']], {
        account: DEMO.account2,
      }),
    );
    expect(messagesOf(inventory).map((m) => m.code)).toEqual([104]);
    const status = await post(
      server,
      ORDER_STATUS,
      serviceEnvelope(ORDER_STATUS, 'GetServiceMethodsRequest', [], { account: DEMO.account2 }),
    );
    expect(messagesOf(status)).toEqual([]);
    await server.app.deps.repos.serviceAccess.allow(id, 'inventory');
  });
});

async function refusalsCounted(server: TestServer): Promise<number | undefined> {
  const text = await (await server.call('/metrics', { as: null })).text();
  const line = text.split('\n').find((l) => l.startsWith('rate_limit_refusals_total '));
  return line === undefined ? undefined : Number(line.split(' ')[1]);
}

describe('the rate limit', () => {
  it('is one counter per account for /v2 and every SOAP service', async () => {
    const limited = await startTestServer({ env: { API_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      expect((await limited.call('/v2/brands/')).status).toBe(200);
      const methods = () =>
        post(limited, ORDER_STATUS, serviceEnvelope(ORDER_STATUS, 'GetServiceMethodsRequest', []));
      const second = await methods();
      expect(second.headers.get('x-rate-limit-remaining')).toBe('1');
      expect(messagesOf(second)).toEqual([]);
      expect((await limited.call('/v2/brands/')).status).toBe(200);
      const over = await methods();
      expect(messagesOf(over)).toEqual([
        expect.objectContaining({
          code: 999,
          description: expect.stringContaining('Rate limit') as string,
        }),
      ]);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      // Refusals are counted for the operator whichever door refused them.
      expect(await refusalsCounted(limited)).toBe(1);
      expect((await limited.call('/v2/brands/')).status).toBe(429);
      expect(await refusalsCounted(limited)).toBe(2);
    } finally {
      await limited.close();
    }
  });
});
