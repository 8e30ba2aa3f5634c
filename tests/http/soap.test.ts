import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countDistinct, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_QUOTES } from '@/db/seed/commerce-fixtures';
import { DEMO_SKUS } from '@/db/seed/demo-fixtures';
import { PO_CLAIM_HASH, purchaseOrderClaimKey } from '@/lib/services/place-purchase-order';
import { DEMO, startTestServer, type TestServer } from './harness';
import { stockOf } from './orders-place-helpers';
import {
  getSupportedOrderTypesEnvelope,
  sendPOEnvelope,
  SHARED_NS,
  type PurchaseOrderOptions,
} from './soap-fixtures';
import { postSoap, readAnswer, SOAP_PATH, type SoapAnswer } from './soap-helpers';
import { validateEnvelopes } from './soap-schema';

let server: TestServer;
/** Every non-fault answer of this file, validated against the XSDs at the end. */
const answers: SoapAnswer[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const tee = DEMO_SKUS.plentiful.sku;
const specDirectory = join(process.cwd(), 'spec', 'promostandards-po-1.0.0');

async function sendPO(options: PurchaseOrderOptions, soapAction: string | null = '"sendPO"') {
  const answer = await postSoap(
    server,
    sendPOEnvelope(DEMO.account1, { lines: [[{ partId: tee, qty: '2' }]], ...options }),
    soapAction,
  );
  expect(answer.status).toBe(200);
  expect(answer.contentType).toMatch(/^text\/xml/);
  answers.push(answer);
  return readAnswer(answer.text);
}

interface WireOrder {
  orderNumber: string;
  poNumber: string;
  orderType: string;
  shipBlind: boolean;
  shippingMethod: string;
  lines: { sku: string; qtyOrdered: number }[];
}

async function ordersNamed(orderNumber: string): Promise<WireOrder[]> {
  const res = await server.call(`/v2/orders/${orderNumber}`);
  expect(res.status).toBe(200);
  return (await res.json()) as WireOrder[];
}

describe('the service description', () => {
  it('serves the WSDL unchanged except for our real address in soap:address', async () => {
    const res = await fetch(`${server.url}${SOAP_PATH}?wsdl`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/xml/);
    const wsdl = await res.text();
    const address = `${server.url}${SOAP_PATH}`;
    expect(wsdl).toContain(`<soap:address location="${address}"/>`);
    const original = readFileSync(join(specDirectory, 'POService.wsdl'), 'utf8');
    expect(wsdl.replace(address, '[Endpoint URL]')).toBe(original);
  });

  it('serves every XSD at the address its relative schemaLocation resolves to, byte for byte', async () => {
    const seen = new Set<string>();
    const pending = [`${server.url}${SOAP_PATH}?wsdl`];
    while (pending.length > 0) {
      const url = pending.pop() ?? '';
      const res = await fetch(url);
      expect(res.status, url).toBe(200);
      const text = await res.text();
      for (const [, location = ''] of text.matchAll(/schemaLocation="([^"]+)"/g)) {
        const resolved = new URL(location, url).href;
        if (seen.has(resolved)) continue;
        seen.add(resolved);
        pending.push(resolved);
        const served = await (await fetch(resolved)).text();
        expect(served).toBe(readFileSync(join(specDirectory, location), 'utf8'));
      }
    }
    expect([...seen].map((u) => new URL(u).pathname).sort()).toEqual(
      [
        'GetSupportedOrderTypesRequest.xsd',
        'GetSupportedOrderTypesResponse.xsd',
        'SendPORequest.xsd',
        'SendPOResponse.xsd',
        'SharedObjectsPO.xsd',
        'iso20022-uom-code.xsd',
        'iso3166-country-code.xsd',
        'iso4217-currency-code.xsd',
      ].map((name) => `/PurchaseOrder/v1/${name}`),
    );
  });

  it('answers ?xsd= on the service path and paths in any case', async () => {
    const byQuery = await fetch(`${server.url}${SOAP_PATH}?xsd=SendPORequest.xsd`);
    expect(await byQuery.text()).toBe(
      readFileSync(join(specDirectory, 'SendPORequest.xsd'), 'utf8'),
    );
    const anyCase = await fetch(`${server.url}/purchaseorder/V1/purchaseorderservice.svc?WSDL`);
    expect(await anyCase.text()).toContain('name="PO_v1_0_0"');
    expect((await fetch(`${server.url}/PurchaseOrder/v1/secrets.xsd`)).status).toBe(404);
    expect((await fetch(`${server.url}/PurchaseOrder/v1/../../etc/passwd`)).status).toBe(404);
  });
});

describe('getSupportedOrderTypes', () => {
  it('answers Blank', async () => {
    const answer = await postSoap(
      server,
      getSupportedOrderTypesEnvelope(DEMO.account1),
      'getSupportedOrderTypes',
    );
    answers.push(answer);
    expect(readAnswer(answer.text)).toEqual({ supportedOrderTypes: ['Blank'], messages: [] });
  });
});

describe('sendPO', () => {
  it('places the PO through the order service; REST then shows it', async () => {
    const before = await stockOf(server, tee, 'TX');
    const answer = await sendPO({
      poNumber: 'SOAP-PO-1001',
      carrier: 'UPS',
      service: 'NEXTDAY',
      blindShip: 'true',
      lines: [[{ partId: tee, qty: '5' }]],
    });
    expect(answer.transactionId).toMatch(/^\d+$/);
    const orderNumber = answer.transactionId ?? '';
    expect(answer.messages).toEqual([
      {
        code: 299,
        description: expect.stringContaining(
          `PO SOAP-PO-1001 received and placed as order ${orderNumber}`,
        ) as string,
        severity: 'Information',
        ns: SHARED_NS,
      },
    ]);
    const orders = await ordersNamed(orderNumber);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      orderNumber,
      poNumber: 'SOAP-PO-1001',
      orderType: 'API',
      shipBlind: true,
      lines: [{ sku: tee, qtyOrdered: 5 }],
    });
    expect(orders[0]?.shippingMethod).toMatch(/next day/i);
    // Plano, TX is served from the TX warehouse, which holds plenty: fewest warehouses = one.
    expect(await stockOf(server, tee, 'TX')).toBe(before - 5);
  });

  it.each([
    ['quoted', '"sendPO"'],
    ['unquoted', 'sendPO'],
    ['empty', '""'],
    ['absent', null],
  ])('dispatches on the Body whatever the SOAPAction header (%s)', async (name, action) => {
    const answer = await sendPO({ poNumber: `SOAP-ACTION-${name}` }, action);
    expect(answer.messages.map((m) => m.code)).toEqual([299]);
  });

  it('accepts a gtin as partId, other prefixes and a default namespace', async () => {
    const [product] = await server.db
      .select({ gtin: server.t.products.gtin })
      .from(server.t.products)
      .where(eq(server.t.products.sku, tee));
    const gtin = product?.gtin;
    const answer = await sendPO({
      poNumber: 'SOAP-GTIN',
      lines: [[{ partId: gtin ?? '', qty: '3' }]],
      prefixes: { p: '', s: 'x', soap: 'S' },
    });
    const orders = await ordersNamed(answer.transactionId ?? '');
    expect(orders[0]?.lines).toMatchObject([{ sku: tee, qtyOrdered: 3 }]);
  });
});

describe('errors are ServiceMessages with the standard codes, without a transactionId', () => {
  async function errorOf(options: PurchaseOrderOptions) {
    const answer = await sendPO(options);
    expect(answer.transactionId).toBeUndefined();
    expect(answer.messages.every((m) => m.severity === 'Error')).toBe(true);
    return answer.messages;
  }

  it('110 when the credentials are missing', async () => {
    expect((await errorOf({ password: null }))[0]?.code).toBe(110);
  });

  it('105 when the password is wrong', async () => {
    expect(await errorOf({ password: 'not-the-key' })).toMatchObject([{ code: 105 }]);
  });

  it("105 for one account's id with another account's key", async () => {
    expect(await errorOf({ password: DEMO.account2.apiKey })).toMatchObject([{ code: 105 }]);
  });

  it('100 when the id is not an account', async () => {
    expect(await errorOf({ id: '999999' })).toMatchObject([{ code: 100 }]);
  });

  it('115 for a wsVersion other than 1.0.0', async () => {
    expect(await errorOf({ wsVersion: '2.0.0' })).toMatchObject([{ code: 115 }]);
  });

  it('120 naming each missing field', async () => {
    const messages = await errorOf({ poNumber: null, shipTo: { address1: null } });
    expect(messages.map((m) => [m.code, m.description])).toEqual([
      [120, 'Required field missing: PO/orderNumber'],
      [120, 'Required field missing: ShipTo/ContactDetails/address1'],
    ]);
  });

  it('125 for an order type other than Blank', async () => {
    expect(await errorOf({ orderType: 'Configured' })).toMatchObject([{ code: 125 }]);
  });

  it('240 for a second Shipment, a lineType other than New, or a uom other than EA', async () => {
    expect(await errorOf({ shipments: 2 })).toMatchObject([{ code: 240 }]);
    expect(await errorOf({ lineType: 'Reference' })).toMatchObject([{ code: 240 }]);
    expect(await errorOf({ lines: [[{ partId: tee, qty: '1', uom: 'DZ' }]] })).toMatchObject([
      { code: 240 },
    ]);
  });

  it('200 for a PO number this account already sent, and nothing is placed twice', async () => {
    const first = await sendPO({ poNumber: 'SOAP-DUP-1' });
    const second = await errorOf({ poNumber: 'SOAP-DUP-1' });
    expect(second).toEqual([
      expect.objectContaining({
        code: 200,
        description: expect.stringContaining(
          `already submitted as order ${first.transactionId}`,
        ) as string,
      }),
    ]);
    const [count] = await server.db
      .select({ n: countDistinct(server.t.orders.orderNumber) })
      .from(server.t.orders)
      .where(eq(server.t.orders.poNumber, 'SOAP-DUP-1'));
    expect(count?.n).toBe(1);
    // Another account may use the same PO number.
    const other = await postSoap(
      server,
      sendPOEnvelope(DEMO.account2, {
        poNumber: 'SOAP-DUP-1',
        lines: [[{ partId: tee, qty: '1' }]],
      }),
    );
    expect(readAnswer(other.text).messages.map((m) => m.code)).toEqual([299]);
  });

  it('200 for all but one of the same PO sent five times at once: one order is placed', async () => {
    const envelope = sendPOEnvelope(DEMO.account1, {
      poNumber: 'SOAP-RACE',
      lines: [[{ partId: tee, qty: '1' }]],
    });
    const results = await Promise.all(Array.from({ length: 5 }, () => postSoap(server, envelope)));
    answers.push(...results);
    const codes = results.map((r) => readAnswer(r.text).messages[0]?.code).sort();
    expect(codes).toEqual([200, 200, 200, 200, 299]);
    const [count] = await server.db
      .select({ n: countDistinct(server.t.orders.orderNumber) })
      .from(server.t.orders)
      .where(eq(server.t.orders.poNumber, 'SOAP-RACE'));
    expect(count?.n).toBe(1);
  });

  it('200 while another app process is still placing the same PO number', async () => {
    // The other process's reservation, as it stands between its claim and its commit.
    const now = server.clock.now();
    const [account] = await server.db
      .select({ id: server.t.accounts.id })
      .from(server.t.accounts)
      .where(eq(server.t.accounts.number, DEMO.account1.number));
    await server.app.deps.repos.idempotency.begin(
      account?.id ?? 0,
      purchaseOrderClaimKey('SOAP-ELSEWHERE'),
      PO_CLAIM_HASH,
      now,
      now + 60_000,
      now - 60_000,
    );
    const messages = await errorOf({ poNumber: 'SOAP-ELSEWHERE' });
    expect(messages).toMatchObject([{ code: 200 }]);
    expect(messages[0]?.description).toContain('is already being submitted');
  });

  it('lets a corrected PO be sent again under the PO number that failed', async () => {
    const failed = await errorOf({
      poNumber: 'SOAP-RETRY',
      lines: [[{ partId: 'NO-SUCH-PART', qty: '1' }]],
    });
    expect(failed.map((m) => m.code)).toEqual([210]);
    const fixed = await sendPO({ poNumber: 'SOAP-RETRY' });
    expect(fixed.messages.map((m) => m.code)).toEqual([299]);
  });

  it('210 for an unknown part and for stock, with the wording of the REST interface', async () => {
    const rest = await server.call('/v2/orders/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        shippingAddress: { address: '1200 Commerce Dr', city: 'Plano', state: 'TX', zip: '75093' },
        lines: [
          { identifier: 'NO-SUCH-PART', qty: 1 },
          { identifier: DEMO_SKUS.outOfStock.sku, qty: 1 },
        ],
        autoselectWarehouse: true,
      }),
    });
    expect(rest.status).toBe(400);
    const restMessages = ((await rest.json()) as { errors: { message: string }[] }).errors.map(
      (e) => e.message,
    );
    const soap = await errorOf({
      lines: [
        [{ partId: 'NO-SUCH-PART', qty: '1' }],
        [{ partId: DEMO_SKUS.outOfStock.sku, qty: '1' }],
      ],
    });
    expect(soap.map((m) => m.code)).toEqual(restMessages.map(() => 210));
    expect(soap.map((m) => m.description)).toEqual(restMessages);
  });

  it('210 for values the order contract refuses, in its words, naming the PO field', async () => {
    const messages = await errorOf({
      contactEmail: 'not-an-email',
      shipTo: { region: 'Texas', postalCode: 'ABCDE' },
      lines: [[{ partId: tee, qty: '0' }]],
    });
    expect(messages.map((m) => [m.code, m.description])).toEqual([
      [210, 'ShipTo region: Must be a 2-letter state code.'],
      [210, 'ShipTo postalCode: Must be 5 digits.'],
      [210, 'Contact email: Must be an e-mail address.'],
      [210, expect.stringMatching(/^LineItem 1 Part 1 Quantity\/value: /) as string],
    ]);
  });

  it('210 for a quote that cannot be applied, word for word', async () => {
    const messages = await errorOf({ referenceSalesQuote: DEMO_QUOTES.expired.number });
    expect(messages).toMatchObject([{ code: 210 }]);
    expect(messages[0]?.description).toContain(
      'Quote not found, expired, already used, or not available for this account.',
    );
  });

  it('places the order at the quoted price when the quote applies', async () => {
    const answer = await sendPO({
      poNumber: 'SOAP-QUOTE',
      referenceSalesQuote: DEMO_QUOTES.validMultiUse.number,
    });
    expect(answer.messages.map((m) => m.code)).toEqual([299]);
    const res = await server.call(`/v2/orders/${answer.transactionId}`);
    const [order] = (await res.json()) as { lines: { price: number }[] }[];
    expect(order?.lines[0]?.price).toBe(1.99);
  });
});

describe('what is not a SOAP envelope gets a soap:Client Fault', () => {
  it.each([
    ['plain text', 'hello'],
    ['JSON', '{"PO":{}}'],
    ['XML that is not an envelope', '<SendPORequest/>'],
    ['an empty body', ''],
    [
      'an envelope with an empty Body',
      `<e:Envelope xmlns:e="http://schemas.xmlsoap.org/soap/envelope/"><e:Body/></e:Envelope>`,
    ],
    [
      'an element that is no operation of ours',
      `<e:Envelope xmlns:e="http://schemas.xmlsoap.org/soap/envelope/"><e:Body><x:SendPORequest xmlns:x="urn:other"/></e:Body></e:Envelope>`,
    ],
  ])('%s', async (_, body) => {
    const answer = await postSoap(server, body);
    expect(answer.status).toBe(500);
    expect(readAnswer(answer.text).fault?.faultcode).toBe('soap:Client');
  });

  it('a SOAP 1.2 envelope: VersionMismatch', async () => {
    const answer = await postSoap(
      server,
      '<e:Envelope xmlns:e="http://www.w3.org/2003/05/soap-envelope"><e:Body/></e:Envelope>',
    );
    expect(readAnswer(answer.text).fault?.faultcode).toBe('soap:VersionMismatch');
  });
});

describe('hostile XML', () => {
  const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from(
    { length: 9 },
    (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`,
  ).join(
    '',
  )}]><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body>&lol9;</soapenv:Body></soapenv:Envelope>`;
  const xxe = sendPOEnvelope(DEMO.account1, {
    poNumber: 'XXE',
    lines: [[{ partId: tee, qty: '1' }]],
  })
    .replace(
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
    )
    .replace('XXE', '&xxe;');

  it.each([
    ['billion laughs', laughs],
    ['an external entity', xxe],
  ])('refuses %s before parsing, quickly, and keeps answering', async (_, body) => {
    const started = Date.now();
    const answer = await postSoap(server, body);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(answer.status).toBe(500);
    const { fault } = readAnswer(answer.text);
    expect(fault?.faultcode).toBe('soap:Client');
    expect(fault?.faultstring).toMatch(/declarations are not accepted/);
    expect(answer.text).not.toContain('root:');
    const next = await postSoap(server, getSupportedOrderTypesEnvelope(DEMO.account1));
    expect(readAnswer(next.text).supportedOrderTypes).toEqual(['Blank']);
  });

  it('refuses a body over MAX_BODY_BYTES and keeps answering', async () => {
    const huge = sendPOEnvelope(DEMO.account1, {
      poNumber: 'HUGE',
      lines: [[{ partId: tee, qty: '1' }]],
    }).replace(
      '<soapenv:Header/>',
      `<soapenv:Header><!--${'x'.repeat(1_100_000)}--></soapenv:Header>`,
    );
    const outcome = await fetch(server.url + SOAP_PATH, {
      method: 'POST',
      headers: { 'content-type': 'text/xml' },
      body: huge,
    }).then(
      (res) => res.status,
      () => 'connection closed',
    );
    expect(outcome).not.toBe(200);
    const next = await postSoap(server, getSupportedOrderTypesEnvelope(DEMO.account1));
    expect(readAnswer(next.text).supportedOrderTypes).toEqual(['Blank']);
    expect(await server.db.$count(server.t.orders, eq(server.t.orders.poNumber, 'HUGE'))).toBe(0);
  });
});

describe('every answer', () => {
  it('validates against the PromoStandards response XSDs', async () => {
    expect(answers.length).toBeGreaterThan(20);
    const verdicts = await validateEnvelopes(answers.map((a) => a.text));
    expect(verdicts.filter((v) => !v.valid)).toEqual([]);
  });

  it('999 for an unexpected failure, as a ServiceMessage (the database is gone)', async () => {
    await server.app.close();
    const answer = await sendPO({ poNumber: 'SOAP-999' });
    expect(answer.messages).toMatchObject([{ code: 999, severity: 'Error' }]);
    expect(answer.transactionId).toBeUndefined();
    const [verdict] = await validateEnvelopes([answers.at(-1)?.text ?? '']);
    expect(verdict?.valid).toBe(true);
  });
});
