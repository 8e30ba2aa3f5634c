import type { StyleRecord } from '@/lib/domain/catalog';
import { normalizeIdentifierList } from '@/lib/domain/catalog-identifiers';
import { itemsListing, keysetPages, type Listing } from '@/lib/domain/listing';
import { hasStyleSelection, resolveStyleIds, type StyleSelection } from './resolve-style-ids';
import type { ServiceDeps } from './service-deps';

const PAGE_SIZE = 500;
/** A word search is a convenience for people; it does not list the whole catalog. */
const SEARCH_LIMIT = 500;

export interface StyleFilter extends StyleSelection {
  /** `?search=`: style identifiers; a token that names no style is searched as words. */
  search?: readonly string[];
}

/** GET /v2/styles in all its forms: every style (paged), or the styles the filter names. */
export async function findStyles(
  deps: ServiceDeps,
  filter: StyleFilter,
): Promise<Listing<StyleRecord>> {
  const catalog = deps.repos.catalog;
  if (!hasStyleSelection(filter) && filter.search === undefined) {
    return {
      kind: 'pages',
      pages: keysetPages(
        (after, limit) => catalog.stylesPage(after, limit),
        (s) => s.id,
        PAGE_SIZE,
      ),
    };
  }
  const ids = new Set(await resolveStyleIds(deps, filter));
  for (const token of normalizeIdentifierList(filter.search ?? [], 'search')) {
    const named = await resolveStyleIds(deps, { identifiers: [token] }, 'search');
    const found = named.length > 0 ? named : await searchWords(deps, token);
    for (const id of found) ids.add(id);
  }
  const sorted = [...ids].sort((a, b) => a - b);
  return itemsListing(await catalog.stylesByIds(sorted));
}

function searchWords(deps: ServiceDeps, text: string): Promise<number[]> {
  const words = text.split(' ').filter((w) => w.length > 0);
  return deps.repos.catalog.searchStyleIds(words, SEARCH_LIMIT);
}
