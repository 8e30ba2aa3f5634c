// Issue 9, finding 2 over HTTP: a session cookie minted with the secret that used to be written in
// the source opens nothing; one minted with the install's own secret does.
import { encode } from '@auth/core/jwt';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_SECRET_FILE } from '@/lib/server/session-secret';
import { findWebsiteUser } from './cart-session';
import { startTestServer, type TestServer } from './harness';

const PUBLISHED = 'apparel-portal-demo-secret-change-me-in-production';
const COOKIE = 'authjs.session-token';

let server: TestServer;
beforeAll(async () => {
  const { AUTH_SECRET: _ignored, ...env } = process.env;
  server = await startTestServer({ env: env as Record<string, string> });
});
afterAll(() => server.close());

async function cartWith(secret: string): Promise<number> {
  const user = await findWebsiteUser(server, 'buyer@example.com');
  const token = await encode({
    token: { sub: String(user.userId), userId: user.userId, accountId: user.accountId },
    secret,
    salt: COOKIE,
  });
  const res = await fetch(`${server.url}/v2/cart`, { headers: { cookie: `${COOKIE}=${token}` } });
  return res.status;
}

describe('portal session cookies', () => {
  it('are not accepted when forged with the secret once written in the source', async () => {
    expect(await cartWith(PUBLISHED)).toBe(401);
  });

  it('are accepted when signed with the secret generated beside the data', async () => {
    // Beside the SQLite file; PostgreSQL keeps no files of ours, so the local data folder.
    const url = server.database.url;
    const dataDir = url.startsWith('file:') ? dirname(url.slice('file:'.length)) : 'data';
    const stored = readFileSync(join(dataDir, SESSION_SECRET_FILE), 'utf8').trim();
    expect(stored).toBe(server.app.config.AUTH_SECRET);
    expect(await cartWith(stored)).toBe(200);
  });
});
