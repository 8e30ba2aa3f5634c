// GET /v2/styles, /v2/specs, /v2/brands and /v2/categories over real HTTP.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STYLES } from '@/db/seed/demo-fixtures';
import { jsonOf, xmlOf, type WireStyle } from './catalog-wire';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const list = async <T>(path: string) => {
  const res = await server.call(path, { redirect: 'manual' });
  expect(res.status, path).toBe(200);
  return jsonOf<T[]>(res);
};
const styleIds = async (path: string) => (await list<WireStyle>(path)).map((s) => s.styleID);
const rowCount = (table: 'styles' | 'specs' | 'brands' | 'categories') =>
  server.db.$count(server.t[table]);

describe('GET /v2/styles', () => {
  it('lists every style at /v2/styles and /v2/styles/, without a redirect', async () => {
    const total = await rowCount('styles');
    const bare = await list<WireStyle>('/v2/styles');
    const slash = await list<WireStyle>('/v2/styles/');
    expect(bare.length).toBe(total);
    expect(slash).toEqual(bare);
    const heavyTee = bare.find((s) => s.styleID === DEMO_STYLES.heavyTee.styleId);
    expect(heavyTee).toMatchObject({
      partNumber: DEMO_STYLES.heavyTee.partNumber,
      brandName: 'Hartwell',
      styleName: '5000',
      baseCategory: expect.any(String) as string,
    });
    expect(heavyTee?.mediaAssets.every((m) => typeof m.assetType === 'string')).toBe(true);
    expect(heavyTee).not.toHaveProperty('baseCateogry');
  });

  it('finds styles by StyleID, PartNumber and URL-encoded "<brand> <style>" in the path', async () => {
    const { heavyTee, cvcTee, hoodie } = DEMO_STYLES;
    const path = `/v2/styles/${heavyTee.styleId},${cvcTee.partNumber},Hartwell%2018500`;
    expect(await styleIds(path)).toEqual([heavyTee.styleId, cvcTee.styleId, hoodie.styleId]);
    expect(await styleIds('/V2/STYLES/Belmont%20%2B%20Lane%203001CVC')).toEqual([cvcTee.styleId]);
  });

  it('filters by ?styleid=, ?partnumber= and ?search=, with any-case names', async () => {
    expect(await styleIds('/v2/styles/?StyleID=4,1')).toEqual([1, 4]);
    expect(await styleIds('/v2/styles?PARTNUMBER=10112,17700')).toEqual([4, 7]);
    expect(await styleIds('/v2/styles/?search=Hartwell%205000')).toEqual([1]);
    // A search that names no style is read as words.
    const ridgeline = await list<WireStyle>('/v2/styles/?search=ridgeline');
    expect(ridgeline.length).toBeGreaterThan(0);
    expect(ridgeline.every((s) => s.brandName === 'Ridgeline Headwear')).toBe(true);
    expect(ridgeline.map((s) => s.styleID)).toContain(DEMO_STYLES.truckerCap.styleId);
  });

  it('answers an empty list when no style matches, and 400 for a bad style id', async () => {
    expect(await list('/v2/styles/99999999')).toEqual([]);
    const res = await server.call('/v2/styles/?styleid=1,x');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: '400', errors: [{ field: 'styleid' }] });
  });

  it('keeps only the asked fields', async () => {
    const found = await list<Record<string, unknown>>('/v2/styles/1,2?fields=BRANDNAME,styleid,x');
    expect(found).toEqual([
      { styleID: 1, brandName: 'Hartwell' },
      { styleID: 2, brandName: 'Belmont + Lane' },
    ]);
  });

  it('writes one style and the whole list as well-formed XML named after the JSON fields', async () => {
    type StyleXml = {
      ArrayOfStyle: {
        Style: (Record<string, string> & {
          mediaAssets: { MediaAsset: { assetType: string }[] };
        })[];
      };
    };
    const one = await xmlOf<StyleXml>(await server.call('/v2/styles/1?MediaType=xml'));
    const [style] = one.ArrayOfStyle.Style;
    expect(style?.styleID).toBe('1');
    expect(style?.description).toContain('<p>'); // HTML survives escaping
    expect(style?.newStyle).toBe('false');
    expect(style?.mediaAssets.MediaAsset.length).toBeGreaterThan(0);
    const all = await xmlOf<StyleXml>(await server.call('/v2/styles/?mediatype=xml'));
    expect(all.ArrayOfStyle.Style.length).toBe(await rowCount('styles'));
  });
});

describe('GET /v2/specs', () => {
  interface WireSpec {
    specID: number;
    styleID: number;
    partNumber: string;
    sizeName: string;
    specName: string;
    value: string;
  }

  it('answers specs by SpecID in the path', async () => {
    const specs = await list<WireSpec>('/v2/specs/1,2');
    expect(specs.map((s) => s.specID)).toEqual([1, 2]);
    expect(Object.keys(specs[0] ?? {})).toEqual([
      'specID',
      'styleID',
      'partNumber',
      'brandName',
      'styleName',
      'sizeName',
      'sizeOrder',
      'specName',
      'value',
    ]);
  });

  it('answers the specs of styles named in ?style=', async () => {
    const expected = await server.db.$count(server.t.specs, eq(server.t.specs.styleId, 1));
    for (const style of ['1', '10760', 'Hartwell%205000']) {
      const specs = await list<WireSpec>(`/v2/specs/?Style=${style}`);
      expect(specs.length, style).toBe(expected);
      expect(specs.every((s) => s.styleID === 1 && s.partNumber === '10760')).toBe(true);
    }
  });

  it('lists every spec, in JSON and XML', async () => {
    const total = await rowCount('specs');
    expect((await list('/v2/specs/')).length).toBe(total);
    const doc = await xmlOf<{ ArrayOfSpec: { Spec: unknown[] } }>(
      await server.call('/v2/specs?mediatype=xml'),
    );
    expect(doc.ArrayOfSpec.Spec.length).toBe(total);
  });
});

describe('GET /v2/brands and /v2/categories', () => {
  interface WireBrand {
    brandID: number;
    name: string;
    image: string;
    noeRetailing: boolean;
  }

  it('lists brands and finds them by id or name', async () => {
    const all = await list<WireBrand>('/v2/brands/');
    expect(all.length).toBe(await rowCount('brands'));
    expect(Object.keys(all[0] ?? {})).toEqual(['brandID', 'name', 'image', 'noeRetailing']);
    const some = await list<WireBrand>('/v2/brands/1,belmont%20%2B%20lane');
    expect(some.map((b) => b.name).sort()).toEqual(['Belmont + Lane', 'Hartwell']);
  });

  it('lists categories and finds them by id', async () => {
    const all = await list<{ categoryID: number; name: string; image: string }>('/v2/categories');
    expect(all.length).toBe(await rowCount('categories'));
    const [first] = all;
    const one = await list(`/v2/Categories/${first?.categoryID}?fields=name`);
    expect(one).toEqual([{ name: first?.name }]);
    expect((await server.call('/v2/categories/tees')).status).toBe(400);
  });
});

describe('?mediatype on every catalog endpoint', () => {
  const endpoints: [string, string, string][] = [
    ['/v2/styles/1', 'ArrayOfStyle', 'Style'],
    ['/v2/products/10760024', 'ArrayOfProduct', 'Product'],
    ['/v2/inventory/10760024', 'ArrayOfInventory', 'Inventory'],
    ['/v2/specs/1', 'ArrayOfSpec', 'Spec'],
    ['/v2/brands/1', 'ArrayOfBrand', 'Brand'],
    ['/v2/categories/21', 'ArrayOfCategory', 'Category'],
  ];

  it.each(endpoints)('%s answers json and xml alike', async (path, root, item) => {
    const json = await jsonOf<unknown[]>(await server.call(`${path}?mediatype=json`));
    expect(json).toHaveLength(1);
    const doc = await xmlOf<Record<string, Record<string, unknown[] | Record<string, unknown>>>>(
      await server.call(`${path}?MEDIATYPE=Xml`),
    );
    const items = doc[root]?.[item];
    expect(Array.isArray(items) ? items.length : items ? 1 : 0).toBe(1);
  });
});
