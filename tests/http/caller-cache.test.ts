// Issue 15: an API-key caller, once accepted, is kept per process while the data version stands
// still. A regenerated key, a revoked one or a changed price tier must still show at once in
// every process, including one that had the caller kept.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STYLES } from '@/db/seed/demo-fixtures';
import { regenerateApiKey } from '@/lib/services/regenerate-api-key';
import type { WireProduct } from './catalog-wire';
import { basicAuth, DEMO, startTestServer, type PeerServer, type TestServer } from './harness';

let server: TestServer;
let peer: PeerServer;
beforeAll(async () => {
  server = await startTestServer();
  peer = await server.startPeer();
});
afterAll(async () => {
  await peer?.close();
  await server?.close();
});

const callAt = (base: string, path: string, credentials: { number: string; apiKey: string }) =>
  fetch(base + path, { headers: { authorization: basicAuth(credentials) } });

describe('callers kept per process', () => {
  it("applies a price tier's change in every process at the next request", async () => {
    const path = `/v2/products/?style=${DEMO_STYLES.heavyTee.partNumber}`;
    const priceAt = async (base: string) => {
      const res = await callAt(base, path, DEMO.account2);
      expect(res.status).toBe(200);
      return ((await res.json()) as WireProduct[])[0]!.customerPrice;
    };
    const before = [await priceAt(server.url), await priceAt(peer.url)];
    const [account] = await server.db
      .select({ tier: server.t.accounts.priceTierId })
      .from(server.t.accounts)
      .where(eq(server.t.accounts.number, DEMO.account2.number));
    await server.db
      .update(server.t.priceTiers)
      .set({ discountBasisPoints: 5000 })
      .where(eq(server.t.priceTiers.id, account!.tier));
    const after = [await priceAt(server.url), await priceAt(peer.url)];
    expect(after[0]).toBe(after[1]);
    expect(after[0]).not.toBe(before[0]);
  });

  it('refuses a regenerated key in every process, the one that kept it included', async () => {
    for (const base of [server.url, peer.url]) {
      expect((await callAt(base, '/v2/brands/', DEMO.account1)).status).toBe(200);
    }
    const account = await server.app.deps.repos.accounts.findById(1);
    const { accountNumber, apiKey } = await regenerateApiKey(server.app.deps, {
      account: account!,
      userId: 1,
      via: 'session',
    });
    for (const base of [peer.url, server.url]) {
      expect((await callAt(base, '/v2/brands/', DEMO.account1)).status).toBe(401);
      expect((await callAt(base, '/v2/brands/', { number: accountNumber, apiKey })).status).toBe(
        200,
      );
    }
  });

  it('refuses a key revoked by hand in the database', async () => {
    expect((await callAt(peer.url, '/v2/brands/', DEMO.account2)).status).toBe(200);
    await server.db
      .update(server.t.apiKeys)
      .set({ revokedAt: server.clock.now() })
      .where(eq(server.t.apiKeys.accountId, 2));
    expect((await callAt(peer.url, '/v2/brands/', DEMO.account2)).status).toBe(401);
  });
});
