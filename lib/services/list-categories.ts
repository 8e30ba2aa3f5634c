import type { CategoryRecord } from '@/lib/domain/catalog';
import { parseIdList } from '@/lib/domain/catalog-identifiers';
import type { ServiceDeps } from './service-deps';

/** GET /v2/categories: every category, or those with the given ids. */
export function listCategories(
  deps: ServiceDeps,
  tokens?: readonly string[],
): Promise<CategoryRecord[]> {
  if (tokens === undefined) return deps.repos.catalog.listCategories();
  return deps.repos.catalog.listCategories(parseIdList(tokens, 'categoryID'));
}
