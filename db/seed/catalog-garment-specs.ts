// Garment kind shapes and the size specs (inches) that several kinds share.
import type { SizeRunKey } from './catalog-sizes';
import type { BaseCategoryKey } from './catalog-vocabulary';

export interface SpecDef {
  name: string;
  /** Inches at the reference size (M or YM). */
  base: number;
  /** Inches per size step. */
  step: number;
}

export interface GarmentKind {
  key: string;
  base: BaseCategoryKey;
  /** Title noun; "Women's "/"Youth " prefixes go before the fabric line. */
  noun: string;
  audience: 'Unisex' | 'Mens' | 'Womens' | 'Youth';
  sizeRuns: SizeRunKey[];
  lines: string[];
  tags: string[];
  /** Piece price range of the reference size, in cents. */
  pieceCents: [number, number];
  caseQty: number;
  polyPackQty: number;
  /** Pounds at the reference size. */
  unitWeight: [number, number];
  specs: SpecDef[];
  colorCount: [number, number];
  features: string[];
}

export const teeSpecs: SpecDef[] = [
  { name: 'Body Length', base: 29, step: 1 },
  { name: 'Chest Width', base: 20, step: 2 },
  { name: 'Sleeve Length', base: 8.25, step: 0.25 },
];
export const longSleeveSpecs: SpecDef[] = [
  { name: 'Body Length', base: 29, step: 1 },
  { name: 'Chest Width', base: 20, step: 2 },
  { name: 'Sleeve Length (from center back)', base: 34.5, step: 1 },
];
export const fleeceSpecs: SpecDef[] = [
  { name: 'Body Length', base: 28, step: 1 },
  { name: 'Chest Width', base: 22, step: 2 },
  { name: 'Sleeve Length (from center back)', base: 34, step: 1 },
];
export const youthSpecs: SpecDef[] = [
  { name: 'Body Length', base: 22, step: 1 },
  { name: 'Chest Width', base: 17, step: 1 },
];
export const bottomSpecs: SpecDef[] = [
  { name: 'Waist (relaxed)', base: 15, step: 1.5 },
  { name: 'Inseam', base: 30, step: 0.5 },
];
export const capSpecs: SpecDef[] = [
  { name: 'Crown Height', base: 3.5, step: 0 },
  { name: 'Visor Length', base: 2.75, step: 0 },
  { name: 'Circumference', base: 22.75, step: 0 },
];
export const beanieSpecs: SpecDef[] = [{ name: 'Length', base: 12, step: 0 }];
export const bagSpecs: SpecDef[] = [
  { name: 'Width', base: 15, step: 0 },
  { name: 'Height', base: 16, step: 0 },
  { name: 'Gusset', base: 3, step: 0 },
];

export const knitLines = [
  'heavyCotton',
  'softstyle',
  'ultraCotton',
  'cvc',
  'triBlend',
  'garmentDyed',
  'ecoBlend',
  'organic',
];
export const fleeceLines = ['heavyBlend', 'midweight', 'premiumFleece', 'ecoFleece'];
