import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { API_RATE_LIMIT_PER_MINUTE: '5' } });
});
afterAll(() => server.close());

describe('authentication of /v2', () => {
  it('challenges a request without credentials with 401 and WWW-Authenticate: Basic', async () => {
    const res = await server.call('/v2/styles/', { as: null });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Basic realm="/);
    const body = (await res.json()) as { errors: { field: string }[] };
    expect(body.errors[0]?.field).toBe('Authorization');
  });

  it('rejects a wrong API key with 401', async () => {
    const res = await server.call('/v2/styles/', {
      as: null,
      headers: { authorization: `Basic ${Buffer.from('100001:wrong-key').toString('base64')}` },
    });
    expect(res.status).toBe(401);
  });

  it("rejects one account's number with another account's key", async () => {
    const res = await server.call('/v2/styles/', {
      as: null,
      headers: {
        authorization: `Basic ${Buffer.from('100001:0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b').toString('base64')}`,
      },
    });
    expect(res.status).toBe(401);
  });

  it('answers an unknown path with a 404 error body, not a redirect', async () => {
    const res = await server.call('/v2/nothing-here/', { redirect: 'manual' });
    expect(res.status).toBe(404);
  });
});

describe('rate limit', () => {
  it('counts requests per account, reports the remainder, and answers 429 past the limit', async () => {
    const remaining: string[] = [];
    // Account 2 has not been used in this file yet: five requests fit, the sixth does not.
    for (let i = 0; i < 5; i++) {
      const res = await server.call('/v2/nothing-here/', { as: 'account2' });
      remaining.push(res.headers.get('x-rate-limit-remaining') ?? '');
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    const limited = await server.call('/v2/nothing-here/', { as: 'account2' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // After a whole quiet minute the sliding window holds none of them (lib/domain/rate-limit.ts).
    server.clock.advance(120_000);
    const again = await server.call('/v2/nothing-here/', { as: 'account2' });
    expect(again.headers.get('x-rate-limit-remaining')).toBe('4');
  });
});
