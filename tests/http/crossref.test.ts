import { and, eq, gte, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

interface CrossRefWire {
  yourSku: string;
  skuID: number;
  sku: string;
  gtin: string;
  brandName: string;
  styleName: string;
  colorName: string;
  sizeName: string;
}
interface ErrorWire {
  errors: { field: string; message: string }[];
}

let server: TestServer;
let products: { id: number; sku: string; gtin: string }[];

beforeAll(async () => {
  server = await startTestServer();
  const { db, t } = server;
  products = await db
    .select({ id: t.products.id, sku: t.products.sku, gtin: t.products.gtin })
    .from(t.products)
    .orderBy(t.products.id)
    .limit(3);
});
afterAll(() => server.close());

const put = (yourSku: string, query: string, as: 'account1' | 'account2' = 'account1') =>
  server.call(`/v2/crossref/${encodeURIComponent(yourSku)}${query}`, { method: 'PUT', as });

describe('cross references', () => {
  it('creates with 201 by sku, updates with 200 by gtin, and reads it back by yourSku', async () => {
    const [first, second] = products;
    const created = await put('MY-TEE_01 blk', `?Identifier=${first!.sku.toLowerCase()}`);
    expect(created.status).toBe(201);
    const body = (await created.json()) as CrossRefWire[];
    expect(body[0]).toMatchObject({ yourSku: 'MY-TEE_01 blk', skuID: first!.id, sku: first!.sku });

    const updated = await put('MY-TEE_01 blk', `?identifier=${second!.gtin}`);
    expect(updated.status).toBe(200);

    const read = await server.call('/v2/crossref/MY-TEE_01%20blk');
    expect(read.status).toBe(200);
    const records = (await read.json()) as CrossRefWire[];
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ skuID: second!.id, sku: second!.sku, gtin: second!.gtin });
    for (const field of ['brandName', 'styleName', 'colorName', 'sizeName'] as const) {
      expect(records[0]![field].length).toBeGreaterThan(0);
    }
  });

  it('accepts a SkuID and an empty JSON body, and lists one, several and all', async () => {
    const third = products[2]!;
    const res = await server.call(`/v2/crossref/ABC-3?IDENTIFIER=${third.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(201);
    await put('ABC-4', `?Identifier=${products[0]!.sku}`);

    const several = (await (
      await server.call('/v2/crossref/ABC-3,ABC-4,nope')
    ).json()) as CrossRefWire[];
    expect(several.map((r) => r.yourSku).sort()).toEqual(['ABC-3', 'ABC-4']);

    const all = (await (await server.call('/v2/CrossRef/')).json()) as CrossRefWire[];
    expect(all.map((r) => r.yourSku)).toEqual(expect.arrayContaining(['ABC-3', 'ABC-4']));
  });

  it('rejects characters outside A-Z, a-z, 0-9, hyphen, underscore and space with a 400 naming yourSku', async () => {
    const res = await put('bad/sku!', `?Identifier=${products[0]!.sku}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorWire & { code: string };
    expect(body.code).toBe('400');
    expect(body.errors[0]?.field).toBe('yourSku');
  });

  it('answers 404 for an unknown identifier and 400 when the identifier is missing', async () => {
    const unknown = await put('X-1', '?Identifier=NO-SUCH-SKU');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ErrorWire).errors[0]?.field).toBe('Identifier');
    const missing = await put('X-1', '');
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorWire).errors[0]?.field).toBe('Identifier');
  });

  it('deletes with 204, then 404; another account never sees or deletes ours', async () => {
    await put('SHARED-1', `?Identifier=${products[0]!.sku}`);
    expect((await server.call('/v2/crossref/SHARED-1', { as: 'account2' })).status).toBe(404);
    const otherDelete = await server.call('/v2/crossref/SHARED-1', {
      method: 'DELETE',
      as: 'account2',
    });
    expect(otherDelete.status).toBe(404);

    const deleted = await server.call('/v2/crossref/SHARED-1', { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect((await server.call('/v2/crossref/SHARED-1')).status).toBe(404);
    expect((await server.call('/v2/crossref/SHARED-1', { method: 'DELETE' })).status).toBe(404);
  });

  it('shows as yourSku in products and order lines, and works as an order line identifier', async () => {
    const { db, t } = server;
    const [stocked] = await db
      .select({ sku: t.products.sku })
      .from(t.stock)
      .innerJoin(t.products, eq(t.products.id, t.stock.productId))
      .where(
        and(
          eq(t.stock.warehouseCode, 'IL'),
          gte(t.stock.qty, 50),
          eq(t.stock.fullCaseOnly, false),
          eq(t.stock.closeout, false),
          notInArray(t.products.id, db.select({ id: t.crossRefs.productId }).from(t.crossRefs)),
        ),
      )
      .orderBy(t.products.id)
      .limit(1);
    if (!stocked) throw new Error('no stocked sku without a cross reference');
    expect((await put('SHOP TEE-9', `?Identifier=${stocked.sku}`)).status).toBe(201);

    const products = (await (await server.call('/v2/products/SHOP%20TEE-9')).json()) as {
      sku: string;
      yourSku: string;
    }[];
    expect(products[0]).toMatchObject({ sku: stocked.sku, yourSku: 'SHOP TEE-9' });

    const placed = await server.call('/v2/orders/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        shippingAddress: { address: '3600 N Clark St', city: 'Chicago', state: 'IL', zip: '60613' },
        lines: [{ identifier: 'SHOP TEE-9', qty: 2, warehouseAbbr: 'IL' }],
      }),
    });
    expect(placed.status).toBe(200);
    const [order] = (await placed.json()) as {
      orderNumber: string;
      lines: { sku: string; yourSku: string }[];
    }[];
    expect(order!.lines[0]).toMatchObject({ sku: stocked.sku, yourSku: 'SHOP TEE-9' });
    const read = (await (await server.call(`/v2/orders/${order!.orderNumber}`)).json()) as {
      lines: { yourSku: string }[];
    }[];
    expect(read[0]!.lines[0]!.yourSku).toBe('SHOP TEE-9');
  });
});
