// The deterministic catalog generator: the same seed, scale and `now` always give the same rows.
// Styles are produced one at a time (a generator of bundles) so the full scale never holds
// 250,000 products and 2,250,000 stock cells in memory at once.
import { imagePath } from '@/lib/domain/image-paths';
import { brandDefs, type BrandDef } from './catalog-brands';
import { paletteColor, type PaletteColor } from './catalog-colors';
import {
  brandRows,
  catalogScales,
  escapeHtml,
  type CatalogScale,
  type ProductRow,
  type SpecRow,
  type StyleColorRow,
  type StyleMediaRow,
  type StyleRow,
} from './catalog-rows';
import { sizeRuns, type SizeDef } from './catalog-sizes';
import { buildProducts, type StylePricing } from './catalog-products';
import { styleStockProfile, type StockRow, type WarehouseInfo } from './catalog-stock';
import type { GarmentKind } from './catalog-garment-specs';
import { garmentKinds } from './catalog-garments';
import { chooseColors, colorRows, mediaRows } from './catalog-style-colors';
import {
  baseCategories,
  countries,
  fabricLines,
  tagCategories,
  type FabricLine,
} from './catalog-vocabulary';
import { featuredStyles, type FeaturedStyle } from './demo-fixtures';
import { Random } from './random';
import { formatInches } from './catalog-rows';

export interface CatalogOptions {
  scale: CatalogScale;
  seed: number;
  /** Reference instant (epoch ms) for sale expirations and expected receipt dates. */
  now: number;
}

export interface StyleBundle {
  style: StyleRow;
  media: StyleMediaRow[];
  colors: StyleColorRow[];
  specs: SpecRow[];
  products: ProductRow[];
  stock: StockRow[];
}

/** Ids handed out in generation order; shared by every style of one run. */
export interface IdCounters {
  styleColor: number;
  spec: number;
  product: number;
  stockSku: number;
  /** Next GTIN item reference per brand id. */
  gtinItem: Map<number, number>;
}

export function* generateStyleBundles(
  options: CatalogOptions,
  warehouses: readonly WarehouseInfo[],
): Generator<StyleBundle> {
  const root = new Random(options.seed);
  const brands = brandRows(options.scale);
  const brandDefsInScale = brandDefs.slice(0, brands.length);
  const usedNames = new Map<string, Set<string>>();
  const usedPartNumbers = new Set(featuredStyles.map((f) => f.partNumber));
  const counters: IdCounters = {
    styleColor: 0,
    spec: 0,
    product: 0,
    stockSku: 1_000_000,
    gtinItem: new Map(),
  };
  const total = catalogScales[options.scale].styles;

  for (let index = 0; index < total; index++) {
    const rng = root.fork(index + 1);
    const styleId = index + 1;
    const featured = featuredStyles[index];
    const brandIndex = featured
      ? brandDefsInScale.findIndex((b) => b.name === featured.brandName)
      : brandDefsInScale.indexOf(rng.weighted(brandDefsInScale.map((b) => [b, b.share] as const)));
    const brandDef = brandDefsInScale[brandIndex];
    if (!brandDef)
      throw new Error(`featured brand ${featured?.brandName} is not in the ${options.scale} scale`);
    const brandId = brandIndex + 1;
    const names = usedNames.get(brandDef.name) ?? new Set<string>();
    usedNames.set(brandDef.name, names);
    const kind = featured ? garmentKind(featured.kind) : garmentKind(rng.pick(brandDef.kinds));
    const lineKey = featured ? featured.line : rng.pick(kind.lines);
    const fabric = fabricLines[lineKey];
    if (!fabric) throw new Error(`unknown fabric line ${lineKey}`);
    const styleName = featured ? featured.styleName : uniqueStyleName(rng, brandDef, kind, names);
    names.add(styleName);
    const partNumber = featured ? featured.partNumber : nextPartNumber(rng, usedPartNumbers);
    const sizes = sizeRuns[featured ? featured.sizeRun : rng.pick(kind.sizeRuns)];
    const colors = featured ? featured.colors.map(paletteColor) : chooseColors(rng, kind, lineKey);

    const style = styleRow(rng, {
      styleId,
      partNumber,
      brandId,
      brandDef,
      styleName,
      kind,
      lineKey,
      fabric,
      featured,
    });
    const styleColors = colorRows(rng, styleId, kind, colors, counters);
    const media = mediaRows(style, styleColors[0]);
    const specs = specRows(styleId, kind, sizes, counters);
    const pricing: StylePricing = {
      referencePieceCents: featured
        ? featured.referencePieceCents
        : Math.round(
            (rng.int(kind.pieceCents[0], kind.pieceCents[1]) * fabric.priceBasisPoints) / 10_000,
          ),
      noeRetailing: brandDef.noeRetailing,
    };
    const profile = styleStockProfile(rng, warehouses, {
      closeout: featured ? featured.closeout : rng.chance(0.06),
      dropshipOnly: featured ? featured.dropshipOnly : rng.chance(0.03),
      bulky: kind.base === 'outerwear' || kind.base === 'bags',
    });
    const { products, stock } = buildProducts(rng, {
      now: options.now,
      style,
      brandId,
      kind,
      colors: styleColors.map((row, i) => ({ row, palette: colors[i] as PaletteColor })),
      sizes,
      pricing,
      profile,
      warehouses,
      counters,
      randomSales: !featured,
    });
    yield { style, media, colors: styleColors, specs, products, stock };
  }
}

function garmentKind(key: string): GarmentKind {
  const kind = garmentKinds.find((k) => k.key === key);
  if (!kind) throw new Error(`unknown garment kind ${key}`);
  return kind;
}

function uniqueStyleName(
  rng: Random,
  brand: BrandDef,
  kind: GarmentKind,
  used: Set<string>,
): string {
  const suffix = kind.audience === 'Youth' ? 'B' : kind.audience === 'Womens' ? 'L' : '';
  for (let attempt = 0; ; attempt++) {
    const digits = brand.styleDigits + Math.floor(attempt / 40);
    let n = rng.int(10 ** (digits - 1), 10 ** digits - 1);
    // Mills like round model numbers (5000, 18500).
    if (digits >= 3 && rng.chance(0.4)) n = Math.max(10 ** (digits - 1), Math.round(n / 10) * 10);
    const name = `${brand.stylePrefix}${n}${suffix}`;
    if (!used.has(name)) return name;
  }
}

/** A random unused part number in 10000–99999 (never a featured style's). */
function nextPartNumber(rng: Random, used: Set<string>): string {
  for (;;) {
    const partNumber = String(rng.int(10_000, 99_999));
    if (!used.has(partNumber)) {
      used.add(partNumber);
      return partNumber;
    }
  }
}

interface StyleInput {
  styleId: number;
  partNumber: string;
  brandId: number;
  brandDef: BrandDef;
  styleName: string;
  kind: GarmentKind;
  lineKey: string;
  fabric: FabricLine;
  featured: FeaturedStyle | undefined;
}

function styleRow(rng: Random, input: StyleInput): StyleRow {
  const { kind, fabric, brandDef, styleName } = input;
  const base = baseCategories[kind.base];
  const title = styleTitle(kind, fabric);
  const tags = [...new Set([...kind.tags, ...fabric.tags])];
  const categoryIds = [
    base.id,
    ...tags.map((tag) => tagCategories[tag]).filter((id) => id !== undefined),
  ];
  const features = rng.sample(kind.features, rng.int(2, kind.features.length));
  const description =
    `<p>The ${escapeHtml(brandDef.name)} ${escapeHtml(styleName)} ${escapeHtml(title)}: ${escapeHtml(fabric.pitch)}.</p>` +
    `<ul><li>${escapeHtml(fabric.fabric)}</li>${features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`;
  const kindIndex = garmentKinds.indexOf(kind);
  const priceBucket = Math.min(2, Math.floor((fabric.priceBasisPoints - 8_500) / 3_000));
  const lineIndex = Object.keys(fabricLines).indexOf(input.lineKey);
  return {
    id: input.styleId,
    partNumber: input.partNumber,
    brandId: input.brandId,
    styleName,
    title,
    description,
    baseCategory: base.name,
    baseCategoryId: base.id,
    categoryIds: categoryIds.join(','),
    catalogPageNumber: String(catalogPage(rng, kind)),
    newStyle: input.featured ? input.featured.newStyle : rng.chance(0.12),
    // Similar products: same garment kind and price band, across brands.
    comparableGroup: String(base.id * 100 + kindIndex * 3 + priceBucket),
    // One product family: a brand's garments in the same fabric line.
    companionGroup:
      rng.chance(0.85) || input.featured ? String(input.brandId * 1000 + lineIndex) : '',
    styleImage: imagePath({ kind: 'style', id: input.styleId }),
    sustainableStyle: fabric.sustainable === true,
    countryOfOrigin: input.featured
      ? input.featured.countryOfOrigin
      : rng.pick(brandDef.countries.filter((c) => countries.includes(c))),
  };
}

function styleTitle(kind: GarmentKind, fabric: FabricLine): string {
  const prefix = /^(Women's|Youth) /.exec(kind.noun)?.[0] ?? '';
  const noun = kind.noun.slice(prefix.length);
  // "Performance T-Shirt" in the Performance line stays "Performance T-Shirt".
  return noun.startsWith(fabric.name) ? kind.noun : `${prefix}${fabric.name} ${noun}`;
}

const pageSections: Record<GarmentKind['base'], [number, number]> = {
  tees: [12, 140],
  tanks: [141, 170],
  polos: [171, 230],
  fleece: [231, 320],
  outerwear: [321, 370],
  bottoms: [371, 390],
  headwear: [391, 440],
  bags: [441, 470],
};

function catalogPage(rng: Random, kind: GarmentKind): number {
  const [from, to] = pageSections[kind.base];
  return rng.int(from, to);
}

function specRows(
  styleId: number,
  kind: GarmentKind,
  sizes: readonly SizeDef[],
  counters: IdCounters,
): SpecRow[] {
  return sizes.flatMap((size) =>
    kind.specs.map((spec) => ({
      id: ++counters.spec,
      styleId,
      sizeName: size.name,
      sizeOrder: size.order,
      specName: spec.name,
      value: formatInches(spec.base + spec.step * size.rank),
    })),
  );
}
