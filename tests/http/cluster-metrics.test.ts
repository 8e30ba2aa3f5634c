// WEB_CONCURRENCY=N: /metrics reports the whole cluster, whichever worker the scrape reaches.
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, DEMO, startTestServer, type TestServer } from './harness';
import { orderBody, postOrder } from './orders-place-helpers';

const WORKERS = 2;
let server: TestServer;
let primary: ChildProcess;
let port: number;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** One request on a connection of its own, so node:cluster hands each to the next worker. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const metricValue = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

beforeAll(async () => {
  server = await startTestServer();
  port = await freePort();
  primary = spawn(process.execPath, ['--import', 'tsx', 'tests/http/cluster-process.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: server.database.url,
      FIXTURE_PORT: String(port),
      FIXTURE_WORKERS: String(WORKERS),
      LOG_LEVEL: 'warn',
      DATABASE_POOL_SIZE: '2',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    primary.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('ALL LISTENING')) resolve();
    });
    primary.on('exit', (code) =>
      reject(new Error(`the cluster exited early with ${String(code)}`)),
    );
  });
}, 90_000);
afterAll(async () => {
  if (primary.exitCode === null) {
    const exited = new Promise((resolve) => primary.once('exit', resolve));
    primary.kill('SIGTERM');
    await exited;
  }
  await server.close();
});

describe('/metrics under a cluster of workers', () => {
  it('counts the requests every worker answered, and shared gauges once', async () => {
    const headers = { authorization: basicAuth(DEMO.account1) };
    const requests = 12;
    for (let i = 0; i < requests; i += 1) {
      expect((await get('/v2/brands/', headers)).status).toBe(200);
    }
    // Each worker has answered some of them (round-robin), so no single worker saw them all.
    const scrapes = await Promise.all(Array.from({ length: WORKERS }, () => get('/metrics')));
    for (const scrape of scrapes) {
      expect(scrape.status).toBe(200);
      expect(
        metricValue(
          scrape.body,
          'http_requests_total{method="GET",route="/v2/brands/:ids?",status="200"}',
        ),
      ).toBe(requests);
    }
    // The outbox backlog is one figure of the shared database, not one per worker.
    const placed = await postOrder(
      server,
      orderBody({
        autoselectWarehouse: true,
        lines: [{ identifier: '10760024', qty: 2 }],
        emailConfirmation: 'receiving@northside.example',
      }),
    );
    expect(placed.status).toBe(200);
    const single = await (await server.call('/metrics', { as: null })).text();
    expect(metricValue(single, 'outbox_pending_messages')).toBeGreaterThanOrEqual(1);
    const clustered = (await get('/metrics')).body;
    expect(metricValue(clustered, 'outbox_pending_messages')).toBe(
      metricValue(single, 'outbox_pending_messages'),
    );
  });
});
