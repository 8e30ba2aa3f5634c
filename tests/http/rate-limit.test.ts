import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, DEMO, startTestServer, type PeerServer, type TestServer } from './harness';

let server: TestServer;
// A second app over the same database, as `npm start` with several workers would run.
let second: PeerServer;

beforeAll(async () => {
  server = await startTestServer({ env: { API_RATE_LIMIT_PER_MINUTE: '3' } });
  second = await server.startPeer();
});
afterAll(async () => {
  await second.close();
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
    expect(limited.headers.get('retry-after')).toBe('59');
    const body = (await limited.json()) as {
      code: string;
      errors: { field: string; message: string }[];
    };
    expect(body.code).toBe('429');
    expect(body.errors[0]?.message).toMatch(/3 requests per minute/);

    // The other account has its own allowance.
    expect((await server.call('/v2/crossref/', { as: 'account2' })).status).toBe(200);
    server.clock.advance(60_000);
    expect((await viaSecond('/v2/crossref/')).status).toBe(200);
  });
});
