import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/lib/server/config';
import { createContainer, type AppContainer } from '@/lib/server/container';
import { createFrontServer } from '@/lib/server/front-server';
import { basicAuth, DEMO, startTestServer, type TestServer } from './harness';

let server: TestServer;
// A second app process over the same database file, as `npm start` with several workers would run.
let second: { app: AppContainer; http: Server; url: string };

beforeAll(async () => {
  server = await startTestServer({ env: { API_RATE_LIMIT_PER_MINUTE: '3' } });
  const config = loadConfig({
    ...process.env,
    API_RATE_LIMIT_PER_MINUTE: '3',
    LIFECYCLE_SIMULATOR: 'off',
  });
  const app = createContainer({
    config,
    clock: server.clock,
    databasePath: server.app.database.sqlite.name,
  });
  const http = createFrontServer({ app });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  second = { app, http, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
});
afterAll(async () => {
  await new Promise<void>((resolve) => second.http.close(() => resolve()));
  second.app.database.close();
  await server.close();
});

const viaSecond = (path: string) =>
  fetch(second.url + path, { headers: { authorization: basicAuth(DEMO.account1) } });

describe('rate limit shared by every app process', () => {
  it('counts one account across processes and answers 429 naming the limit, with Retry-After', async () => {
    // Start at a fresh minute so the window cannot roll over mid-test.
    server.clock.set(Math.ceil(server.clock.now() / 60_000) * 60_000 + 1_000);
    const first = await server.call('/v2/crossref/');
    const secondCall = await viaSecond('/v2/crossref/');
    const third = await server.call('/v2/crossref/');
    expect([first, secondCall, third].map((r) => r.headers.get('x-rate-limit-remaining'))).toEqual([
      '2',
      '1',
      '0',
    ]);

    const limited = await viaSecond('/v2/crossref/');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-rate-limit-remaining')).toBe('0');
    // Sliding window (lib/domain/rate-limit.ts): 59 s to the boundary + 20 s for the full minute to fade.
    expect(limited.headers.get('retry-after')).toBe('79');
    const body = (await limited.json()) as {
      code: string;
      errors: { field: string; message: string }[];
    };
    expect(body.code).toBe('429');
    expect(body.errors[0]?.message).toMatch(/3 requests per minute/);

    // The other account has its own allowance.
    expect((await server.call('/v2/crossref/', { as: 'account2' })).status).toBe(200);
    server.clock.advance(79_000);
    expect((await viaSecond('/v2/crossref/')).status).toBe(200);
  });
});
