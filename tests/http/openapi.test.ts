// GET /v2/openapi.json: a valid OpenAPI 3.1 document that documents every /v2 route, and whose
// schemas accept the real answers of the demo database (so the document cannot drift).
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '@/lib/domain/webhooks';
import { routes } from '@/lib/rest/routes';
import { startTestServer, type TestServer } from './harness';

interface Operation {
  responses: Record<string, { content?: Record<string, unknown> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let server: TestServer;
let doc: OpenApiDocument;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

beforeAll(async () => {
  server = await startTestServer();
  const res = await server.call('/v2/OpenAPI.json', { as: null });
  expect(res.status).toBe(200);
  doc = (await res.json()) as OpenApiDocument;
  ajv.addSchema({ ...doc, $id: 'openapi.json' });
});
afterAll(() => server.close());

/** `/v2/x/{a}` and `v2/x/:a` both become `/v2/x/{}` (trailing slash dropped). */
const normalise = (path: string) =>
  path
    .replace(/\{[^}]+\}/g, '{}')
    .replace(/\/$/, '')
    .toLowerCase();

/** The documented paths a route pattern answers: an optional last segment gives two. */
function pathsOfPattern(pattern: string): string[] {
  const segments = pattern.split('/');
  const last = segments.at(-1) ?? '';
  const asPath = (parts: string[]) =>
    `/${parts.map((p) => (p.startsWith(':') ? '{}' : p)).join('/')}`.toLowerCase();
  if (last.startsWith(':') && last.endsWith('?')) {
    return [asPath(segments.slice(0, -1)), asPath(segments)];
  }
  return [asPath(segments)];
}

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** Validates an answer against the response schema the document gives for its status. */
async function expectDocumented(path: string, method: string, res: Response) {
  const operation = doc.paths[path]?.[method];
  expect(operation, `${method} ${path} documented`).toBeDefined();
  const answer = operation?.responses[String(res.status)];
  expect(answer, `${method} ${path} documents status ${res.status}`).toBeDefined();
  if (res.status === 204) return;
  const body: unknown = await res.json();
  const ref = `openapi.json#/${pointer('paths', path, method, 'responses', String(res.status), 'content', 'application/json', 'schema')}`;
  const validate = ajv.compile({ $ref: ref });
  const ok = validate(body);
  expect(ok, `${method} ${path} ${res.status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document, served without credentials', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(
      doc as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every route of the /v2 router, and nothing the router lacks', () => {
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => `${method} ${normalise(path)}`),
      ),
    );
    const routed = new Set(
      routes.flatMap((route) =>
        pathsOfPattern(route.pattern).map((p) => `${route.method.toLowerCase()} ${normalise(p)}`),
      ),
    );
    routed.add('get /v2/openapi.json');
    expect([...routed].filter((r) => !documented.has(r))).toEqual([]);
    expect([...documented].filter((d) => !routed.has(d))).toEqual([]);
  });
});

describe('real answers match the document', () => {
  it('would notice a drifted answer (a renamed field)', async () => {
    const [product] = (await (await server.call('/v2/products/10760024')).json()) as Record<
      string,
      unknown
    >[];
    const validate = ajv.compile({
      $ref: `openapi.json#/${pointer('paths', '/v2/products/{ids}', 'get', 'responses', '200', 'content', 'application/json', 'schema')}`,
    });
    expect(validate([product])).toBe(true);
    const { customerPrice, ...rest } = product!;
    expect(validate([{ ...rest, customerprice: customerPrice }])).toBe(false);
  });

  const reads: [string, string][] = [
    ['/v2/styles/', '/v2/styles/'],
    ['/v2/styles/{ids}', '/v2/styles/Hartwell%205000'],
    ['/v2/products/{ids}', '/v2/products/10760024,10760179'],
    ['/v2/products/', '/v2/products/?style=Hartwell%205000&Warehouses=IL,KS'],
    ['/v2/inventory/{ids}', '/v2/inventory/10760024'],
    ['/v2/specs/', '/v2/specs/?style=Hartwell%205000'],
    ['/v2/brands/', '/v2/brands/'],
    ['/v2/categories/', '/v2/categories/'],
    ['/v2/daysintransit/{zips}', '/v2/daysintransit/60607,90210'],
    ['/v2/daysintransit/', '/v2/daysintransit/'],
    ['/v2/catalog/search', '/v2/catalog/search?q=tee'],
    ['/v2/orders/', '/v2/orders/?All=true'],
    ['/v2/quotes/', '/v2/quotes/'],
    ['/v2/quotes/{number}', '/v2/quotes/700101'],
    ['/v2/crossref/', '/v2/crossref/'],
    ['/v2/paymentprofiles/', '/v2/paymentprofiles/?email=buyer@example.com'],
    ['/v2/outbox/', '/v2/outbox/'],
    ['/v2/products/{ids}', '/v2/products/NO-SUCH-SKU'],
    ['/v2/catalog/suggest', '/v2/catalog/suggest?q=hood'],
    ['/v2/catalog/search/counts', '/v2/catalog/search/counts?q=tee'],
    ['/v2/portal/orders', '/v2/portal/orders?pageSize=5'],
    ['/v2/portal/addresses', '/v2/portal/addresses'],
    ['/v2/TrackingDataGetAll', '/v2/TrackingDataGetAll'],
    ['/v2/TrackingDataByShipDate/{values}', '/v2/TrackingDataByShipDate/2026-11-18'],
    ['/v2/TrackingDataByOrderNum/{values}', '/v2/TrackingDataByOrderNum/999999999'],
    ['/v2/returns/', '/v2/returns/'],
    ['/v2/returns/{raNumber}', '/v2/returns/RA0000000'],
    ['/v2/invoices/{invoiceNumber}', '/v2/invoices/99999999'],
  ];
  it.each(reads)('GET %s (%s)', async (documentedPath, url) => {
    await expectDocumented(documentedPath, 'get', await server.call(url));
  });

  it('place, read, cancel an order; name a sku; refuse a bad order', async () => {
    const body = {
      shippingAddress: {
        customer: 'Northside Print Co.',
        address: '1200 W Fulton St',
        city: 'Chicago',
        state: 'IL',
        zip: '60607',
      },
      shippingMethod: '1',
      poNumber: 'OPENAPI-1',
      autoselectWarehouse: true,
      lines: [{ identifier: '10760024', qty: 3 }],
    };
    const post = (value: unknown) =>
      server.call('/v2/orders/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(value),
      });
    const placedRes = await post(body);
    const placed = (await placedRes.clone().json()) as { orderNumber: string }[];
    await expectDocumented('/v2/orders/', 'post', placedRes);
    await expectDocumented('/v2/orders/', 'post', await post({ ...body, lines: [] }));
    await expectDocumented(
      '/v2/orders/',
      'post',
      await post({ ...body, rejectLineErrors: false, testOrder: true }),
    );
    const number = placed[0]!.orderNumber;
    await expectDocumented('/v2/orders/{ids}', 'get', await server.call(`/v2/orders/${number}`));
    await expectDocumented(
      '/v2/orders/{orderNumber}',
      'delete',
      await server.call(`/v2/orders/${number}`, { method: 'DELETE' }),
    );
    await expectDocumented(
      '/v2/crossref/{yourSku}',
      'put',
      await server.call('/v2/crossref/OPENAPI-TEE?Identifier=10760024', { method: 'PUT' }),
    );
    await expectDocumented(
      '/v2/crossref/{yourSku}',
      'get',
      await server.call('/v2/crossref/OPENAPI-TEE'),
    );
    await expectDocumented(
      '/v2/crossref/{yourSku}',
      'delete',
      await server.call('/v2/crossref/OPENAPI-TEE', { method: 'DELETE' }),
    );
    await expectDocumented('/v2/cart', 'get', await server.call('/v2/cart'));
    await expectDocumented('/v2/orders/', 'get', await server.call('/v2/orders/', { as: null }));
  });
  it('describes every webhook event a subscriber receives (the OpenAPI 3.1 webhooks section)', () => {
    const hooks = (doc as unknown as { webhooks?: Record<string, { post?: unknown }> }).webhooks;
    expect(Object.keys(hooks ?? {}).sort()).toEqual(
      [...WEBHOOK_EVENT_TYPES, 'webhook.test'].sort(),
    );
    expect(Object.values(hooks ?? {}).every((hook) => hook.post !== undefined)).toBe(true);
  });

  it('subscribe, read, list, test, deliveries, redeliver, rotate and delete a webhook; refuse a bad one', async () => {
    const post = (path: string, value?: unknown) =>
      server.call(path, {
        method: 'POST',
        ...(value === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) }),
      });
    const createdRes = await post('/v2/webhooks/', {
      url: 'https://hooks.example.com/openapi',
      events: ['order.placed', 'stock.low'],
      skus: ['B00760003'],
    });
    const created = (await createdRes.clone().json()) as { id: string };
    await expectDocumented('/v2/webhooks/', 'post', createdRes);
    await expectDocumented('/v2/webhooks/', 'post', await post('/v2/webhooks/', { events: [] }));
    await expectDocumented('/v2/webhooks/', 'get', await server.call('/v2/webhooks/'));
    const one = `/v2/webhooks/${created.id}`;
    await expectDocumented('/v2/webhooks/{id}', 'get', await server.call(one));
    await expectDocumented('/v2/webhooks/{id}', 'get', await server.call('/v2/webhooks/ep_none'));
    const testRes = await post(`${one}/test`);
    const ping = (await testRes.clone().json()) as { id: string };
    await expectDocumented('/v2/webhooks/{id}/test', 'post', testRes);
    await expectDocumented(
      '/v2/webhooks/{id}/deliveries',
      'get',
      await server.call(`${one}/deliveries?limit=5`),
    );
    await expectDocumented(
      '/v2/webhooks/{id}/deliveries/{deliveryId}/redeliver',
      'post',
      await post(`${one}/deliveries/${ping.id}/redeliver`),
    );
    await expectDocumented(
      '/v2/webhooks/{id}/rotate-secret',
      'post',
      await post(`${one}/rotate-secret`),
    );
    await expectDocumented(
      '/v2/webhooks/{id}',
      'delete',
      await server.call(one, { method: 'DELETE' }),
    );
  });
});
