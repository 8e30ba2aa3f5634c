import type { Metadata } from 'next';
import { CatalogFilters } from '@/components/catalog/catalog-filters';
import { StyleCard } from '@/components/catalog/style-card';
import { Pagination } from '@/components/ui/pagination';
import {
  catalogSearchParamsSchema,
  catalogSearchQuery,
  type CatalogSearch,
} from '@/lib/contracts/catalog-search';
import { flattenSearchParams } from '@/lib/contracts/search-params';
import {
  countCatalogFacetsFor,
  loadCatalogFacets,
  searchCatalogFor,
} from '@/lib/server/portal-catalog';
import { requireSession } from '@/lib/server/session';

export const metadata: Metadata = { title: 'Catalog' };

/** The cards of the first rows (four per row on a desktop) load at once: one is the page's LCP. */
const ABOVE_THE_FOLD = 8;

export default async function CatalogPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const session = await requireSession();
  const parsed = catalogSearchParamsSchema.safeParse(flattenSearchParams(await searchParams));
  const search: CatalogSearch = parsed.success ? parsed.data : catalogSearchParamsSchema.parse({});
  // Not awaited: the filters' counts stream in behind Suspense (components/catalog/catalog-filters).
  const counts = countCatalogFacetsFor(search);
  const [facets, result] = await Promise.all([
    loadCatalogFacets(),
    searchCatalogFor(session, search),
  ]);
  const pageCount = Math.max(1, Math.ceil(result.total / result.pageSize));
  const first = (result.page - 1) * result.pageSize + 1;
  const last = first + result.hits.length - 1;

  return (
    <div className="flex flex-col gap-6 md:flex-row">
      <aside className="md:w-64 md:shrink-0">
        <CatalogFilters search={search} facets={facets} counts={counts} />
      </aside>
      <section aria-labelledby="catalog-heading" className="flex min-w-0 flex-1 flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 id="catalog-heading" className="text-2xl font-semibold text-brand-900">
            Catalog
          </h1>
          <p className="text-sm text-slate-600" role="status">
            {result.total === 0
              ? 'No styles found'
              : result.hits.length === 0
                ? `Page ${result.page} is past the end: ${result.total.toLocaleString('en-US')} styles on ${pageCount} page${pageCount === 1 ? '' : 's'}`
                : `${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${result.total.toLocaleString('en-US')} styles`}
          </p>
        </div>
        {!parsed.success && (
          <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            Some search settings in the address were not understood and were ignored.
          </p>
        )}
        {result.hits.length === 0 && result.total > 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
            <a
              href={`/catalog${catalogSearchQuery({ ...search, page: pageCount })}`}
              className="text-brand-700 underline"
            >
              Go to the last page ({pageCount})
            </a>
          </p>
        ) : result.hits.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="font-medium text-slate-800">No styles match this search.</p>
            <p className="mt-1 text-sm text-slate-600">
              Try fewer words or filters, or{' '}
              <a href="/catalog" className="text-brand-700 underline">
                clear the search
              </a>
              .
            </p>
          </div>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Styles">
            {result.hits.map((hit, index) => (
              <StyleCard key={hit.styleId} style={hit} aboveTheFold={index < ABOVE_THE_FOLD} />
            ))}
          </ul>
        )}
        <Pagination
          page={result.page}
          pageCount={pageCount}
          href={(page) => `/catalog${catalogSearchQuery({ ...search, page })}`}
        />
      </section>
    </div>
  );
}
