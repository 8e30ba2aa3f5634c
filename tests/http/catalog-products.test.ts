// GET /v2/products and /v2/inventory over real HTTP, as a customer's script calls them.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SKUS } from '@/db/seed/demo-fixtures';
import { NOT_FOUND_BODY, expectMoney, jsonOf, xmlOf, type WireProduct } from './catalog-wire';
import { SEED_NOW, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const products = async (path: string, as: 'account1' | 'account2' = 'account1') => {
  const res = await server.call(path, { as });
  expect(res.status).toBe(200);
  return jsonOf<WireProduct[]>(res);
};

const productCount = (styleId?: number) => {
  const { db, t } = server;
  return db.$count(t.products, styleId === undefined ? undefined : eq(t.products.styleId, styleId));
};

describe('GET /v2/products/{identifiers}', () => {
  it('answers a sku with its price levels, per-warehouse stock and qty summed over them', async () => {
    const fixture = DEMO_SKUS.plentiful;
    const [p] = await products(`/v2/products/${fixture.sku}`);
    expect(p?.sku).toBe(fixture.sku);
    expect([p?.piecePrice, p?.dozenPrice, p?.casePrice]).toEqual([3.1, 2.91, 2.73]);
    expect(p?.caseQty).toBe(72);
    const byWarehouse = Object.fromEntries(
      p?.warehouses.map((w) => [w.warehouseAbbr, w.qty]) ?? [],
    );
    expect(byWarehouse).toMatchObject(fixture.qty);
    expect(p?.qty).toBe(Object.values(fixture.qty).reduce((a, b) => a + b, 0));
    expect(p?.warehouses.map((w) => w.warehouseAbbr)).toEqual([
      'IL',
      'NV',
      'NJ',
      'KS',
      'GA',
      'TX',
      'FL',
      'OH',
      'DS',
    ]);
  });

  it('sends the types of the sample payload', async () => {
    const [p] = await products(`/v2/products/${DEMO_SKUS.plentiful.sku}`);
    expect(p).toBeDefined();
    const product = p as WireProduct & Record<string, unknown>;
    for (const field of ['brandID', 'colorFamilyID', 'baseCategoryID', 'gtin', 'sku', 'yourSku']) {
      expect(typeof product[field], field).toBe('string');
    }
    expect(product.brandID).toMatch(/^\d+$/);
    for (const field of ['skuID_Master', 'styleID', 'caseQty', 'polyPackQty', 'qty']) {
      expect(Number.isInteger(product[field]), field).toBe(true);
    }
    expect(product.warehouses.every((w) => Number.isInteger(w.skuID))).toBe(true);
    expect(typeof product.warehouses[0]?.closeout).toBe('boolean');
    expect(product.mediaAssets.length).toBeGreaterThan(0);
    expect(product.mediaAssets.every((m) => typeof m.asset_type === 'string')).toBe(true);
    expect(product).not.toHaveProperty('PolyPackQty');
    expect(product).not.toHaveProperty('saleExpiration'); // not on sale
  });

  it('finds products by skuID, gtin, sku and yourSku in one comma-separated list', async () => {
    const [low] = await products(`/v2/products/${DEMO_SKUS.lowStock.sku}`);
    const [closeout] = await products(`/v2/products/${DEMO_SKUS.closeout.sku}`);
    const list = [low?.skuID_Master, closeout?.gtin, DEMO_SKUS.dropshipOnly.sku, 'NOPE-404'];
    const found = await products(`/v2/products/${list.join(',')}`);
    expect(found.map((p) => p.sku).sort()).toEqual(
      [DEMO_SKUS.lowStock.sku, DEMO_SKUS.closeout.sku, DEMO_SKUS.dropshipOnly.sku].sort(),
    );
  });

  it("shows and resolves the calling account's own yourSku only", async () => {
    const [p] = await products(`/v2/products/${DEMO_SKUS.lowStock.sku}`);
    const addCrossRef = (yourSku: string) =>
      server.db
        .insert(server.t.crossRefs)
        .values({ accountId: 1, yourSku, productId: p!.skuID_Master, updatedAt: SEED_NOW });
    await addCrossRef('RED TEE-M');
    const mine = await products('/v2/products/RED%20TEE-M');
    expect(mine.map((x) => [x.sku, x.yourSku])).toEqual([[DEMO_SKUS.lowStock.sku, 'RED TEE-M']]);
    const [bySku] = await products(`/v2/products/${DEMO_SKUS.lowStock.sku}`);
    expect(bySku?.yourSku).toBe('RED TEE-M');
    // A second cross reference to the same sku: asking by it shows it.
    await addCrossRef('ZZ-RED-M');
    const [byOther] = await products('/v2/products/ZZ-RED-M');
    expect(byOther?.yourSku).toBe('ZZ-RED-M');
    const [bySkuAgain] = await products(`/v2/products/${DEMO_SKUS.lowStock.sku}`);
    expect(bySkuAgain?.yourSku).toBe('RED TEE-M');
    const [theirs] = await products(`/v2/products/${DEMO_SKUS.lowStock.sku}`, 'account2');
    expect(theirs?.yourSku).toBe('');
    const res = await server.call('/v2/products/RED%20TEE-M', { as: 'account2' });
    expect(res.status).toBe(404);
  });

  it('answers 404 with the contract body when nothing matches', async () => {
    for (const path of [
      '/v2/products/NOPE1,NOPE2',
      '/v2/products/?style=Nobody%20Nothing',
      '/v2/products/?styleid=999999',
      '/v2/inventory/NOPE1',
    ]) {
      const res = await server.call(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual(NOT_FOUND_BODY);
    }
  });
});

describe('prices per calling account', () => {
  it('applies each account’s price tier to the piece price', async () => {
    const sku = DEMO_SKUS.plentiful.sku;
    const [one] = await products(`/v2/products/${sku}`, 'account1');
    const [two] = await products(`/v2/products/${sku}`, 'account2');
    expect(one?.piecePrice).toBe(two?.piecePrice);
    expect(one?.customerPrice).toBe(3.1); // tier 1: no discount
    expect(two?.customerPrice).toBe(2.85); // tier 2: 8 % off 3.10 = 2.852
  });

  it('lets a running sale win and shows when it ends, in business time', async () => {
    const [p] = await products(`/v2/products/${DEMO_SKUS.onSale.sku}`, 'account2');
    expect(p?.salePrice).toBe(2.99);
    expect(p?.customerPrice).toBe(2.99);
    expect(p?.saleExpiration).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}$/);
    const ends = Date.parse(`${p?.saleExpiration}Z`); // wall clock read as if UTC
    const expected = SEED_NOW + 14 * 86_400_000;
    expect(Math.abs(ends - expected)).toBeLessThan(2 * 86_400_000);
  });

  it('ignores an expired sale', async () => {
    const [p] = await products(`/v2/products/${DEMO_SKUS.expiredSale.sku}`);
    expect(p).not.toHaveProperty('saleExpiration');
    expect(p?.customerPrice).toBe(p?.piecePrice);
    expect(p?.salePrice).toBe(p?.piecePrice);
  });
});

describe('products by style', () => {
  it('accepts a style id, part number or URL-encoded "<brand> <style>" in ?style=', async () => {
    const expected = await productCount(2);
    for (const style of [
      '2',
      '13001',
      'Belmont%20%2B%20Lane%203001CVC',
      'belmont+%2B+lane+3001cvc',
    ]) {
      const found = await products(`/v2/products/?style=${style}`);
      expect(found.length, style).toBe(expected);
      expect(new Set(found.map((p) => p.styleID)), style).toEqual(new Set([2]));
    }
  });

  it('accepts ?styleid= and ?partnumber= lists', async () => {
    const byId = await products('/v2/products/?styleid=1,4');
    const byPart = await products('/v2/products/?PartNumber=10760,10112');
    expect(byId.map((p) => p.sku)).toEqual(byPart.map((p) => p.sku));
    expect(new Set(byId.map((p) => p.styleID))).toEqual(new Set([1, 4]));
  });

  it('refuses a style id that is not a number, naming the parameter', async () => {
    const res = await server.call('/v2/products/?styleid=abc');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: '400',
      message: 'Bad Request.',
      errors: [{ field: 'styleid' }],
    });
  });
});

describe('filters and formats', () => {
  it('lists only the asked warehouses and sums qty over them (?Warehouses=, any case)', async () => {
    const sku = DEMO_SKUS.lowStock.sku; // 7 in IL, 12 in TX
    const [both] = await products(`/v2/products/${sku}?Warehouses=IL,TX`);
    expect(both?.warehouses.map((w) => [w.warehouseAbbr, w.qty])).toEqual([
      ['IL', 7],
      ['TX', 12],
    ]);
    expect(both?.qty).toBe(19);
    const [one] = await products(`/v2/products/${sku}?warehouses=tx`);
    expect(one?.qty).toBe(12);
    const [none] = await products(`/v2/products/${sku}?WAREHOUSES=NJ&fields=qty`);
    expect(none).toEqual({ qty: 0 });
  });

  it('keeps only the fields asked for, matched without regard to case', async () => {
    const found = await products(`/v2/products/?style=4&fields=Sku,Qty,CustomerPrice,Nonsense`);
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) expect(Object.keys(p)).toEqual(['sku', 'customerPrice', 'qty']);
  });

  it('answers case-insensitive paths and parameter names, with or without the trailing slash', async () => {
    const a = await server.call(`/V2/Products/${DEMO_SKUS.closeout.sku}?FIELDS=sku&MediaType=json`);
    expect(a.status).toBe(200);
    expect(await a.json()).toEqual([{ sku: DEMO_SKUS.closeout.sku }]);
    for (const path of ['/v2/products?style=4', '/v2/products/?style=4', '/v2/Inventory?style=4']) {
      const res = await server.call(path, { redirect: 'manual' });
      expect(res.status, path).toBe(200);
    }
  });

  it('writes XML whose element names are the JSON field names', async () => {
    const sku = DEMO_SKUS.closeout.sku;
    const res = await server.call(`/v2/products/${sku}?mediatype=XML`);
    expect(res.status).toBe(200);
    const doc = await xmlOf<{
      ArrayOfProduct: {
        Product: (Record<string, string> & {
          warehouses: { Warehouse: Record<string, string>[] };
          mediaAssets: { MediaAsset: Record<string, string>[] };
        })[];
      };
    }>(res);
    const [p] = doc.ArrayOfProduct.Product;
    const [json] = await products(`/v2/products/${sku}`);
    expect(p?.sku).toBe(sku);
    expect(p?.skuID_Master).toBe(String(json?.skuID_Master));
    expect(p?.customerPrice).toBe(String(json?.customerPrice));
    expect(p?.warehouses.Warehouse.map((w) => w.warehouseAbbr)).toEqual(
      json?.warehouses.map((w) => w.warehouseAbbr),
    );
    const il = p?.warehouses.Warehouse.find((w) => w.warehouseAbbr === 'IL');
    expect(il?.closeout).toBe('true');
    expect(p?.mediaAssets.MediaAsset[0]?.asset_type).toBe(json?.mediaAssets[0]?.asset_type);
  });

  it('refuses an unknown media type', async () => {
    const res = await server.call(`/v2/products/${DEMO_SKUS.closeout.sku}?mediatype=csv`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe(
      'mediatype',
    );
  });
});

describe('GET /v2/products/ (the whole catalog)', () => {
  it('streams every product once, in id order, with valid money', async () => {
    const res = await server.call('/v2/products/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBeNull(); // streamed, not one buffered string
    const all = await jsonOf<WireProduct[]>(res);
    expect(all.length).toBe(await productCount());
    const ids = all.map((p) => p.skuID_Master);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of all) {
      for (const money of [p.piecePrice, p.dozenPrice, p.casePrice, p.salePrice, p.customerPrice]) {
        expectMoney(money);
      }
      expect(p.qty).toBe(p.warehouses.reduce((sum, w) => sum + w.qty, 0));
    }
  });

  it('keeps answering (and counting) other requests while a catalog stream is paused', async () => {
    const res = await server.call('/v2/products/');
    const reader = res.body!.getReader();
    const first = await reader.read(); // the stream has begun; the client now stops reading
    expect(first.done).toBe(false);
    const other = await server.call(`/v2/products/${DEMO_SKUS.lowStock.sku}`, { as: 'account2' });
    expect(other.status).toBe(200);
    expect(other.headers.get('x-rate-limit-remaining')).not.toBeNull();
    let bytes = first.value?.byteLength ?? 0;
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      bytes += next.value.byteLength;
    }
    expect(bytes).toBeGreaterThan(1_000_000);
  });

  it('streams the whole catalog as one well-formed XML document too', async () => {
    const res = await server.call('/v2/products/?mediatype=xml&fields=sku,qty&Warehouses=IL');
    expect(res.status).toBe(200);
    const doc = await xmlOf<{ ArrayOfProduct: { Product: { sku: string; qty: string }[] } }>(res);
    expect(doc.ArrayOfProduct.Product.length).toBe(await productCount());
    const { db, t } = server;
    const [il] = await db
      .select({ qty: sql<number>`coalesce(sum(${t.stock.qty}), 0)`.mapWith(Number) })
      .from(t.stock)
      .where(eq(t.stock.warehouseCode, 'IL'));
    expect(doc.ArrayOfProduct.Product.reduce((sum, p) => sum + Number(p.qty), 0)).toBe(il?.qty);
  });
});

describe('GET /v2/inventory', () => {
  it('answers sku, ids and per-warehouse qty only, with the same filters as products', async () => {
    const res = await server.call(`/v2/inventory/${DEMO_SKUS.lowStock.sku}?Warehouses=IL,TX`);
    expect(res.status).toBe(200);
    const [item] = await jsonOf<Record<string, unknown>[]>(res);
    expect(Object.keys(item ?? {})).toEqual([
      'sku',
      'gtin',
      'skuID_Master',
      'yourSku',
      'styleID',
      'warehouses',
    ]);
    expect(item?.warehouses).toEqual([
      { warehouseAbbr: 'IL', skuID: expect.any(Number) as number, qty: 7 },
      { warehouseAbbr: 'TX', skuID: expect.any(Number) as number, qty: 12 },
    ]);
  });

  it('lists the inventory of a style and writes XML', async () => {
    const expected = await productCount(7);
    const json = await jsonOf<unknown[]>(await server.call('/v2/inventory/?style=17700'));
    expect(json.length).toBe(expected);
    const doc = await xmlOf<{ ArrayOfInventory: { Inventory: unknown[] } }>(
      await server.call('/v2/inventory/?styleid=7&mediatype=xml'),
    );
    expect(doc.ArrayOfInventory.Inventory.length).toBe(expected);
  });
});
