import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '@/lib/domain/errors';
import { regenerateApiKey } from '@/lib/services/regenerate-api-key';
import { basicAuth, DEMO, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function sessionCallerOf(accountId: number) {
  const account = await server.app.deps.repos.accounts.findById(accountId);
  return { account: account!, userId: accountId, via: 'session' as const };
}

describe('regenerating the API key', () => {
  it('issues a new key that works at once and revokes the old one', async () => {
    expect((await server.call('/v2/brands/')).status).toBe(200);
    const { accountNumber, apiKey } = await regenerateApiKey(
      server.app.deps,
      await sessionCallerOf(1),
    );
    expect(accountNumber).toBe(DEMO.account1.number);
    expect(apiKey).toMatch(/^[0-9a-f-]{36}$/);

    const old = await server.call('/v2/brands/');
    expect(old.status).toBe(401);
    const fresh = await server.call('/v2/brands/', {
      as: null,
      headers: { authorization: basicAuth({ number: accountNumber, apiKey }) },
    });
    expect(fresh.status).toBe(200);
    // Only the hint is kept; the account page shows it.
    const active = await server.app.deps.repos.apiKeys.listActive(1);
    expect(active).toEqual([{ hint: apiKey.slice(-4), createdAt: server.clock.now() }]);
  });

  it("leaves other accounts' keys alone", async () => {
    expect((await server.call('/v2/brands/', { as: 'account2' })).status).toBe(200);
  });

  it('refuses a caller that holds only the API key', async () => {
    const account = await server.app.deps.repos.accounts.findById(2);
    await expect(
      regenerateApiKey(server.app.deps, { account: account!, via: 'api-key' }),
    ).rejects.toBeInstanceOf(DomainError);
    expect((await server.call('/v2/brands/', { as: 'account2' })).status).toBe(200);
  });
});
