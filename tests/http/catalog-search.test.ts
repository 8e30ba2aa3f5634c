// The portal's catalog search (lib/services/search-catalog.ts) over the seeded demo catalog.
import { and, count, countDistinct, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '@/lib/domain/accounts';
import {
  catalogFacets,
  countCatalogFacets,
  searchCatalog,
  type CatalogSearchInput,
} from '@/lib/services/search-catalog';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let account1: Account;
let account2: Account;
beforeAll(async () => {
  server = await startTestServer();
  account1 = (await server.app.deps.repos.accounts.findById(1))!;
  account2 = (await server.app.deps.repos.accounts.findById(2))!;
});
afterAll(() => server.close());

const base: CatalogSearchInput = {
  text: '',
  brandIds: [],
  categoryIds: [],
  newOnly: false,
  sustainableOnly: false,
  inStockAt: [],
  order: 'relevance',
  page: 1,
  pageSize: 96,
};
const search = (input: Partial<CatalogSearchInput>, account = account1) =>
  searchCatalog(server.app.deps, account, { ...base, ...input });

describe('catalog search', () => {
  it('counts each filter value as the search would find it, with the other filters applied', async () => {
    const { warehouses, brands } = await catalogFacets(server.app.deps);
    const brandIds = brands.slice(0, 3).map((b) => b.id);
    // With a text and brands set, and with nothing set: both shapes of the in-stock count.
    for (const input of [{}, { text: 'shirt', brandIds, newOnly: false }]) {
      const counts = await countCatalogFacets(server.app.deps, { ...base, ...input });
      let stockedSomewhere = 0;
      for (const { code } of warehouses) {
        const found = await search({ ...input, inStockAt: [code] });
        expect(counts.warehouses.get(code) ?? 0, `in stock at ${code}`).toBe(found.total);
        stockedSomewhere += found.total;
      }
      expect(stockedSomewhere).toBeGreaterThan(0);
      for (const brandId of brandIds) {
        const found = await search({ ...input, brandIds: [brandId] });
        expect(counts.brands.get(brandId) ?? 0, `brand ${brandId}`).toBe(found.total);
      }
      expect(counts.newStyles).toBe((await search({ ...input, newOnly: true })).total);
    }
  });

  it('finds styles by words of the title, by part number, by exact sku and by gtin', async () => {
    const all = await search({});
    const hooded = await search({ text: 'hooded sweatshirt' });
    expect(hooded.total).toBeGreaterThan(0);
    expect(hooded.total).toBeLessThan(all.total);
    expect(hooded.hits.every((h) => /hooded/i.test(h.title) && /sweatshirt/i.test(h.title))).toBe(
      true,
    );

    const { db, t } = server;
    const [product] = await db
      .select({
        sku: t.products.sku,
        gtin: t.products.gtin,
        styleId: t.products.styleId,
        partNumber: t.styles.partNumber,
      })
      .from(t.products)
      .innerJoin(t.styles, eq(t.styles.id, t.products.styleId))
      .orderBy(t.products.id)
      .limit(1);
    for (const text of [product!.sku, product!.gtin, product!.partNumber]) {
      const found = await search({ text });
      expect(found.hits.map((h) => h.styleId)).toContain(product!.styleId);
    }
  });

  it('narrows by brand, new, sustainable and stock at chosen warehouses', async () => {
    const { db, t } = server;
    const [brand] = await db
      .select({ brandId: t.styles.brandId, n: count() })
      .from(t.styles)
      .groupBy(t.styles.brandId)
      .orderBy(desc(count()))
      .limit(1);
    const byBrand = await search({ brandIds: [brand!.brandId] });
    expect(byBrand.total).toBe(brand!.n);

    const fresh = await search({ newOnly: true });
    expect(fresh.total).toBe(await db.$count(t.styles, eq(t.styles.newStyle, true)));
    expect(fresh.hits.every((h) => h.newStyle)).toBe(true);
    const green = await search({ sustainableOnly: true });
    expect(green.hits.every((h) => h.sustainableStyle)).toBe(true);

    const [stocked] = await db
      .select({ n: countDistinct(t.products.styleId) })
      .from(t.products)
      .innerJoin(t.stock, eq(t.stock.productId, t.products.id))
      .where(and(eq(t.stock.warehouseCode, 'NV'), gt(t.stock.qty, 0)));
    const atReno = await search({ inStockAt: ['NV'] });
    expect(atReno.total).toBe(stocked!.n);
    expect(atReno.hits.every((h) => h.qty > 0)).toBe(true);
  });

  it('sorts by price and pages without overlap', async () => {
    const cheap = await search({ order: 'price-asc' });
    const prices = cheap.hits.map((h) => h.minPriceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dear = await search({ order: 'price-desc' });
    const descending = dear.hits.map((h) => h.minPriceCents);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(dear.total).toBe(cheap.total);

    const page1 = await search({ pageSize: 24, page: 1, order: 'name' });
    const page2 = await search({ pageSize: 24, page: 2, order: 'name' });
    expect(page1.total).toBe(page2.total);
    const ids1 = new Set(page1.hits.map((h) => h.styleId));
    expect(page2.hits.some((h) => ids1.has(h.styleId))).toBe(false);
  });

  it("prices each style for the signed-in account's tier", async () => {
    const [forStandard] = (await search({ order: 'name', pageSize: 24 })).hits;
    const forPreferred = (await search({ order: 'name', pageSize: 24 }, account2)).hits.find(
      (h) => h.styleId === forStandard!.styleId,
    );
    expect(forPreferred!.maxPriceCents).toBeLessThan(forStandard!.maxPriceCents);
  });

  it('answers an empty page, not an error, when nothing matches', async () => {
    expect(await search({ text: 'no-such-style-anywhere' })).toEqual({
      total: 0,
      page: 1,
      pageSize: 96,
      hits: [],
    });
  });
});

describe('GET /v2/catalog/search', () => {
  it('answers a page of styles priced for the caller, with the URL state of the catalog page', async () => {
    const res = await server.call('/v2/catalog/search?Q=hooded&sort=price-asc&size=24');
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      total: number;
      page: number;
      pageSize: number;
      hits: { title: string; minPrice: number }[];
    };
    expect(body.total).toBeGreaterThan(0);
    expect(body.pageSize).toBe(24);
    expect(body.hits.every((h) => /hooded/i.test(h.title))).toBe(true);
    const prices = body.hits.map((h) => h.minPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('names the parameter it cannot read', async () => {
    const res = await server.call('/v2/catalog/search?size=7&brand=x');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { field: string }[] };
    expect(body.errors.map((e) => e.field).sort()).toEqual(['brand', 'size']);
  });
});
