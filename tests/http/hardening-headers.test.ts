// Issue 9, finding 6: security headers on every answer; X-Forwarded-* believed only from a proxy we
// were told to trust; malformed percent-escapes are a 400, not a 500.
import { encode } from '@auth/core/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findWebsiteUser } from './cart-session';
import { startTestServer, type TestServer } from './harness';
import { SOAP_PATH } from './soap-helpers';

let plain: TestServer;
let proxied: TestServer;
let published: TestServer;
beforeAll(async () => {
  [plain, proxied, published] = await Promise.all([
    startTestServer(),
    startTestServer({ env: { TRUST_PROXY: 'on' } }),
    startTestServer({ env: { PUBLIC_URL: 'https://orders.example.com' } }),
  ]);
});
afterAll(() => Promise.all([plain, proxied, published].map((s) => s.close())));

const headerNames = [
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
] as const;

describe('security headers', () => {
  it.each([
    ['a /v2 answer', '/v2/styles/?fields=styleID'],
    ['a /v2 error', '/v2/nothing-here'],
    ['the WSDL', `${SOAP_PATH}?wsdl`],
    ['a refused path', '/./v2/styles/'],
  ])('are on %s', async (_name, path) => {
    const res = await plain.call(path);
    for (const name of headerNames) expect(res.headers.get(name), name).toBeTruthy();
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('leave HSTS out over plain HTTP, even when a client claims https', async () => {
    const res = await plain.call('/v2/styles/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('send HSTS when a trusted proxy says the client came over TLS', async () => {
    const res = await proxied.call('/v2/styles/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('send HSTS when the configured public URL is https', async () => {
    const res = await published.call('/v2/styles/');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});

describe('X-Forwarded-Host', () => {
  it('does not move the WSDL address unless the proxy is trusted', async () => {
    const headers = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const wsdl = await (await plain.call(`${SOAP_PATH}?wsdl`, { as: null, headers })).text();
    expect(wsdl).not.toContain('evil.example');
    expect(wsdl).toContain(`location="${plain.url}${SOAP_PATH}"`);
    const trusted = await (await proxied.call(`${SOAP_PATH}?wsdl`, { as: null, headers })).text();
    expect(trusted).toContain(`location="https://evil.example${SOAP_PATH}"`);
  });

  it('uses PUBLIC_URL for the WSDL address whatever the client sends', async () => {
    const headers = { 'x-forwarded-host': 'evil.example' };
    const wsdl = await (await published.call(`${SOAP_PATH}?wsdl`, { as: null, headers })).text();
    expect(wsdl).toContain(`location="https://orders.example.com${SOAP_PATH}"`);
  });

  it('cannot make another site pass the session CSRF check', async () => {
    const user = await findWebsiteUser(plain, 'buyer@example.com');
    const cookie = 'authjs.session-token';
    const token = await encode({
      token: { sub: String(user.userId), userId: user.userId, accountId: user.accountId },
      secret: plain.app.config.AUTH_SECRET,
      salt: cookie,
    });
    const res = await fetch(`${plain.url}/v2/cart`, {
      method: 'DELETE',
      headers: {
        cookie: `${cookie}=${token}`,
        origin: 'http://evil.example',
        'x-forwarded-host': 'evil.example',
      },
    });
    expect(res.status).toBe(403);
  });
});

describe('malformed percent-escapes in paths', () => {
  it.each(['/orders/%', '/orders/%E0%A4%A', '/catalog/%zz', '/v2/orders/%'])(
    'answer %s with 400, not 500',
    async (path) => {
      const res = await plain.call(path);
      expect(res.status).toBe(400);
    },
  );
});
