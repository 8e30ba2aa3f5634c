// The catalog page's search state, as it travels in the URL (so a search can be shared) and as
// GET /v2/catalog/search reads it. Case-insensitive names are the router's business; here: values.
import { z } from 'zod';

export const CATALOG_SORTS = [
  'relevance',
  'name',
  'brand',
  'price-asc',
  'price-desc',
  'newest',
] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

export const CATALOG_PAGE_SIZES = [24, 48, 96] as const;

const idList = z
  .string()
  .trim()
  .max(2000)
  .transform((text, ctx) => {
    const parts = text
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const ids = parts.map(Number);
    if (ids.some((id) => !Number.isInteger(id) || id <= 0)) {
      ctx.addIssue({ code: 'custom', message: 'Must be a comma-separated list of ids.' });
      return z.NEVER;
    }
    return ids;
  });

const codeList = z
  .string()
  .trim()
  .max(200)
  .transform((text, ctx) => {
    const codes = text
      .split(',')
      .map((p) => p.trim().toUpperCase())
      .filter(Boolean);
    if (codes.some((code) => !/^[A-Z]{2,4}$/.test(code))) {
      ctx.addIssue({
        code: 'custom',
        message: 'Must be a comma-separated list of warehouse codes.',
      });
      return z.NEVER;
    }
    return codes;
  });

const flag = z.enum(['1', 'true', '0', 'false', '']).transform((v) => v === '1' || v === 'true');

/** The URL's search parameters (all strings) -> a typed search. */
export const catalogSearchParamsSchema = z.object({
  q: z.string().trim().max(200).default(''),
  brand: idList.default([]),
  category: idList.default([]),
  new: flag.default(false),
  sustainable: flag.default(false),
  instock: codeList.default([]),
  sort: z.enum(CATALOG_SORTS).default('relevance'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce
    .number()
    .int()
    .refine((n) => (CATALOG_PAGE_SIZES as readonly number[]).includes(n), 'Must be 24, 48 or 96.')
    .default(24),
});
export type CatalogSearch = z.output<typeof catalogSearchParamsSchema>;

/** The URL of a search: only what differs from the defaults, in a stable order. */
export function catalogSearchQuery(search: CatalogSearch): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.brand.length) params.set('brand', search.brand.join(','));
  if (search.category.length) params.set('category', search.category.join(','));
  if (search.new) params.set('new', '1');
  if (search.sustainable) params.set('sustainable', '1');
  if (search.instock.length) params.set('instock', search.instock.join(','));
  if (search.sort !== 'relevance') params.set('sort', search.sort);
  if (search.size !== 24) params.set('size', String(search.size));
  if (search.page > 1) params.set('page', String(search.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One style of a result page, priced for the signed-in account. Money in dollars on the wire. */
export const catalogHitSchema = z.object({
  styleID: z.number(),
  partNumber: z.string(),
  brandName: z.string(),
  styleName: z.string(),
  title: z.string(),
  baseCategory: z.string(),
  styleImage: z.string(),
  newStyle: z.boolean(),
  sustainableStyle: z.boolean(),
  colorCount: z.number(),
  /** Pieces in stock in the chosen warehouses (all warehouses when none are chosen). */
  qty: z.number(),
  minPrice: z.number(),
  maxPrice: z.number(),
  onSale: z.boolean(),
});
export type CatalogHit = z.infer<typeof catalogHitSchema>;

export const catalogSearchResultSchema = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  hits: z.array(catalogHitSchema),
});
export type CatalogSearchResult = z.infer<typeof catalogSearchResultSchema>;
