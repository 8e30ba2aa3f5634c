// Catalog and inventory answers carry a strong ETag, answer 304 to a matching If-None-Match, and
// are never stale after a change commits: each change below is made while two apps over the same
// database (two processes of npm start; on PostgreSQL each with its own pool) hold the answer in
// their caches, and both must show the change at once (issue 15, target 3).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonOf, type WireProduct, type WireStyle } from './catalog-wire';
import { basicAuth, DEMO, startTestServer, type PeerServer, type TestServer } from './harness';
import { placeOrder, stockedSkus, type OrderWireRecord } from './order-helpers';

let server: TestServer;
let peer: PeerServer;
let sku: string;
let product: { id: number; styleId: number; partNumber: string };

beforeAll(async () => {
  server = await startTestServer();
  peer = await server.startPeer();
  [sku] = (await stockedSkus(server, 'IL', 1)) as [string];
  const { db, t } = server;
  const [row] = await db
    .select({ id: t.products.id, styleId: t.products.styleId, partNumber: t.styles.partNumber })
    .from(t.products)
    .innerJoin(t.styles, eq(t.styles.id, t.products.styleId))
    .where(eq(t.products.sku, sku));
  product = row!;
});
afterAll(async () => {
  await peer?.close();
  await server?.close();
});

interface Answer {
  status: number;
  etag: string | null;
  headers: Headers;
  text: string;
}

async function get(
  path: string,
  options: { ifNoneMatch?: string; as?: keyof typeof DEMO; via?: 'server' | 'peer' } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {
    authorization: basicAuth(DEMO[options.as ?? 'account1']),
  };
  if (options.ifNoneMatch !== undefined) headers['if-none-match'] = options.ifNoneMatch;
  const base = options.via === 'peer' ? peer.url : server.url;
  const res = await fetch(base + path, { headers });
  return {
    status: res.status,
    etag: res.headers.get('etag'),
    headers: res.headers,
    text: await res.text(),
  };
}

/**
 * Both apps answer `path` (and keep it), then `change` commits; both must then answer 200 with a
 * new tag to the old one, and the new body. Returns the bodies before and after.
 */
async function expectChangeSeenEverywhere(
  path: string,
  change: () => Promise<unknown>,
): Promise<{ before: string; after: string }> {
  const before = await get(path);
  expect(before.status, path).toBe(200);
  const atPeer = await get(path, { via: 'peer' });
  expect(atPeer.etag).toBe(before.etag);
  // Held: asked again, both confirm the tag.
  expect((await get(path, { ifNoneMatch: before.etag! })).status).toBe(304);
  expect((await get(path, { ifNoneMatch: before.etag!, via: 'peer' })).status).toBe(304);

  await change();

  let after: Answer | undefined;
  for (const via of ['server', 'peer'] as const) {
    const answer = await get(path, { ifNoneMatch: before.etag!, via });
    expect(answer.status, `${via} after the change`).toBe(200);
    expect(answer.etag).not.toBe(before.etag);
    expect(answer.text).not.toBe(before.text);
    if (after) expect(answer.etag).toBe(after.etag);
    after = answer;
  }
  return { before: before.text, after: after!.text };
}

const productOf = (text: string) => (JSON.parse(text) as WireProduct[])[0]!;
const ilQtyOf = (text: string) =>
  productOf(text).warehouses.find((w) => w.warehouseAbbr === 'IL')!.qty;

describe('strong ETags and If-None-Match', () => {
  it('tags every catalog and inventory answer, privately, and answers 304 to a matching tag', async () => {
    const paths = [
      `/v2/styles/${product.styleId}`,
      `/v2/products/${sku}`,
      `/v2/inventory/${sku}`,
      `/v2/products/?style=${product.partNumber}`,
      `/v2/specs/?style=${product.partNumber}`,
      '/v2/brands/',
      '/v2/categories/',
    ];
    for (const path of paths) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      expect(first.etag, path).toMatch(/^"[A-Za-z0-9_-]{16,}"$/);
      expect(first.headers.get('cache-control')).toBe('private, no-cache');
      expect(first.headers.get('vary')).toBe('Authorization, Cookie');
      // The same bytes under the same tag, from the cache or not.
      const again = await get(path);
      expect([again.etag, again.text]).toEqual([first.etag, first.text]);

      const notModified = await get(path, { ifNoneMatch: first.etag! });
      expect(notModified.status, path).toBe(304);
      expect(notModified.text).toBe('');
      expect(notModified.etag).toBe(first.etag);
      expect(notModified.headers.get('cache-control')).toBe('private, no-cache');
      // Weak comparison (RFC 9110): W/"x" matches "x"; a list matches when any tag does.
      expect((await get(path, { ifNoneMatch: `W/${first.etag}` })).status).toBe(304);
      expect((await get(path, { ifNoneMatch: `"other", ${first.etag}` })).status).toBe(304);
      expect((await get(path, { ifNoneMatch: '"other"' })).status).toBe(200);
    }
  });

  it('tags the same request differently in another format or with other fields', async () => {
    const json = await get(`/v2/products/${sku}`);
    const xml = await get(`/v2/products/${sku}?mediatype=xml`);
    const fields = await get(`/v2/products/${sku}?fields=sku,qty`);
    expect(new Set([json.etag, xml.etag, fields.etag]).size).toBe(3);
    expect(
      (await get(`/v2/products/${sku}?mediatype=xml`, { ifNoneMatch: json.etag! })).status,
    ).toBe(200);
  });

  it('keeps the whole catalog streamed, without a tag', async () => {
    const all = await get('/v2/styles/');
    expect(all.status).toBe(200);
    expect(all.etag).toBeNull();
    expect(all.headers.get('cache-control')).toBe('private, no-cache');
  });
});

describe('never stale after a change commits, in either app', () => {
  it('a price change', async () => {
    const { before, after } = await expectChangeSeenEverywhere(`/v2/products/${sku}`, () =>
      server.db
        .update(server.t.products)
        .set({ piecePriceCents: 123_45 })
        .where(eq(server.t.products.id, product.id)),
    );
    expect(productOf(before).piecePrice).not.toBe(123.45);
    expect(productOf(after).piecePrice).toBe(123.45);
  });

  it('a stock update', async () => {
    const { after } = await expectChangeSeenEverywhere(`/v2/inventory/${sku}`, () =>
      server.db
        .update(server.t.stock)
        .set({ qty: 4321 })
        .where(
          and(eq(server.t.stock.productId, product.id), eq(server.t.stock.warehouseCode, 'IL')),
        ),
    );
    expect(ilQtyOf(after)).toBe(4321);
  });

  it('an order, then its cancellation', async () => {
    let placed: OrderWireRecord[] = [];
    const ordered = await expectChangeSeenEverywhere(`/v2/inventory/${sku}`, async () => {
      placed = await placeOrder(server, {
        lines: [{ identifier: sku, qty: 3, warehouseAbbr: 'IL' }],
      });
    });
    expect(ilQtyOf(ordered.after)).toBe(ilQtyOf(ordered.before) - 3);

    const cancelled = await expectChangeSeenEverywhere(`/v2/inventory/${sku}`, async () => {
      const res = await fetch(`${peer.url}/v2/orders/${placed[0]!.orderNumber}`, {
        method: 'DELETE',
        headers: { authorization: basicAuth(DEMO.account1) },
      });
      expect(res.status).toBe(200);
    });
    expect(ilQtyOf(cancelled.after)).toBe(ilQtyOf(ordered.before));
  });

  it("a cross reference: the account's answer changes, another account's stays the same", async () => {
    const other = await get(`/v2/products/${sku}`, { as: 'account2' });
    const { after } = await expectChangeSeenEverywhere(`/v2/products/${sku}`, async () => {
      const res = await server.call(`/v2/crossref/COND-1?identifier=${sku}`, { method: 'PUT' });
      expect(res.status).toBe(201);
    });
    expect(productOf(after).yourSku).toBe('COND-1');
    const otherAfter = await get(`/v2/products/${sku}`, {
      as: 'account2',
      ifNoneMatch: other.etag!,
    });
    expect(otherAfter.status).toBe(304);
  });

  it('a style change', async () => {
    const { after } = await expectChangeSeenEverywhere(`/v2/styles/${product.styleId}`, () =>
      server.db
        .update(server.t.styles)
        .set({ title: 'Retitled for the conditional test' })
        .where(eq(server.t.styles.id, product.styleId)),
    );
    expect((JSON.parse(after) as (WireStyle & { title: string })[])[0]!.title).toBe(
      'Retitled for the conditional test',
    );
  });

  it('a sale that ends, with no write at all', async () => {
    const endsAt = server.clock.now() + 60_000;
    await server.db
      .update(server.t.products)
      .set({ salePriceCents: 1_00, saleExpiresAt: endsAt })
      .where(eq(server.t.products.id, product.id));
    const path = `/v2/products/${sku}`;
    const onSale = await get(path);
    expect(productOf(onSale.text).customerPrice).toBe(1);
    expect((await get(path, { via: 'peer' })).etag).toBe(onSale.etag);

    server.clock.advance(60_000);
    for (const via of ['server', 'peer'] as const) {
      const ended = await get(path, { ifNoneMatch: onSale.etag!, via });
      expect(ended.status).toBe(200);
      expect(productOf(ended.text).customerPrice).toBeGreaterThan(1);
    }
  });
});

describe('answers no one may see are not kept', () => {
  it('a wrong key is still refused after the answer was kept for the right one', async () => {
    const path = `/v2/products/${sku}`;
    expect((await get(path)).status).toBe(200);
    const res = await fetch(server.url + path, {
      headers: { authorization: basicAuth({ number: DEMO.account1.number, apiKey: 'wrong' }) },
    });
    expect(res.status).toBe(401);
    expect(await jsonOf<{ errors: unknown[] }>(res)).toHaveProperty('errors');
  });
});
