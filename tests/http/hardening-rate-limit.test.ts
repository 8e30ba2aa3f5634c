// Issue 9, finding 6: the rate limit is a sliding window, so a client cannot send its allowance at
// the end of one minute and again at the start of the next.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { API_RATE_LIMIT_PER_MINUTE: '60' } });
});
afterAll(() => server.close());

async function admittedOf(count: number): Promise<number> {
  let admitted = 0;
  for (let i = 0; i < count; i++) {
    const res = await server.call('/v2/crossref/');
    if (res.status === 200) admitted++;
    else expect(res.status).toBe(429);
    await res.arrayBuffer();
  }
  return admitted;
}

describe('the API rate limit across a minute boundary', () => {
  it('admits about one allowance, not two, in 1.6 seconds around the boundary', async () => {
    const boundary = Math.ceil(server.clock.now() / 60_000) * 60_000 + 60_000;
    server.clock.set(boundary - 800);
    const before = await admittedOf(70);
    server.clock.set(boundary + 800);
    const after = await admittedOf(70);
    expect(before).toBe(60);
    expect(before + after).toBeLessThanOrEqual(61);
  });

  it('gives the full allowance back once a quiet minute has passed', async () => {
    server.clock.advance(120_000);
    expect(await admittedOf(60)).toBe(60);
  });
});
