import type { ServiceDeps } from './service-deps';

/**
 * The catalog's current version (lib/domain/ports/catalog-repository.ts). Read it before the rows
 * of an answer: an answer kept under this version is then never older than the version says.
 */
export function catalogVersion(deps: ServiceDeps): Promise<number> {
  return deps.repos.catalog.version();
}
