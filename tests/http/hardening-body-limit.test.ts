// Issue 9, finding 1: every door limits request bodies WHILE they stream (413 as soon as the limit
// is passed, connection closed), and no spelling of a path slips past the front's checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v2Route from '@/app/v2/[[...path]]/route';
import * as soapRoute from '@/app/PurchaseOrder/v1/PurchaseOrderService.svc/route';
import { DEMO, basicAuth, startTestServer, type TestServer } from './harness';
import { rawRequest } from './hardening-raw-http';
import { SOAP_PATH } from './soap-helpers';

const LIMIT = 2000;
/** Far more than the limit: a server reading it all before checking would be caught here. */
const HUGE = 8 * 1024 * 1024;

let server: TestServer;
const containerKey = Symbol.for('apparel-portal.container');
type Holder = Record<symbol, unknown>;
let previous: unknown;

beforeAll(async () => {
  server = await startTestServer({ env: { MAX_BODY_BYTES: String(LIMIT) } });
  previous = (globalThis as Holder)[containerKey];
  (globalThis as Holder)[containerKey] = server.app;
});
afterAll(async () => {
  (globalThis as Holder)[containerKey] = previous;
  await server.close();
});

const auth = basicAuth(DEMO.account1);

describe('the node:http front refuses an oversized body while it streams', () => {
  it('answers 413 to a chunked order as soon as the limit passes, and closes the connection', async () => {
    const answer = await rawRequest(server.url, {
      method: 'POST',
      target: '/v2/orders/',
      headers: {
        authorization: auth,
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
      },
      bodyBytes: HUGE,
      chunked: true,
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(answer.bodyBytesSent).toBeLessThan(HUGE);
    const body = JSON.parse(answer.body) as { code: string; errors: { field: string }[] };
    expect(body.code).toBe('413');
    expect(body.errors[0]?.field).toBe('body');
  });

  it('answers 413 before reading a body whose Content-Length is over the limit', async () => {
    const answer = await rawRequest(server.url, {
      method: 'POST',
      target: '/V2/Orders',
      headers: {
        authorization: auth,
        'content-type': 'application/json',
        'content-length': '300000000',
      },
      bodyBytes: HUGE,
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(answer.bodyBytesSent).toBeLessThan(HUGE);
  });

  it('answers 413 with a soap:Client fault on the SOAP endpoint, and closes the connection', async () => {
    const answer = await rawRequest(server.url, {
      method: 'POST',
      target: SOAP_PATH,
      headers: {
        'content-type': 'text/xml',
        'transfer-encoding': 'chunked',
        soapaction: '"sendPO"',
      },
      bodyBytes: HUGE,
      chunked: true,
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(answer.body).toContain('soap:Client');
    expect(answer.body).toContain(`exceeds the limit of ${LIMIT} bytes`);
  });

  it('keeps answering other requests afterwards', async () => {
    const res = await server.call('/v2/styles/?fields=styleID');
    expect(res.status).toBe(200);
  });
});

describe('non-canonical paths are refused at the front, for every door', () => {
  const targets = [
    '/./v2/orders/',
    '/x/../v2/orders/',
    '/%2e/v2/orders/',
    '/x/%2E%2E/v2/orders/',
    '//v2/orders/',
    '/v2/./orders/',
    '/v2\\orders/',
    '/./PurchaseOrder/v1/PurchaseOrderService.svc',
    '/x/../PurchaseOrder/v1/PurchaseOrderService.svc',
    '/Images/../v2/orders/',
    '/./catalog',
    'http://evil.example/v2/orders/',
  ];
  it.each(targets)(
    'refuses %s with 400 naming the path, without reading the body',
    async (target) => {
      const answer = await rawRequest(server.url, {
        method: 'POST',
        target,
        headers: {
          authorization: auth,
          'content-type': 'application/json',
          'content-length': String(HUGE),
        },
        bodyBytes: HUGE,
      });
      expect(answer.status).toBe(400);
      expect(answer.headers.connection).toBe('close');
      expect(answer.bodyBytesSent).toBeLessThan(HUGE);
      const body = JSON.parse(answer.body) as { errors: { field: string }[] };
      expect(body.errors[0]?.field).toBe('path');
    },
  );

  it('still serves the canonical spellings, in any case and with or without a trailing slash', async () => {
    for (const path of ['/v2/styles/?fields=styleID', '/V2/Styles?fields=styleID']) {
      expect((await server.call(path)).status).toBe(200);
    }
  });
});

/** A body that never ends on its own; counts how much of it the reader pulled. */
function endlessBody(): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0;
  const chunk = new Uint8Array(16 * 1024).fill(120);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += chunk.byteLength;
      if (pulled > HUGE) controller.close();
      else controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

function streamingPost(
  url: string,
  body: ReadableStream<Uint8Array>,
  headers: HeadersInit,
): Request {
  return new Request(url, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
}

describe('the Next route handlers use the same streaming reader', () => {
  it('app/v2 answers 413 after reading little more than the limit', async () => {
    const { stream, pulled } = endlessBody();
    const res = await v2Route.POST(
      streamingPost('http://portal.example.com/v2/orders/', stream, {
        authorization: auth,
        'content-type': 'application/json',
      }),
    );
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect(pulled()).toBeLessThan(LIMIT + 64 * 1024);
  });

  it('the SOAP route answers 413 with a soap:Client fault after reading little more than the limit', async () => {
    const { stream, pulled } = endlessBody();
    const res = await soapRoute.POST(
      streamingPost(`http://portal.example.com${SOAP_PATH}`, stream, {
        'content-type': 'text/xml',
      }),
    );
    expect(res.status).toBe(413);
    expect(await res.text()).toContain('soap:Client');
    expect(pulled()).toBeLessThan(LIMIT + 64 * 1024);
  });
});
