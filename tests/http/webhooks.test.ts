// Webhooks end to end (issue 14): a real node:http receiver subscribes over /v2/webhooks, and
// every event of an order's life reaches it signed (verified with the same standardwebhooks
// library a customer would use); a receiver that is down or failing gets retries with back-off
// until it answers 2xx; secrets rotate with an overlap; deliveries can be replayed; accounts are
// walls; bad input is a 400 naming the field.
import { and, eq, sql } from 'drizzle-orm';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_DELIVERY_ATTEMPTS } from '@/lib/domain/webhooks';
import { webhookDeliveryTask } from '@/lib/server/webhook-tasks';
import { advance } from './after-helpers';
import { startTestServer, type TestServer } from './harness';
import {
  orderBody,
  placeOrder,
  postOrder,
  stockedSkus,
  type OrderWireRecord,
} from './order-helpers';

const MINUTE = 60_000;
const RETRY_BASE_MS = 1_000;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  type: string;
  data: Record<string, unknown>;
}

interface Endpoint {
  id: string;
  url: string;
  events: string[];
  skus: string[];
  stockLowThreshold: number;
  createdAt: string;
  secretRotatedAt: string | null;
  secret?: string;
}

interface Delivery {
  id: string;
  eventType: string;
  status: 'pending' | 'delivered' | 'failed';
  nextAttemptAt: string | null;
  attempts: { attemptedAt: string; statusCode: number | null; error: string | null }[];
  payload: { type: string; data: Record<string, unknown> };
}

// -- the receiver ----------------------------------------------------------------------------------

let receiver: Server | undefined;
let receiverPort = 0;
let answerStatus = 200;
const received: Received[] = [];

async function startReceiver(): Promise<void> {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const parsed = JSON.parse(body) as { type: string; data: Record<string, unknown> };
      received.push({ headers: req.headers, body, type: parsed.type, data: parsed.data });
      res.statusCode = answerStatus;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver!.listen(receiverPort, '127.0.0.1', resolve));
  receiverPort = (receiver.address() as AddressInfo).port;
}

async function stopReceiver(): Promise<void> {
  const closing = receiver;
  receiver = undefined;
  await new Promise<void>((resolve) => closing?.close(() => resolve()));
}

/**
 * Verifies like a receiver would. The tolerance check compares webhook-timestamp with the wall
 * clock, while the server runs on the test's manual clock: the check runs at the signed instant.
 */
function verify(message: Received, secret: string): unknown {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Number(message.headers['webhook-timestamp']) * 1000);
  try {
    return new Webhook(secret).verify(message.body, {
      'webhook-id': String(message.headers['webhook-id']),
      'webhook-timestamp': String(message.headers['webhook-timestamp']),
      'webhook-signature': String(message.headers['webhook-signature']),
    });
  } finally {
    vi.useRealTimers();
  }
}

// -- the server ------------------------------------------------------------------------------------

let server: TestServer;
let skus: string[];
let endpoint: Endpoint;

const deliver = () => webhookDeliveryTask.run(server.app);

function send(
  path: string,
  method: string,
  body?: unknown,
  as: 'account1' | 'account2' = 'account1',
) {
  return server.call(path, {
    method,
    as,
    ...(body === undefined
      ? {}
      : {
          headers: { 'content-type': 'application/json' },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
  });
}

async function subscribe(body: Record<string, unknown>, as: 'account1' | 'account2' = 'account1') {
  const res = await send('/v2/webhooks/', 'POST', body, as);
  expect(res.status).toBe(201);
  return (await res.json()) as Endpoint;
}

async function deliveriesOf(id: string): Promise<Delivery[]> {
  const res = await server.call(`/v2/webhooks/${id}/deliveries?limit=200`);
  expect(res.status).toBe(200);
  return (await res.json()) as Delivery[];
}

const receiverUrl = () => `http://127.0.0.1:${receiverPort}/hooks`;
const eventsOf = (orderNumber: string) =>
  received.filter((r) => r.data.orderNumber === orderNumber).map((r) => r.type);

beforeAll(async () => {
  await startReceiver();
  server = await startTestServer({
    env: { WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_BASE_MS: String(RETRY_BASE_MS) },
  });
  skus = await stockedSkus(server, 'IL', 3);
  endpoint = await subscribe({
    url: receiverUrl(),
    description: 'ERP',
    events: [
      'order.placed',
      'order.invoiced',
      'order.shipped',
      'order.delivered',
      'order.cancelled',
      'return.received',
    ],
  });
});
afterAll(async () => {
  await server?.close();
  await stopReceiver();
});

describe('subscribing', () => {
  it('answers the secret once, then lists and reads the endpoint without it', async () => {
    expect(endpoint).toMatchObject({
      url: receiverUrl(),
      description: 'ERP',
      skus: [],
      stockLowThreshold: 24,
      secretRotatedAt: null,
    });
    expect(endpoint.id).toMatch(/^ep_[0-9a-z]{26}$/);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    expect(endpoint.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const list = (await (await server.call('/v2/webhooks/')).json()) as Endpoint[];
    expect(list.map((e) => e.id)).toContain(endpoint.id);
    expect(list.every((e) => e.secret === undefined)).toBe(true);
    // Paths are case-insensitive, the trailing slash optional, like the rest of /v2.
    const one = await server.call(`/V2/Webhooks/${endpoint.id}/`);
    expect(one.status).toBe(200);
    const { secret: _secret, ...withoutSecret } = endpoint;
    expect(await one.json()).toEqual(withoutSecret);
  });
});

describe("an order's life", () => {
  let order: OrderWireRecord;

  it('is announced placed, invoiced, shipped and delivered, signed with the secret', async () => {
    [order] = (await placeOrder(server, {
      poNumber: 'HOOK-1',
      lines: [{ identifier: skus[0]!, qty: 6, warehouseAbbr: 'IL' }],
    })) as [OrderWireRecord];
    await deliver();
    const [placed] = received.filter((r) => r.data.orderNumber === order.orderNumber);
    expect(placed).toBeDefined();
    expect(verify(placed!, endpoint.secret!)).toMatchObject({ type: 'order.placed' });
    expect(placed!.data).toMatchObject({
      orderNumber: order.orderNumber,
      poNumber: 'HOOK-1',
      testOrder: false,
    });
    const [delivery] = (await deliveriesOf(endpoint.id)).filter(
      (d) => d.payload.data.orderNumber === order.orderNumber,
    );
    expect(delivery).toMatchObject({ status: 'delivered', nextAttemptAt: null });
    expect(delivery!.attempts).toMatchObject([{ statusCode: 200, error: null }]);
    expect(placed!.headers['webhook-id']).toBe(delivery!.id);

    await advance(server, 11 * MINUTE);
    await deliver();
    await advance(server, 61 * MINUTE, 5 * MINUTE);
    await deliver();
    expect(eventsOf(order.orderNumber)).toEqual([
      'order.placed',
      'order.invoiced',
      'order.shipped',
      'order.delivered',
    ]);
    const shipped = received.find(
      (r) => r.type === 'order.shipped' && r.data.orderNumber === order.orderNumber,
    );
    expect(shipped!.data.trackingNumber).toMatch(/\S/);
    for (const message of received) expect(verify(message, endpoint.secret!)).toBeTruthy();
  });

  it('is announced when a return of it is received', async () => {
    const read = (await (
      await server.call(`/v2/orders/${order.orderNumber}`)
    ).json()) as OrderWireRecord[];
    const res = await send('/v2/returns/', 'POST', {
      emailConfirmation: '',
      lines: [
        { invoiceNumber: read[0]!.invoiceNumber, identifier: skus[0], qty: 1, returnReason: 1 },
      ],
    });
    expect(res.status).toBe(200);
    const [credit] = (await res.json()) as { returnInformation: { raNumber: string } }[];
    await advance(server, 61 * MINUTE, 5 * MINUTE);
    await deliver();
    const receipt = received.find((r) => r.type === 'return.received');
    expect(receipt?.data).toMatchObject({ raNumber: credit!.returnInformation.raNumber });
  });

  it('marks a test order as one in its order.placed', async () => {
    const body = JSON.parse(
      orderBody({ lines: [{ identifier: skus[1]!, qty: 1, warehouseAbbr: 'IL' }] }),
    ) as Record<string, unknown>;
    const res = await postOrder(
      server,
      { lines: [] },
      JSON.stringify({ ...body, testOrder: true }),
    );
    expect(res.status).toBe(200);
    const [placed] = (await res.json()) as OrderWireRecord[];
    await deliver();
    const [event] = received.filter((r) => r.data.orderNumber === placed!.orderNumber);
    expect(event).toMatchObject({ type: 'order.placed', data: { testOrder: true } });
  });

  it('is announced cancelled', async () => {
    const [placed] = await placeOrder(server, {
      lines: [{ identifier: skus[1]!, qty: 2, warehouseAbbr: 'IL' }],
    });
    expect((await send(`/v2/orders/${placed!.orderNumber}`, 'DELETE')).status).toBe(200);
    await deliver();
    expect(eventsOf(placed!.orderNumber)).toEqual(['order.placed', 'order.cancelled']);
  });
});

describe('stock.low', () => {
  it("fires once when a followed sku's total falls below the endpoint's threshold", async () => {
    const sku = skus[2]!;
    const { db, t } = server;
    const total = async () => {
      const [row] = await db
        .select({ qty: sql<number>`sum(${t.stock.qty})` })
        .from(t.stock)
        .innerJoin(t.products, eq(t.products.id, t.stock.productId))
        .where(eq(t.products.sku, sku));
      return Number(row!.qty);
    };
    const before = await total();
    const watcher = await subscribe({
      url: `${receiverUrl()}?stock`,
      events: ['stock.low'],
      skus: [sku.toLowerCase()],
      stockLowThreshold: before - 1,
    });
    expect(watcher.skus).toEqual([sku]);
    // Still at the threshold: nothing. One more below it: exactly one stock.low.
    await placeOrder(server, { lines: [{ identifier: sku, qty: 1, warehouseAbbr: 'IL' }] });
    await placeOrder(server, { lines: [{ identifier: sku, qty: 1, warehouseAbbr: 'IL' }] });
    await placeOrder(server, { lines: [{ identifier: sku, qty: 1, warehouseAbbr: 'IL' }] });
    await deliver();
    const lows = received.filter((r) => r.type === 'stock.low');
    expect(lows.map((r) => r.data)).toEqual([
      { sku, available: before - 2, threshold: before - 1, testOrder: false },
    ]);
    expect(verify(lows[0]!, watcher.secret!)).toBeTruthy();
    // The order endpoint follows no sku: it got none.
    expect((await deliveriesOf(endpoint.id)).some((d) => d.eventType === 'stock.low')).toBe(false);
    expect((await send(`/v2/webhooks/${watcher.id}`, 'DELETE')).status).toBe(204);
  });
});

describe('delivery', () => {
  it('retries a receiver that is down or failing, with back-off, until it answers 2xx', async () => {
    await stopReceiver();
    const res = await send(`/v2/webhooks/${endpoint.id}/test`, 'POST');
    expect(res.status).toBe(202);
    const ping = (await res.json()) as Delivery;
    expect(ping).toMatchObject({ eventType: 'webhook.test', status: 'pending', attempts: [] });

    await deliver(); // connection refused
    let [state] = (await deliveriesOf(endpoint.id)).filter((d) => d.id === ping.id);
    expect(state).toMatchObject({ status: 'pending' });
    expect(state!.attempts).toHaveLength(1);
    expect(state!.attempts[0]).toMatchObject({ statusCode: null });
    expect(state!.attempts[0]!.error).toMatch(/ECONNREFUSED/);
    const retryAt = Date.parse(state!.nextAttemptAt!);
    expect(retryAt).toBeGreaterThan(server.clock.now());

    await deliver(); // not due yet: nothing happens
    [state] = (await deliveriesOf(endpoint.id)).filter((d) => d.id === ping.id);
    expect(state!.attempts).toHaveLength(1);

    await startReceiver();
    answerStatus = 500;
    server.clock.set(retryAt + 1000);
    await deliver(); // answered 500
    answerStatus = 200;
    [state] = (await deliveriesOf(endpoint.id)).filter((d) => d.id === ping.id);
    expect(state!.attempts.map((a) => a.statusCode)).toEqual([null, 500]);
    // The second wait is longer: exponential back-off.
    const secondWait = Date.parse(state!.nextAttemptAt!) - server.clock.now();
    expect(secondWait).toBeGreaterThanOrEqual(2 * RETRY_BASE_MS);
    expect(secondWait).toBeGreaterThan(retryAt - Date.parse(state!.attempts[0]!.attemptedAt));

    server.clock.advance(secondWait + 1000);
    await deliver();
    [state] = (await deliveriesOf(endpoint.id)).filter((d) => d.id === ping.id);
    expect(state).toMatchObject({ status: 'delivered', nextAttemptAt: null });
    expect(state!.attempts.map((a) => a.statusCode)).toEqual([null, 500, 200]);
    const pings = received.filter((r) => r.headers['webhook-id'] === ping.id);
    expect(pings).toHaveLength(2); // the 500 and the 200, with the same webhook-id
    expect(verify(pings[1]!, endpoint.secret!)).toMatchObject({ type: 'webhook.test' });
  });

  it(`gives up after ${MAX_DELIVERY_ATTEMPTS} failed attempts`, async () => {
    answerStatus = 503;
    const ping = (await (
      await send(`/v2/webhooks/${endpoint.id}/test`, 'POST')
    ).json()) as Delivery;
    for (let i = 0; i < MAX_DELIVERY_ATTEMPTS + 2; i++) {
      await deliver();
      server.clock.advance(10 * MINUTE);
    }
    answerStatus = 200;
    const [state] = (await deliveriesOf(endpoint.id)).filter((d) => d.id === ping.id);
    expect(state).toMatchObject({ status: 'failed', nextAttemptAt: null });
    expect(state!.attempts).toHaveLength(MAX_DELIVERY_ATTEMPTS);
  });

  it('redelivers a message with the same webhook-id', async () => {
    const [failed] = (await deliveriesOf(endpoint.id)).filter((d) => d.status === 'failed');
    const res = await send(
      `/v2/webhooks/${endpoint.id}/deliveries/${failed!.id}/redeliver`,
      'POST',
    );
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ id: failed!.id, status: 'pending' });
    const before = received.filter((r) => r.headers['webhook-id'] === failed!.id).length;
    await deliver();
    expect(received.filter((r) => r.headers['webhook-id'] === failed!.id)).toHaveLength(before + 1);
    const [state] = (await deliveriesOf(endpoint.id)).filter((d) => d.id === failed!.id);
    expect(state!.status).toBe('delivered');
  });

  it('signs with the new and the previous secret after a rotation', async () => {
    const res = await send(`/v2/webhooks/${endpoint.id}/rotate-secret`, 'POST');
    expect(res.status).toBe(200);
    const rotated = (await res.json()) as Endpoint;
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(endpoint.secret);
    expect(rotated.secretRotatedAt).not.toBeNull();
    const ping = (await (
      await send(`/v2/webhooks/${endpoint.id}/test`, 'POST')
    ).json()) as Delivery;
    await deliver();
    const message = received.find((r) => r.headers['webhook-id'] === ping.id)!;
    expect(String(message.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verify(message, rotated.secret!)).toBeTruthy();
    expect(verify(message, endpoint.secret!)).toBeTruthy();
    expect(() => verify(message, 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')).toThrow();
    endpoint = rotated;
  });

  it('reports the backlog and the attempts in the Prometheus metrics', async () => {
    const text = await (await fetch(`${server.url}/metrics`)).text();
    expect(text).toMatch(/^webhook_pending_messages \d+$/m);
    expect(text).toMatch(/^webhook_oldest_pending_age_seconds [\d.]+$/m);
    expect(text).toMatch(/^webhook_attempts_total\{outcome="delivered"\} [1-9]\d*$/m);
    expect(text).toMatch(/^webhook_attempts_total\{outcome="failed"\} 1$/m);
  });
});

describe('accounts are walls', () => {
  it("answers 404 for another account's endpoint and its deliveries", async () => {
    const [delivery] = await deliveriesOf(endpoint.id);
    const other = async (path: string, method = 'GET') =>
      (await send(path, method, undefined, 'account2')).status;
    expect(await other(`/v2/webhooks/${endpoint.id}`)).toBe(404);
    expect(await other(`/v2/webhooks/${endpoint.id}/deliveries`)).toBe(404);
    expect(await other(`/v2/webhooks/${endpoint.id}/test`, 'POST')).toBe(404);
    expect(await other(`/v2/webhooks/${endpoint.id}/rotate-secret`, 'POST')).toBe(404);
    expect(
      await other(`/v2/webhooks/${endpoint.id}/deliveries/${delivery!.id}/redeliver`, 'POST'),
    ).toBe(404);
    expect(await other(`/v2/webhooks/${endpoint.id}`, 'DELETE')).toBe(404);
    const theirs = (await (await send('/v2/webhooks/', 'GET', undefined, 'account2')).json()) as [];
    expect(theirs).toEqual([]);
    // Still there for its owner.
    expect((await server.call(`/v2/webhooks/${endpoint.id}`)).status).toBe(200);
    expect(
      (await send(`/v2/webhooks/${endpoint.id}/deliveries/msg_nosuch/redeliver`, 'POST')).status,
    ).toBe(404);
  });
});

describe('bad input', () => {
  const valid = () => ({ url: receiverUrl(), events: ['order.placed'] });
  it.each([
    ['a url that is not http(s)', { url: 'ftp://hooks.example.com/' }, 'url'],
    ['a relative url', { url: '/hooks' }, 'url'],
    ['no url', { url: undefined }, 'url'],
    ['no events', { events: [] }, 'events'],
    ['an unknown event', { events: ['order.exploded'] }, 'events.0'],
    ['skus that are not a list', { skus: 'B00760003' }, 'skus'],
    ['a threshold of 0', { stockLowThreshold: 0 }, 'stockLowThreshold'],
  ])('refuses %s with a 400 naming the field', async (_, change, field) => {
    const res = await send('/v2/webhooks/', 'POST', { ...valid(), ...change });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { field: string }[] };
    expect(body.errors.map((e) => e.field)).toContain(field);
  });

  it('refuses a body that is not JSON, and a bad limit', async () => {
    const res = await send('/v2/webhooks/', 'POST', '{"url":');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe('body');
    const limit = await server.call(`/v2/webhooks/${endpoint.id}/deliveries?limit=0`);
    expect(limit.status).toBe(400);
    expect(((await limit.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe(
      'limit',
    );
  });

  it('refuses private and loopback targets unless WEBHOOKS_ALLOW_PRIVATE_TARGETS', async () => {
    // The route reads the setting per request; this server runs with it on for its receiver.
    server.app.config.WEBHOOKS_ALLOW_PRIVATE_TARGETS = false;
    try {
      for (const url of [receiverUrl(), 'http://169.254.169.254/latest', 'http://[::1]/x']) {
        const res = await send('/v2/webhooks/', 'POST', { ...valid(), url });
        expect(res.status).toBe(400);
        const body = (await res.json()) as { errors: { field: string; message: string }[] };
        expect(body.errors[0]).toMatchObject({ field: 'url' });
        expect(body.errors[0]!.message).toMatch(/private/);
      }
    } finally {
      server.app.config.WEBHOOKS_ALLOW_PRIVATE_TARGETS = true;
    }
  });

  it('refuses an 11th endpoint of an account', async () => {
    for (let i = 0; i < 10; i++) {
      await subscribe(
        { url: `https://hooks.example.com/${i}`, events: ['order.placed'] },
        'account2',
      );
    }
    const res = await send(
      '/v2/webhooks/',
      'POST',
      { url: 'https://hooks.example.com/11', events: ['order.placed'] },
      'account2',
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe('url');
  });
});

describe('deleting', () => {
  it('removes the endpoint and its deliveries', async () => {
    expect((await send(`/v2/webhooks/${endpoint.id}`, 'DELETE')).status).toBe(204);
    expect((await server.call(`/v2/webhooks/${endpoint.id}`)).status).toBe(404);
    expect((await server.call(`/v2/webhooks/${endpoint.id}/deliveries`)).status).toBe(404);
    const { db, t } = server;
    const left = await db
      .select({ id: t.webhookMessages.id })
      .from(t.webhookMessages)
      .where(and(eq(t.webhookMessages.endpointId, endpoint.id)));
    expect(left).toEqual([]);
  });
});
