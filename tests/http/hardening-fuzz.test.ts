// Keep it fixed (issue 9): a bounded property-based fuzz of every door with a fixed seed. Whatever
// a client sends — JSON, XML, query strings, SOAP envelopes — the answer is never a server error
// (no 5xx on REST, no soap:Server fault on SOAP), and the server still answers afterwards.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SKUS } from '@/db/seed/demo-fixtures';
import { startTestServer, type TestServer } from './harness';
import { SOAP_PATH } from './soap-helpers';

const SEED = 20261123;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { MAX_BODY_BYTES: '20000' } });
});
afterAll(() => server.close());

const tee = DEMO_SKUS.plentiful.sku;
const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'null',
    '__proto__',
    'constructor',
    '%',
    '&amp;',
    tee,
  ),
);
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, scalar, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(text, tie('value'), { maxKeys: 4 }),
})).value;
const orderLike = fc.record(
  {
    shippingAddress: fc.record(
      { customer: text, address: text, city: text, state: text, zip: text, residential: scalar },
      { requiredKeys: [] },
    ),
    shippingMethod: scalar,
    poNumber: scalar,
    autoselectWarehouse: scalar,
    testOrder: fc.constant(true),
    lines: fc.array(
      fc.record(
        { identifier: fc.oneof(text, fc.constant(tee)), qty: scalar, warehouseAbbr: text },
        { requiredKeys: [] },
      ),
      { maxLength: 3 },
    ),
  },
  { requiredKeys: [] },
);

async function expectNoServerError(res: Response): Promise<void> {
  const body = await res.text();
  expect(res.status, body.slice(0, 300)).toBeLessThan(500);
}

const runs = (numRuns: number) => ({ seed: SEED, numRuns, endOnFailure: true });

describe('fuzzing every door (fixed seed)', () => {
  it('JSON order bodies never give a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(orderLike, jsonValue), async (value) => {
        await expectNoServerError(
          await server.call('/v2/orders/', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(value),
          }),
        );
      }),
      runs(700),
    );
  });

  it('raw and XML order bodies never give a 5xx', async () => {
    const element = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        text.map((t) => t.replace(/[<&]/g, '')),
        fc.constantFrom(
          '&amp;',
          '&#233;',
          '&#0;',
          '&bogus;',
          '<![CDATA[x]]>',
          '<!-- c -->',
          '<?pi x?>',
        ),
        fc
          .tuple(
            fc.constantFrom('a', 'poNumber', 'lines', 'line', '__proto__', 'constructor', 'x:y'),
            fc.array(tie('node'), { maxLength: 3 }),
          )
          .map(([name, children]) => `<${name}>${children.join('')}</${name}>`),
      ),
    })).node;
    const declaration = fc.constantFrom(
      '',
      '<?xml version="1.0"?>',
      '<?xml version="1.0" encoding="UTF-8"',
      '<?xml ?>',
      '<?xml version=1?>',
    );
    const document = fc.oneof(
      fc
        .tuple(declaration, fc.array(element, { maxLength: 4 }))
        .map(([d, nodes]) => `${d}<Order>${nodes.join('')}</Order>`),
      fc.string({ maxLength: 200 }),
      fc.integer({ min: 1, max: 2000 }).map((n) => `<Order>${'<a>'.repeat(n)}</Order>`),
    );
    await fc.assert(
      fc.asyncProperty(
        document,
        fc.constantFrom('application/xml', 'text/xml', 'application/json', 'text/plain'),
        async (body, type) => {
          await expectNoServerError(
            await server.call('/v2/orders/', {
              method: 'POST',
              headers: { 'content-type': type },
              body,
            }),
          );
        },
      ),
      runs(700),
    );
  });

  it('query strings and paths never give a 5xx', async () => {
    const path = fc.constantFrom(
      '/v2/styles/',
      '/v2/products/',
      '/v2/inventory/',
      '/v2/orders/',
      '/v2/specs/',
      '/v2/daysintransit/60607',
      '/v2/catalog/search',
      '/v2/crossref/',
      '/v2/quotes/',
    );
    const name = fc.constantFrom(
      'style',
      'styleid',
      'partnumber',
      'Warehouses',
      'fields',
      'mediatype',
      'All',
      'invoicedate',
      'invoicestartdate',
      'invoiceenddate',
      'status',
      'from',
      'to',
      'page',
      'pageSize',
      'search',
      'q',
      'sort',
    );
    const value = fc.oneof(
      text,
      fc.constantFrom(
        '%',
        '%zz',
        '%E0%A4%A',
        'xml',
        'json',
        '-1',
        '99999999999999999999',
        '2026-02-30',
      ),
    );
    const query = fc
      .array(fc.tuple(name, value), { maxLength: 4 })
      .map((pairs) => pairs.map(([n, v]) => `${n}=${v.replace(/[#\s]/g, '')}`).join('&'));
    const tail = fc.oneof(
      fc.constant(''),
      text.map((t) => encodeURIComponent(t)),
      fc.constantFrom('%', '..', '%2e%2e', tee),
    );
    await fc.assert(
      fc.asyncProperty(path, tail, query, async (p, t, q) => {
        await expectNoServerError(await server.call(`${p}${t}?${q}`));
      }),
      runs(600),
    );
  });

  it('SOAP envelopes never give a soap:Server fault', async () => {
    const soapText = text.map((t) => t.replace(/[<&]/g, ''));
    const envelope = fc.oneof(
      fc
        .tuple(
          soapText,
          soapText,
          fc.constantFrom('SendPORequest', 'GetSupportedOrderTypesRequest', 'Nope', '__proto__'),
        )
        .map(
          ([id, password, operation]) =>
            `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ns="http://www.promostandards.org/WSDL/PO/1.0.0/" xmlns:shar="http://www.promostandards.org/WSDL/PO/1.0.0/SharedObjects/"><soapenv:Body><ns:${operation}><shar:wsVersion>1.0.0</shar:wsVersion><shar:id>${id}</shar:id><shar:password>${password}</shar:password></ns:${operation}></soapenv:Body></soapenv:Envelope>`,
        ),
      fc.string({ maxLength: 300 }),
      fc
        .integer({ min: 1, max: 3000 })
        .map(
          (n) =>
            `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/">${'<a>'.repeat(n)}</soapenv:Envelope>`,
        ),
    );
    await fc.assert(
      fc.asyncProperty(envelope, async (body) => {
        const res = await fetch(server.url + SOAP_PATH, {
          method: 'POST',
          headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '"sendPO"' },
          body,
        });
        const answer = await res.text();
        expect(answer, answer.slice(0, 300)).not.toMatch(/faultcode>[^<]*Server</);
      }),
      runs(600),
    );
  });

  it('leaves the server alive and answering', async () => {
    const res = await server.call('/v2/styles/?fields=styleID');
    expect(res.status).toBe(200);
  });
});
