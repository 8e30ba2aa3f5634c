import type { Caller } from '@/lib/domain/accounts';
import { validateYourSku } from '@/lib/domain/cross-refs';
import { DomainError } from '@/lib/domain/errors';
import type { ServiceDeps } from './service-deps';

/** DELETE /v2/crossref/{yourSku} (compatibility.md §3): 204, or 404 when there is none. */
export async function deleteCrossRef(
  deps: ServiceDeps,
  caller: Caller,
  yourSkuInput: string | undefined,
): Promise<void> {
  const yourSku = validateYourSku(yourSkuInput);
  const removed = await deps.repos.crossRefs.remove(caller.account.id, yourSku);
  if (!removed) {
    throw DomainError.notFound('yourSku', `No cross reference exists for ${yourSku}.`);
  }
}
