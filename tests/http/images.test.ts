// Every image path the catalog API returns is served by the Images route handler, in all three
// sizes, drawn in the product's own colors, with long-lived cache headers.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as imageRoute from '@/app/Images/[...path]/route';
import { jpegOf } from '@/lib/server/product-images';
import { DEMO_STYLES } from '@/db/seed/demo-fixtures';
import { startTestServer, type TestServer } from './harness';

const containerKey = Symbol.for('apparel-portal.container');
type Holder = Record<symbol, unknown>;

let server: TestServer;
let previous: unknown;

beforeAll(async () => {
  server = await startTestServer();
  // getContainer() hands the route handler the test server's container.
  previous = (globalThis as Holder)[containerKey];
  (globalThis as Holder)[containerKey] = server.app;
});
afterAll(async () => {
  (globalThis as Holder)[containerKey] = previous;
  await server.close();
});

function getImage(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const request = new Request(`http://portal.example.com/${path}`, { headers });
  const segments = path.split('/').slice(1);
  return imageRoute.GET(request, { params: Promise.resolve({ path: segments }) });
}

async function json<T>(path: string): Promise<T> {
  const res = await server.call(path);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

type Product = Record<string, unknown> & { color1: string; mediaAssets: { image: string }[] };

const imageFields = [
  'colorSwatchImage',
  'colorFrontImage',
  'colorSideImage',
  'colorBackImage',
  'colorDirectSideImage',
  'colorOnModelFrontImage',
  'colorOnModelSideImage',
  'colorOnModelBackImage',
];

describe('Images/[...path]', () => {
  it('serves every image path of a style, its products, brands and categories in fs, fm and fl', async () => {
    const { styleId } = DEMO_STYLES.hoodie;
    const [style] = await json<
      { styleImage: string; brandImage: string; mediaAssets: { image: string }[] }[]
    >(`/v2/styles/${styleId}`);
    const products = await json<Product[]>(`/v2/products/?styleid=${styleId}`);
    const brands = await json<{ image: string }[]>('/v2/brands/');
    const categories = await json<{ image: string }[]>('/v2/categories/');
    const paths = new Set<string>([
      style?.styleImage ?? '',
      style?.brandImage ?? '',
      ...(style?.mediaAssets ?? []).map((m) => m.image),
      ...products.flatMap((p) => [
        ...imageFields.map((f) => String(p[f])),
        ...p.mediaAssets.map((m) => m.image),
      ]),
      ...brands.map((b) => b.image),
      ...categories.map((c) => c.image),
    ]);
    paths.delete('');
    expect(paths.size).toBeGreaterThan(30);

    const failures: string[] = [];
    for (const medium of paths) {
      expect(medium).toMatch(/^Images\/.+_fm\.jpg$/);
      for (const size of ['fs', 'fm', 'fl']) {
        const path = medium.replace(/_fm\.jpg$/, `_${size}.jpg`);
        const res = await getImage(path);
        const body = Buffer.from(await res.arrayBuffer());
        // Issue 12: what the name says, a JPEG that decodes.
        const format = await sharp(body)
          .metadata()
          .then((m) => m.format)
          .catch(() => 'undecodable');
        if (
          res.status !== 200 ||
          res.headers.get('content-type') !== 'image/jpeg' ||
          format !== 'jpeg'
        ) {
          failures.push(`${path}: ${res.status} ${format}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('draws a color view in that color, with long-lived cache headers and an ETag', async () => {
    const products = await json<Product[]>(`/v2/products/?styleid=${DEMO_STYLES.heavyTee.styleId}`);
    const navy = products.find((p) => p.colorName === 'Navy');
    const front = String(navy?.colorFrontImage);
    const res = await getImage(front);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toMatch(/^".+"$/);
    // The garment's middle is drawn in the product's color.
    const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at =
      (Math.floor(info.height * 0.6) * info.width + Math.floor(info.width / 2)) * info.channels;
    const hex = navy!.color1.replace('#', '');
    const wanted = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
    wanted.forEach((channel, i) => expect(Math.abs(data[at + i]! - channel)).toBeLessThan(24));

    const large = await getImage(front.replace('_fm.', '_fl.'));
    expect((await sharp(Buffer.from(await large.arrayBuffer())).metadata()).width).toBe(600);
  });

  it('shows a white garment on the page background, and renders each drawing once', async () => {
    const products = await json<Product[]>(`/v2/products/?styleid=${DEMO_STYLES.heavyTee.styleId}`);
    const white = products.find((p) => p.colorName === 'White');
    const res = await getImage(String(white?.colorFrontImage));
    const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => data[(y * info.width + x) * info.channels]!;
    // The corner (page background) is darker than the white garment's middle.
    expect(pixel(2, 2)).toBeLessThan(
      pixel(Math.floor(info.width / 2), Math.floor(info.height * 0.6)) - 4,
    );
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>';
    expect(jpegOf(svg, 'same-drawing')).toBe(jpegOf(svg, 'same-drawing'));
  });

  it('answers 304 to a request that already holds the current ETag', async () => {
    const path = 'Images/Style/1_fm.jpg';
    const first = await getImage(path);
    const etag = first.headers.get('etag') ?? '';
    const again = await getImage(path, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('answers 404 for paths the catalog never returns', async () => {
    for (const path of [
      'Images/Style/99999_fm.jpg',
      'Images/Color/1_zz_fm.jpg',
      'Images/Style/1.jpg',
      'Images/Nope/1_fm.jpg',
    ]) {
      expect((await getImage(path)).status).toBe(404);
    }
  });
});
