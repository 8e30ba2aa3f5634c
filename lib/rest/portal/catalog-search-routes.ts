// GET /v2/catalog/search?q=&brand=&category=&new=&sustainable=&instock=&sort=&page=&size= – the
// portal's catalog search, beyond the contract: free text over style name, brand, title, part
// number, sku and gtin; filters; sort; offset pages; prices for the calling account. The same
// search the catalog page renders on the server, for scripts and client code.
import { catalogSearchParamsSchema, type CatalogHit } from '@/lib/contracts/catalog-search';
import { DomainError } from '@/lib/domain/errors';
import { centsToNumber } from '@/lib/domain/money';
import { catalogSearchInputOf, searchCatalog } from '@/lib/services/search-catalog';
import { json } from '../responses';
import type { Route } from '../router';

const names = ['q', 'brand', 'category', 'new', 'sustainable', 'instock', 'sort', 'page', 'size'];

export const catalogSearchRoutes: Route[] = [
  {
    method: 'GET',
    pattern: 'v2/catalog/search',
    async handler({ req, caller, app }) {
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
      const search = parsed.data;
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
];
