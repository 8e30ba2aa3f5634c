import type { SpecRecord } from '@/lib/domain/catalog';
import { normalizeIdentifierList, parseIdList } from '@/lib/domain/catalog-identifiers';
import { itemsListing, keysetPages, type Listing } from '@/lib/domain/listing';
import { hasStyleSelection, resolveStyleIds, type StyleSelection } from './resolve-style-ids';
import type { ServiceDeps } from './service-deps';

const PAGE_SIZE = 2000;

export interface SpecFilter extends StyleSelection {
  /** The path of /v2/specs: SpecIDs (compatibility.md §3). */
  specIds?: readonly string[];
}

/**
 * GET /v2/specs in all its forms. The path carries SpecIDs; a path token that is not a number
 * cannot be one, so it is read as a style identifier (`Gildan 5000`) rather than refused.
 */
export async function findSpecs(
  deps: ServiceDeps,
  filter: SpecFilter,
): Promise<Listing<SpecRecord>> {
  const catalog = deps.repos.catalog;
  const pathTokens = normalizeIdentifierList(filter.specIds ?? [], 'SpecID');
  const numeric = pathTokens.filter((t) => /^\d+$/.test(t));
  const named = pathTokens.filter((t) => !/^\d+$/.test(t));
  const selection: StyleSelection = {
    ...filter,
    identifiers: [...(filter.identifiers ?? []), ...named],
  };
  if (filter.specIds === undefined && !hasStyleSelection(filter)) {
    return {
      kind: 'pages',
      pages: keysetPages(
        (after, limit) => catalog.specsPage(after, limit),
        (s) => s.id,
        PAGE_SIZE,
      ),
    };
  }
  const found = new Map<number, SpecRecord>();
  for (const spec of await catalog.specsByIds(parseIdList(numeric, 'SpecID')))
    found.set(spec.id, spec);
  const styleIds = await resolveStyleIds(deps, selection);
  if (styleIds.length > 0) {
    for (const spec of await catalog.specsByStyleIds(styleIds)) found.set(spec.id, spec);
  }
  return itemsListing([...found.values()].sort((a, b) => a.id - b.id));
}
