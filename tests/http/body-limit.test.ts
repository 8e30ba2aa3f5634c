import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { MAX_BODY_BYTES: '2000' } });
});
afterAll(() => server.close());

const oversized = 'x'.repeat(50_000);

describe('request body limit on the node:http front', () => {
  it('answers an oversized order with a 413 error body naming the body, not a reset connection', async () => {
    const res = await server.call('/v2/orders/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ poNumber: oversized }),
    });
    expect(res.status).toBe(413);
    const body = (await res.json()) as { errors: { field: string }[] };
    expect(body.errors[0]?.field).toBe('body');
  });

  it('answers an oversized SOAP envelope with a soap:Client fault', async () => {
    const res = await server.call('/PurchaseOrder/v1/PurchaseOrderService.svc', {
      as: null,
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '"sendPO"' },
      body: `<Envelope>${oversized}</Envelope>`,
    });
    expect(res.status).toBe(413);
    const text = await res.text();
    expect(text).toContain('Client');
    expect(text).toContain('exceeds the limit of 2000 bytes');
  });

  it('keeps answering after refusing a body', async () => {
    const res = await server.call('/v2/styles/?fields=styleID');
    expect(res.status).toBe(200);
  });
});
