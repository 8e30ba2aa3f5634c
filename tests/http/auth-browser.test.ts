// A page of the portal whose session ended gets a plain 401 (no Basic challenge, which would
// make the browser pop up a username/password box); scripts keep the challenge.
import { request, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a caller without credentials', () => {
  it('from a page (fetch, Sec-Fetch-Site) gets 401 naming the session, without a challenge', async () => {
    const res = await server.call('/v2/cart', {
      as: null,
      headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBeNull();
    expect(((await res.json()) as { errors: unknown[] }).errors).toEqual([
      { field: 'session', message: 'Your session has ended. Please sign in again.' },
    ]);
  });

  it('with an expired or forged session cookie gets the same plain 401', async () => {
    const res = await server.call('/v2/cart/settings', {
      as: null,
      method: 'PUT',
      headers: { cookie: 'authjs.session-token=expired.token.value' },
      body: '{}',
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBeNull();
  });

  it('from a script (no Sec-Fetch-Site, no cookie) or a typed address is still challenged', async () => {
    const script = await server.call('/v2/styles/', { as: null });
    expect(script.status).toBe(401);
    expect(script.headers.get('www-authenticate')).toMatch(/^Basic realm="/);
    // Node's fetch always sends Sec-Fetch-Mode: cors; a navigation is sent with node:http.
    const typed = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = request(`${server.url}/v2/styles/`, {
        headers: { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res);
      });
      req.on('error', reject);
      req.end();
    });
    expect(typed.statusCode).toBe(401);
    expect(typed.headers['www-authenticate']).toMatch(/^Basic realm="/);
  });

  it('with a wrong API key is challenged even from a page', async () => {
    const res = await server.call('/v2/styles/', {
      as: null,
      headers: {
        authorization: `Basic ${Buffer.from('100001:wrong').toString('base64')}`,
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Basic/);
  });
});
