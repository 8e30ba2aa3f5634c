import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCaller } from './cart-session';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { API_RATE_LIMIT_PER_MINUTE: '3' } });
});
afterAll(() => server.close());

async function firstSku(): Promise<string> {
  const res = await server.call('/v2/products/?styleid=1&fields=sku');
  const body = (await res.json()) as { sku: string }[];
  return body[0]!.sku;
}

describe('portal sessions on /v2', () => {
  it("answers a signed-in buyer's page with the buyer's own account data", async () => {
    const buyer = await sessionCaller(server, 'buyer@example.com');
    const res = await buyer.call('/v2/crossref/');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  it('does not count session calls towards the API rate limit', async () => {
    const buyer = await sessionCaller(server, 'buyer@example.com');
    for (let i = 0; i < 5; i++) {
      const res = await buyer.call('/v2/crossref/');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-rate-limit-remaining')).toBeNull();
    }
  });

  it('accepts a mutation from our own origin and refuses one from another site with 403', async () => {
    const sku = await firstSku();
    const buyer = await sessionCaller(server, 'buyer@example.com');
    const own = await buyer.call(`/v2/crossref/MY-TEE?Identifier=${sku}`, { method: 'PUT' });
    expect(own.status).toBe(201);

    const crossSite = await buyer.call(`/v2/crossref/EVIL?Identifier=${sku}`, {
      method: 'PUT',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const body = (await crossSite.json()) as { errors: { field: string }[] };
    expect(body.errors[0]?.field).toBe('Origin');

    // Without Sec-Fetch-Site (older browsers) the Origin header must name our host.
    const host = new URL(server.url).host;
    const sameOrigin = await buyer.call(`/v2/crossref/MY-TEE2?Identifier=${sku}`, {
      method: 'PUT',
      headers: { 'sec-fetch-site': '', origin: `http://${host}` },
    });
    expect(sameOrigin.status).toBe(201);
    const foreignOrigin = await buyer.call(`/v2/crossref/EVIL?Identifier=${sku}`, {
      method: 'PUT',
      headers: { 'sec-fetch-site': '', origin: 'https://evil.example' },
    });
    expect(foreignOrigin.status).toBe(403);

    const list = (await (await buyer.call('/v2/crossref/')).json()) as { yourSku: string }[];
    expect(list.map((r) => r.yourSku)).toEqual(['MY-TEE', 'MY-TEE2']);
  });

  it("keeps one account's session out of another account's data", async () => {
    const other = await sessionCaller(server, 'buyer2@example.com');
    const res = await other.call('/v2/crossref/');
    expect(await res.json()).toEqual([]);
  });

  it('treats a forged or foreign session cookie as no credentials (401)', async () => {
    const res = await server.call('/v2/crossref/', {
      as: null,
      headers: { cookie: 'authjs.session-token=not-a-real-token' },
    });
    expect(res.status).toBe(401);
  });
});
