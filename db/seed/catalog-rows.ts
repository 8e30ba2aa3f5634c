// Row shapes of the catalog tables, the brand and category rows, and small formatting helpers.
import { imagePath } from '@/lib/domain/image-paths';
import type * as t from '../sqlite/schema';
import { brandDefs } from './catalog-brands';
import { baseCategories, tagCategories } from './catalog-vocabulary';

export type BrandRow = typeof t.brands.$inferSelect;
export type CategoryRow = typeof t.categories.$inferSelect;
export type StyleRow = typeof t.styles.$inferSelect;
export type StyleMediaRow = typeof t.styleMedia.$inferSelect;
export type StyleColorRow = typeof t.styleColors.$inferSelect;
export type SpecRow = typeof t.specs.$inferSelect;
export type ProductRow = typeof t.products.$inferSelect;

export type CatalogScale = 'demo' | 'half' | 'full';

export const catalogScales: Record<CatalogScale, { brands: number; styles: number }> = {
  demo: { brands: 12, styles: 60 },
  // Half the full catalog's styles over the same brands: the benchmark's middle point, to show
  // how a cost grows with the catalog (issue 15 target 7).
  half: { brands: brandDefs.length, styles: 2500 },
  full: { brands: brandDefs.length, styles: 5000 },
};

export function brandRows(scale: CatalogScale): BrandRow[] {
  return brandDefs.slice(0, catalogScales[scale].brands).map((brand, index) => ({
    id: index + 1,
    name: brand.name,
    image: imagePath({ kind: 'brand', id: index + 1 }),
    noeRetailing: brand.noeRetailing,
  }));
}

export function categoryRows(): CategoryRow[] {
  const rows = [
    ...Object.values(baseCategories).map(({ id, name }) => ({ id, name })),
    ...Object.entries(tagCategories).map(([name, id]) => ({ id, name })),
  ];
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({ ...row, image: imagePath({ kind: 'category', id: row.id }) }));
}

/** Inches as catalogs print them: 28, 28 1/4, 28 1/2, 28 3/4 followed by ". */
export function formatInches(value: number): string {
  const quarters = Math.round(value * 4);
  const whole = Math.floor(quarters / 4);
  const fraction = ['', ' 1/4', ' 1/2', ' 3/4'][quarters % 4] ?? '';
  return `${whole}${fraction}"`;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Rounds a price up to the next whole dollar minus one cent (6.99), as retail prices read. */
export function retailRound(cents: number): number {
  return Math.ceil(cents / 100) * 100 - 1;
}

export const dayMs = 86_400_000;
