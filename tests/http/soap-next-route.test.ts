// The Next route handlers of the SOAP service (app/PurchaseOrder/…) answer like the node:http
// front: called here with Web Requests, over the test server's container.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schemaRoute from '@/app/PurchaseOrder/v1/[schema]/route';
import * as serviceRoute from '@/app/PurchaseOrder/v1/PurchaseOrderService.svc/route';
import { DEMO, startTestServer, type TestServer } from './harness';
import { getSupportedOrderTypesEnvelope } from './soap-fixtures';
import { readAnswer, SOAP_PATH } from './soap-helpers';
import { validateEnvelopes } from './soap-schema';

const containerKey = Symbol.for('apparel-portal.container');
type Holder = Record<symbol, unknown>;

let server: TestServer;
let previous: unknown;
const origin = 'http://portal.example.com:3000';

beforeAll(async () => {
  server = await startTestServer({ env: { MAX_BODY_BYTES: '4000' } });
  // getContainer() hands the route handlers the test server's container.
  previous = (globalThis as Holder)[containerKey];
  (globalThis as Holder)[containerKey] = server.app;
});
afterAll(async () => {
  (globalThis as Holder)[containerKey] = previous;
  await server.close();
});

describe('the Next route handlers', () => {
  it('serve the WSDL with the address the request came to', async () => {
    const res = await serviceRoute.GET(new Request(`${origin}${SOAP_PATH}?wsdl`));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`<soap:address location="${origin}${SOAP_PATH}"/>`);
  });

  it('serve the XSDs beside the service path', async () => {
    const res = await schemaRoute.GET(
      new Request(`${origin}/PurchaseOrder/v1/SharedObjectsPO.xsd`),
    );
    expect(res.status).toBe(200);
    const original = readFileSync(
      join(process.cwd(), 'spec', 'promostandards-po-1.0.0', 'SharedObjectsPO.xsd'),
      'utf8',
    );
    expect(await res.text()).toBe(original);
  });

  it('answer an envelope, valid against the XSDs', async () => {
    const res = await serviceRoute.POST(
      new Request(`${origin}${SOAP_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'text/xml', soapaction: '"getSupportedOrderTypes"' },
        body: getSupportedOrderTypesEnvelope(DEMO.account1),
      }),
    );
    const text = await res.text();
    expect(readAnswer(text).supportedOrderTypes).toEqual(['Blank']);
    const [verdict] = await validateEnvelopes([text]);
    expect(verdict?.valid).toBe(true);
  });

  it('answer a body over MAX_BODY_BYTES with a soap:Client Fault', async () => {
    const res = await serviceRoute.POST(
      new Request(`${origin}${SOAP_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'text/xml' },
        body: 'x'.repeat(5000),
      }),
    );
    expect(res.status).toBe(413);
    const { fault } = readAnswer(await res.text());
    expect(fault).toEqual({
      faultcode: 'soap:Client',
      faultstring: 'The request body exceeds the limit of 4000 bytes.',
    });
  });
});
