// The colors of a style: which palette colors it comes in, their rows (HTML colors, swatch text
// color, image paths per view) and the style's media assets.
import { colorViews, imagePath, type ColorView } from '@/lib/domain/image-paths';
import {
  colorFamilyIds,
  colorGroupCodes,
  palette,
  readableTextColor,
  type PaletteColor,
} from './catalog-colors';
import type { GarmentKind } from './catalog-garment-specs';
import type { StyleColorRow, StyleMediaRow, StyleRow } from './catalog-rows';
import type { IdCounters } from './catalog-generator';
import type { Random } from './random';

const assetTypes: Partial<Record<ColorView, string>> = {
  f: 'Front',
  b: 'Back',
  d: 'DirectSide',
  omf: 'OnModel_Front',
  omb: 'OnModel_Back',
  oms: 'OnModel_Side',
};

export function chooseColors(rng: Random, kind: GarmentKind, lineKey: string): PaletteColor[] {
  const accessories = kind.base === 'headwear' || kind.base === 'bags';
  const pool = palette.filter((c) => {
    if (c.family === 'Multi') return accessories;
    if (c.group === 'Safety')
      return lineKey === 'heavyCotton' || lineKey === 'ultraCotton' || lineKey === 'heavyBlend';
    if (c.name.startsWith('Tri-Blend')) return lineKey === 'triBlend';
    return true;
  });
  const count = Math.min(pool.length, rng.int(kind.colorCount[0], kind.colorCount[1]));
  const staples = pool.filter((c) => c.name === 'Black' || c.name === 'White' || c.name === 'Navy');
  const others = rng.sample(
    pool.filter((c) => !staples.includes(c)),
    count - staples.length,
  );
  return [...staples, ...others]
    .slice(0, Math.max(count, 1))
    .sort((a, b) => a.code.localeCompare(b.code));
}

export function colorRows(
  rng: Random,
  styleId: number,
  kind: GarmentKind,
  colors: PaletteColor[],
  counters: IdCounters,
): StyleColorRow[] {
  const accessories = kind.base === 'headwear' || kind.base === 'bags';
  const hasSideViews = rng.chance(0.8);
  const hasOnModel = kind.base === 'bags' ? false : rng.chance(accessories ? 0.3 : 0.7);
  return colors.map((color) => {
    const id = ++counters.styleColor;
    const path = (view: ColorView, present = true) =>
      present ? imagePath({ kind: 'color', id, view }) : '';
    return {
      id,
      styleId,
      colorCode: color.code,
      colorName: color.name,
      colorPriceCodeName: color.priceCode,
      colorGroup: colorGroupCodes[color.group] ?? '',
      colorGroupName: color.group,
      colorFamilyId: colorFamilyIds[color.family],
      colorFamily: color.family,
      color1: color.color1,
      color2: color.color2,
      swatchTextColor: readableTextColor(color.color1),
      swatchImage: path('sw'),
      frontImage: path('f'),
      sideImage: path('s', hasSideViews),
      backImage: path('b'),
      directSideImage: path('d', hasSideViews),
      onModelFrontImage: path('omf', hasOnModel),
      onModelSideImage: path('oms', hasOnModel),
      onModelBackImage: path('omb', hasOnModel),
    };
  });
}

export function mediaRows(style: StyleRow, first: StyleColorRow | undefined): StyleMediaRow[] {
  const rows: StyleMediaRow[] = [
    { styleId: style.id, position: 1, image: style.styleImage, assetType: 'Style' },
  ];
  if (!first) return rows;
  for (const view of colorViews) {
    const assetType = assetTypes[view];
    if (!assetType) continue;
    const image = imagePath({ kind: 'color', id: first.id, view });
    const present = colorImageOf(first, view) !== '';
    if (present) rows.push({ styleId: style.id, position: rows.length + 1, image, assetType });
  }
  return rows;
}

function colorImageOf(row: StyleColorRow, view: ColorView): string {
  const byView: Record<ColorView, string> = {
    f: row.frontImage,
    s: row.sideImage,
    b: row.backImage,
    d: row.directSideImage,
    omf: row.onModelFrontImage,
    oms: row.onModelSideImage,
    omb: row.onModelBackImage,
    sw: row.swatchImage,
  };
  return byView[view];
}
