// Operability (issue 14): request ids, structured access logs that never hold a credential,
// /healthz, /readyz and Prometheus /metrics.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from './harness';
import { orderBody, postOrder } from './orders-place-helpers';

/** Collects the JSON log lines the server writes. */
class LogLines extends Writable {
  readonly lines: Record<string, unknown>[] = [];
  raw = '';
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.raw += chunk.toString();
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      this.lines.push(JSON.parse(line) as Record<string, unknown>);
    }
    done();
  }
}

let server: TestServer;
const logs = new LogLines();

beforeAll(async () => {
  server = await startTestServer({
    env: { LOG_LEVEL: 'info', API_RATE_LIMIT_PER_MINUTE: '5' },
    logDestination: logs,
  });
});
afterAll(() => server.close());

const metricValue = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('request ids', () => {
  it('echoes a well-formed X-Request-Id and logs it with the request', async () => {
    const res = await server.call('/v2/brands/', { headers: { 'x-request-id': 'lb-1234.abc' } });
    expect(res.headers.get('x-request-id')).toBe('lb-1234.abc');
    await res.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const line = logs.lines.find((l) => l.requestId === 'lb-1234.abc');
    expect(line).toMatchObject({
      msg: 'request',
      method: 'GET',
      path: '/v2/brands/',
      route: '/v2/brands/:ids?',
      status: 200,
      account: DEMO.account1.number,
      level: 'info',
    });
    expect(typeof line?.durationMs).toBe('number');
  });

  it('gives every request its own id, replacing one that could smuggle text into logs', async () => {
    const plain = await server.call('/healthz', { as: null });
    const hostile = await server.call('/healthz', {
      as: null,
      headers: { 'x-request-id': 'x"}, {"admin":true' },
    });
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(plain.headers.get('x-request-id')).toMatch(uuid);
    expect(hostile.headers.get('x-request-id')).toMatch(uuid);
    expect(hostile.headers.get('x-request-id')).not.toBe(plain.headers.get('x-request-id'));
  });
});

describe('logs', () => {
  it('never hold an API key, Basic credentials, a password or a cookie', async () => {
    const basic = Buffer.from(`${DEMO.account1.number}:${DEMO.account1.apiKey}`).toString('base64');
    await server.call('/v2/styles/?search=hoodie', {
      headers: { cookie: 'authjs.session-token=super-secret-session' },
    });
    await server.call('/v2/orders/', { as: null, headers: { authorization: `Basic ${basic}` } });
    // A failure path logs too: credentials for an unknown account.
    await server.call('/v2/orders/', {
      as: null,
      headers: { authorization: `Basic ${Buffer.from('100001:demo1234!').toString('base64')}` },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (const secret of [DEMO.account1.apiKey, basic, 'super-secret-session', 'demo1234!']) {
      expect(logs.raw).not.toContain(secret);
    }
    // The query string (it may carry e-mail addresses) stays out as well.
    expect(logs.raw).not.toContain('search=hoodie');
  });
});

describe('probes', () => {
  it('/healthz says the process is up, without credentials', async () => {
    const res = await server.call('/healthz', { as: null });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect((await server.call('/healthz', { as: null, method: 'POST' })).status).toBe(405);
  });

  it('/readyz is ready when the database answers and every migration is applied', async () => {
    const res = await server.call('/readyz', { as: null });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ready',
      database: 'reachable',
      migrations: 'applied',
    });
  });

  it('/readyz answers 503 once the database is gone', async () => {
    const other = await startTestServer();
    try {
      await other.app.database.close();
      const res = await other.call('/readyz', { as: null });
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: 'not ready', database: 'unreachable' });
      // The process itself is still up.
      expect((await other.call('/healthz', { as: null })).status).toBe(200);
    } finally {
      await other.close().catch(() => undefined);
    }
  });
});

describe('/metrics', () => {
  it('counts requests per route and status, real orders, refusals and the outbox backlog', async () => {
    const before = await (await server.call('/metrics', { as: null })).text();
    const ordersBefore = metricValue(before, 'orders_placed_total') ?? 0;

    const placedRes = await postOrder(
      server,
      orderBody({
        autoselectWarehouse: true,
        lines: [{ identifier: '10760024', qty: 2 }],
        poNumber: 'METRICS-1',
        emailConfirmation: 'receiving@northside.example',
      }),
    );
    expect(placedRes.status, await placedRes.clone().text()).toBe(200);
    const testRes = await postOrder(
      server,
      orderBody({
        autoselectWarehouse: true,
        lines: [{ identifier: '10760024', qty: 2 }],
        testOrder: true,
      }),
    );
    expect(testRes.status).toBe(200);
    // The limit is 5 a minute: this burst passes it.
    const burst = await Promise.all(
      Array.from({ length: 6 }, () => server.call('/v2/brands/', { as: 'account2' })),
    );
    expect(burst.some((r) => r.status === 429)).toBe(true);
    server.clock.advance(90_000);

    const res = await server.call('/metrics', { as: null });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(metricValue(text, 'orders_placed_total')).toBe(ordersBefore + 1);
    expect(metricValue(text, 'rate_limit_refusals_total')).toBeGreaterThanOrEqual(1);
    expect(
      metricValue(text, 'http_requests_total{method="POST",route="/v2/orders",status="200"}'),
    ).toBe(2);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="POST"');
    // The order's confirmation e-mail waits in the outbox (no SMTP here), 90 s old by now.
    expect(metricValue(text, 'outbox_pending_messages')).toBeGreaterThanOrEqual(1);
    expect(metricValue(text, 'outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(90);
    // Label values are route patterns: no raw path (with its ids) becomes a series.
    expect(text).not.toMatch(/route="\/v2\/orders\/\d/);
  });

  it('can be closed with a bearer token', async () => {
    const token = 'metrics-token-0123456789';
    const closed = await startTestServer({ env: { METRICS_TOKEN: token } });
    try {
      expect((await closed.call('/metrics', { as: null })).status).toBe(401);
      const wrong = await closed.call('/metrics', {
        as: null,
        headers: { authorization: 'Bearer metrics-token-0123456780' },
      });
      expect(wrong.status).toBe(401);
      const open = await closed.call('/metrics', {
        as: null,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(open.status).toBe(200);
    } finally {
      await closed.close();
    }
  });
});
