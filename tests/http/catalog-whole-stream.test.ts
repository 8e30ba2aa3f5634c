// GET /v2/products/ (the whole catalog) streamed in chunks (issue 15 target 4): the bytes are the
// same as the one-string answer of a list that names every style, the server reads pages of the
// catalog only as fast as the client reads the answer, and a client that goes away stops the read.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { basicAuth, DEMO, startTestServer, type TestServer } from './harness';

let server: TestServer;
let allStyleIds: string;
beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.db.select({ id: server.t.styles.id }).from(server.t.styles);
  allStyleIds = rows.map((r) => r.id).join(',');
});
afterAll(() => server.close());

const text = async (path: string) => {
  const res = await server.call(path);
  expect(res.status).toBe(200);
  return { streamed: res.headers.get('content-length') === null, body: await res.text() };
};

/** Counts the catalog pages the server reads from here on. */
function countPageReads() {
  const catalog = server.app.deps.repos.catalog;
  return vi.spyOn(catalog, 'productsPage');
}

/** Waits until the server has stopped reading pages (the count holds for a while). */
async function settledCount(spy: ReturnType<typeof countPageReads>): Promise<number> {
  let seen = -1;
  while (spy.mock.calls.length !== seen) {
    seen = spy.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return seen;
}

/** Opens the whole catalog over a raw socket, reads one chunk, then stops reading. */
function openPaused(path: string) {
  return new Promise<{ resume: () => Promise<number>; abort: () => void }>((resolve, reject) => {
    const req = request(`${server.url}${path}`, {
      headers: { authorization: basicAuth(DEMO.account1) },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      res.once('data', () => {
        res.pause();
        resolve({
          resume: () =>
            new Promise((done) => {
              let bytes = 0;
              res.on('data', (chunk: Buffer) => (bytes += chunk.length));
              res.on('end', () => done(bytes));
              res.resume();
            }),
          abort: () => req.destroy(),
        });
      });
    });
    req.end();
  });
}

describe('GET /v2/products/ streamed in chunks', () => {
  it('writes, in JSON, exactly the bytes of the one-string answer naming every style', async () => {
    const whole = await text('/v2/products/');
    const named = await text(`/v2/products/?styleid=${allStyleIds}`);
    expect(whole.streamed).toBe(true);
    expect(named.streamed).toBe(false);
    expect(whole.body).toBe(named.body);
  });

  it('writes, in XML and with fields, exactly the bytes of the one-string answer', async () => {
    const query = 'mediatype=xml&fields=sku,qty,warehouses,customerPrice&Warehouses=IL,TX';
    const whole = await text(`/v2/products/?${query}`);
    const named = await text(`/v2/products/?${query}&styleid=${allStyleIds}`);
    expect(whole.streamed).toBe(true);
    expect(whole.body).toBe(named.body);
    expect(whole.body.endsWith('</ArrayOfProduct>')).toBe(true);
  });

  it('reads the next pages only as the client reads (back-pressure), then all of them', async () => {
    const spy = countPageReads();
    try {
      const everyPage = await settledCount(spy).then(async (before) => {
        await text('/v2/products/?mediatype=xml');
        return (await settledCount(spy)) - before;
      });
      spy.mockClear();
      const paused = await openPaused('/v2/products/?mediatype=xml');
      const whilePaused = await settledCount(spy);
      expect(whilePaused).toBeGreaterThan(0);
      expect(whilePaused).toBeLessThan(everyPage);
      expect(await paused.resume()).toBeGreaterThan(1_000_000);
      expect(spy.mock.calls.length).toBe(everyPage);
    } finally {
      spy.mockRestore();
    }
  });

  it('stops reading the catalog when the client goes away, and answers the next request', async () => {
    const spy = countPageReads();
    try {
      const paused = await openPaused('/v2/products/?mediatype=xml');
      const whilePaused = await settledCount(spy);
      paused.abort();
      // The pending write fails or the socket closes: the stream ends its page iteration.
      const afterAbort = await settledCount(spy);
      expect(afterAbort - whilePaused).toBeLessThanOrEqual(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('holds no database connection for a stream its client left (more left streams than the pool)', async () => {
    // The test server's pool has 4 connections (harness): a stream that kept one after its client
    // went away would leave none for the answer below.
    for (let n = 0; n < 6; n++) (await openPaused('/v2/products/')).abort();
    const res = await server.call('/v2/products/?fields=sku');
    expect(res.status).toBe(200);
    expect((await res.json()) as unknown[]).not.toHaveLength(0);
  });
});
