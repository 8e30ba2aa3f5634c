// Catalog reads of the portal's Server Components: the same services as /v2, with the session's
// account (app -> lib/server -> lib/services).
import type { CatalogSearch } from '@/lib/contracts/catalog-search';
import type { CatalogFacets } from '@/lib/domain/ports/catalog-search-repository';
import {
  catalogFacets,
  catalogSearchInputOf,
  searchCatalog,
  type CatalogSearchPage,
} from '@/lib/services/search-catalog';
import { getStylePage } from '@/lib/services/get-style-page';
import { getContainer } from './container';
import type { PortalSession } from './session';

export async function searchCatalogFor(
  session: PortalSession,
  search: CatalogSearch,
): Promise<CatalogSearchPage> {
  const { deps } = await getContainer();
  return searchCatalog(deps, session.account, catalogSearchInputOf(search));
}

export async function loadCatalogFacets(): Promise<CatalogFacets> {
  return catalogFacets((await getContainer()).deps);
}

export async function loadStylePage(session: PortalSession, styleId: number) {
  return getStylePage((await getContainer()).deps, session.account, styleId);
}

/** "Brand Style" of a style for the page title; undefined when there is no such style. */
export async function styleLabel(styleId: number): Promise<string | undefined> {
  const [style] = await (await getContainer()).deps.repos.catalog.stylesByIds([styleId]);
  return style && `${style.brandName} ${style.styleName}`;
}
