import type { BrandRecord } from '@/lib/domain/catalog';
import { normalizeIdentifierList } from '@/lib/domain/catalog-identifiers';
import type { ServiceDeps } from './service-deps';

/** GET /v2/brands: every brand, or those named by id or by name (any case). */
export function listBrands(deps: ServiceDeps, tokens?: readonly string[]): Promise<BrandRecord[]> {
  if (tokens === undefined) return deps.repos.catalog.listBrands();
  const list = normalizeIdentifierList(tokens, 'brandID');
  const ids = list.filter((t) => /^\d{1,9}$/.test(t)).map(Number);
  return deps.repos.catalog.listBrands({ ids, names: list });
}
