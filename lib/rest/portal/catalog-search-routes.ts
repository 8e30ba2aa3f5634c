// GET /v2/catalog/search?q=&brand=&category=&new=&sustainable=&instock=&sort=&page=&size= – the
// portal's catalog search, beyond the contract: free text over style name, brand, title, part
// number, sku and gtin; filters; sort; offset pages; prices for the calling account. The same
// search the catalog page renders on the server, for scripts and client code. Words go through the
// full-text index with synonyms ("hoodie", "tee", "crew"), prefixes and typo corrections.
// GET /v2/catalog/search/counts?<same parameters> – how many styles each filter value would leave:
//   {brands:{id:n}, categories:{id:n}, warehouses:{code:n}, newStyles:n, sustainableStyles:n}.
// GET /v2/catalog/suggest?q= – search as you type: up to 8 styles, the last word read as a prefix.
import { catalogSearchParamsSchema, type CatalogHit } from '@/lib/contracts/catalog-search';
import { DomainError } from '@/lib/domain/errors';
import { centsToNumber } from '@/lib/domain/money';
import {
  catalogSearchInputOf,
  countCatalogFacets,
  searchCatalog,
} from '@/lib/services/search-catalog';
import { suggestStyles } from '@/lib/services/suggest-styles';
import type { RestRequest } from '../types';
import { json } from '../responses';
import type { Route } from '../router';

const names = ['q', 'brand', 'category', 'new', 'sustainable', 'instock', 'sort', 'page', 'size'];

/** The search's query parameters -> a typed search; a 400 names each bad parameter. */
function parseSearch(req: RestRequest) {
  const raw: Record<string, string> = {};
  for (const name of names) {
    const value = req.query.get(name);
    if (value !== undefined) raw[name] = value;
  }
  const parsed = catalogSearchParamsSchema.safeParse(raw);
  if (!parsed.success) {
    throw DomainError.invalid(
      parsed.error.issues.map((issue) => ({
        field: String(issue.path[0] ?? 'query'),
        message: issue.message,
      })),
    );
  }
  return parsed.data;
}

export const catalogSearchRoutes: Route[] = [
  {
    method: 'GET',
    pattern: 'v2/catalog/search',
    async handler({ req, caller, app }) {
      const search = parseSearch(req);
      const result = await searchCatalog(app.deps, caller.account, catalogSearchInputOf(search));
      const hits: CatalogHit[] = result.hits.map((hit) => ({
        styleID: hit.styleId,
        partNumber: hit.partNumber,
        brandName: hit.brandName,
        styleName: hit.styleName,
        title: hit.title,
        baseCategory: hit.baseCategory,
        styleImage: hit.styleImage,
        newStyle: hit.newStyle,
        sustainableStyle: hit.sustainableStyle,
        colorCount: hit.colorCount,
        qty: hit.qty,
        minPrice: centsToNumber(hit.minPriceCents),
        maxPrice: centsToNumber(hit.maxPriceCents),
        onSale: hit.onSale,
      }));
      return json(200, { total: result.total, page: result.page, pageSize: result.pageSize, hits });
    },
  },
  {
    method: 'GET',
    pattern: 'v2/catalog/search/counts',
    async handler({ req, app }) {
      const counts = await countCatalogFacets(app.deps, catalogSearchInputOf(parseSearch(req)));
      return json(200, {
        brands: Object.fromEntries(counts.brands),
        categories: Object.fromEntries(counts.categories),
        warehouses: Object.fromEntries(counts.warehouses),
        newStyles: counts.newStyles,
        sustainableStyles: counts.sustainableStyles,
      });
    },
  },
  {
    method: 'GET',
    pattern: 'v2/catalog/suggest',
    async handler({ req, app }) {
      const text = (req.query.get('q') ?? '').slice(0, 200);
      const suggestions = await suggestStyles(app.deps, text);
      return json(
        200,
        suggestions.map((s) => ({
          styleID: s.styleId,
          brandName: s.brandName,
          styleName: s.styleName,
          title: s.title,
        })),
      );
    },
  },
];
