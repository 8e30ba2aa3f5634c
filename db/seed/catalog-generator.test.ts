import { describe, expect, it } from 'vitest';
import { generateStyleBundles, type StyleBundle } from './catalog-generator';
import { parseImagePath } from '@/lib/domain/image-paths';
import { isValidGtin14 } from './gtin';
import { warehouseRows } from './reference-data';

const warehouses = warehouseRows.map((w) => ({ code: w.code, isDropship: w.isDropship }));
const now = Date.UTC(2026, 10, 18, 15);

function take(scale: 'demo' | 'full', seed: number, count = Infinity): StyleBundle[] {
  const bundles: StyleBundle[] = [];
  for (const bundle of generateStyleBundles({ scale, seed, now }, warehouses)) {
    if (bundles.length >= count) break;
    bundles.push(bundle);
  }
  return bundles;
}

// The demo catalog whole, plus the first 400 styles of the full one (every brand appears there).
const demo = take('demo', 1);
const fullPrefix = take('full', 7, 400);
const catalogs = { demo, 'full (first 400 styles)': fullPrefix };

describe.each(Object.entries(catalogs))('the %s catalog', (_name, bundles) => {
  const products = bundles.flatMap((b) => b.products);
  const stock = bundles.flatMap((b) => b.stock);
  const partNumberOf = new Map(bundles.map((b) => [b.style.id, b.style.partNumber]));
  const cellsOf = new Map<number, typeof stock>();
  for (const cell of stock)
    cellsOf.set(cell.productId, [...(cellsOf.get(cell.productId) ?? []), cell]);

  it('has a few thousand unique skus whose gtins are unique, valid GTIN-14 codes', () => {
    expect(products.length).toBeGreaterThan(2000);
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.gtin)).size).toBe(products.length);
    expect(products.filter((p) => !isValidGtin14(p.gtin))).toEqual([]);
  });

  it('builds every sku from its style part number, color code and size code', () => {
    const wrong = bundles.flatMap(({ style, colors, products: skus }) => {
      const codeOf = new Map(colors.map((c) => [c.id, c.colorCode]));
      return skus
        .filter((p) => {
          const colorCode = codeOf.get(p.styleColorId) ?? '';
          return (
            !/^[1-9]\d{4}$/.test(style.partNumber) ||
            !/^\d{2}$/.test(colorCode) ||
            p.sizeCode.length !== 1 ||
            p.sku !== `${style.partNumber}${colorCode}${p.sizeCode}`
          );
        })
        .map((p) => p.sku);
    });
    expect(wrong).toEqual([]);
    expect(products.every((p) => p.sku.startsWith(partNumberOf.get(p.styleId) ?? '-'))).toBe(true);
  });

  it('prices piece ≥ dozen ≥ case > 0, below MAP and retail, with sales under the piece price', () => {
    const wrong = products.filter(
      (p) =>
        !(p.piecePriceCents >= p.dozenPriceCents) ||
        !(p.dozenPriceCents >= p.casePriceCents) ||
        !(p.casePriceCents > 0) ||
        !(p.mapPriceCents > p.piecePriceCents) ||
        !(p.retailPriceCents >= p.mapPriceCents) ||
        ![p.piecePriceCents, p.dozenPriceCents, p.casePriceCents].every(Number.isInteger) ||
        (p.salePriceCents !== null &&
          (p.salePriceCents >= p.piecePriceCents || p.saleExpiresAt === null)),
    );
    expect(wrong).toEqual([]);
    const sales = products.filter((p) => p.salePriceCents !== null);
    expect(sales.some((p) => (p.saleExpiresAt ?? 0) > now)).toBe(true);
    expect(sales.some((p) => (p.saleExpiresAt ?? 0) < now)).toBe(true);
  });

  it('keeps style names unique within a brand and part numbers unique overall', () => {
    const names = bundles.map((b) => `${b.style.brandId}/${b.style.styleName}`);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(bundles.map((b) => b.style.partNumber)).size).toBe(bundles.length);
  });

  it('stocks every sku in every warehouse with unique per-warehouse sku ids', () => {
    expect(stock.length).toBe(products.length * warehouses.length);
    const allCodes = warehouses
      .map((w) => w.code)
      .sort()
      .join(',');
    const incomplete = products.filter(
      (p) =>
        (cellsOf.get(p.id) ?? [])
          .map((s) => s.warehouseCode)
          .sort()
          .join(',') !== allCodes,
    );
    expect(incomplete).toEqual([]);
    expect(new Set(stock.map((s) => s.skuId)).size).toBe(stock.length);
  });

  it('contains zero, low, closeout, dropship-only, full-case-only and no-free-freight cells', () => {
    const regular = stock.filter((s) => s.warehouseCode !== 'DS');
    expect(regular.some((s) => s.qty === 0)).toBe(true);
    expect(regular.some((s) => s.qty >= 1 && s.qty <= 30)).toBe(true);
    expect(regular.some((s) => s.qty > 1000)).toBe(true);
    expect(regular.some((s) => s.closeout && !s.returnable && s.qty > 0)).toBe(true);
    expect(regular.some((s) => s.fullCaseOnly && s.qty > 0)).toBe(true);
    expect(regular.some((s) => s.excludeFreeFreight)).toBe(true);
    expect(stock.filter((s) => s.warehouseCode === 'DS').every((s) => s.dropship)).toBe(true);
    const dropshipOnly = products.filter((p) => {
      const cells = cellsOf.get(p.id) ?? [];
      return cells.every((s) => (s.warehouseCode === 'DS' ? s.qty > 0 : s.qty === 0));
    });
    expect(dropshipOnly.length).toBeGreaterThan(0);
  });

  it('writes expected inventory as None or EnRoute:<MM/DD/YYYY> <qty>|OnOrder:<qty>', () => {
    const values = new Set(stock.map((s) => s.expectedInventory));
    expect(values.has('None')).toBe(true);
    for (const value of values) {
      expect(value).toMatch(/^(None|EnRoute:\d{2}\/\d{2}\/\d{4} \d+\|OnOrder:\d+)$/);
    }
  });

  it('gives each color readable swatch text and HTML colors', () => {
    const wrong = bundles
      .flatMap((b) => b.colors)
      .filter(
        (c) =>
          !/^#[0-9A-F]{6}$/.test(c.color1) ||
          !/^(#[0-9A-F]{6})?$/.test(c.color2) ||
          !['#000000', '#FFFFFF'].includes(c.swatchTextColor),
      );
    expect(wrong).toEqual([]);
    const white = bundles.flatMap((b) => b.colors).find((c) => c.colorName === 'White');
    expect(white?.swatchTextColor).toBe('#000000');
  });

  it('writes titles without a repeated word and image paths the image route can parse', () => {
    expect(
      bundles.filter((b) => /\b(\w+) \1\b/.test(b.style.title)).map((b) => b.style.title),
    ).toEqual([]);
    const paths = bundles.flatMap((b) => [
      b.style.styleImage,
      ...b.media.map((m) => m.image),
      ...b.colors.flatMap((c) => [
        c.swatchImage,
        c.frontImage,
        c.backImage,
        c.sideImage,
        c.onModelFrontImage,
      ]),
    ]);
    expect(paths.filter((path) => path !== '' && !parseImagePath(path))).toEqual([]);
  });

  it('gives every size of a style its specs', () => {
    for (const { specs, products: skus } of bundles) {
      const sizes = new Set(skus.map((p) => p.sizeName));
      expect(new Set(specs.map((s) => s.sizeName))).toEqual(sizes);
      expect(specs.filter((spec) => !/^\d+( [13]\/[24])?"$/.test(spec.value))).toEqual([]);
    }
  });
});

describe('determinism', () => {
  it('gives the same rows for the same seed', () => {
    expect(take('demo', 1)).toEqual(demo);
  });

  it('gives a different catalog for another seed', () => {
    const other = take('demo', 2);
    expect(other.map((b) => b.style.partNumber)).not.toEqual(demo.map((b) => b.style.partNumber));
  });
});
