import type { Caller } from '@/lib/domain/accounts';
import { validateYourSku, type CrossRef } from '@/lib/domain/cross-refs';
import { DomainError } from '@/lib/domain/errors';
import type { ServiceDeps } from './service-deps';

/**
 * GET /v2/crossref/ (all, compatibility.md §3) and GET /v2/crossref/{yourSku,…} (§4.8).
 * A list of yourSkus of which none exists is a 404.
 */
export async function getCrossRefs(
  deps: ServiceDeps,
  caller: Caller,
  yourSkus: readonly string[] | undefined,
): Promise<CrossRef[]> {
  if (yourSkus === undefined || yourSkus.length === 0) {
    return deps.repos.crossRefs.list(caller.account.id);
  }
  const wanted = yourSkus.map((sku) => validateYourSku(sku));
  const found = await deps.repos.crossRefs.list(caller.account.id, wanted);
  if (found.length === 0) {
    throw DomainError.notFound('yourSku', 'No cross reference exists for the requested sku(s).');
  }
  return found;
}
