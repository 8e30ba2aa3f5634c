import type { Caller } from '@/lib/domain/accounts';
import { validateYourSku, type CrossRef } from '@/lib/domain/cross-refs';
import { DomainError } from '@/lib/domain/errors';
import type { ServiceDeps } from './service-deps';

export interface PutCrossRefResult {
  outcome: 'created' | 'updated';
  crossRef: CrossRef;
}

/** PUT /v2/crossref/{yourSku}?Identifier=… (interface-v2.md §4.9). */
export async function putCrossRef(
  deps: ServiceDeps,
  caller: Caller,
  yourSkuInput: string | undefined,
  identifier: string | undefined,
): Promise<PutCrossRefResult> {
  const yourSku = validateYourSku(yourSkuInput);
  if (identifier === undefined || identifier.trim().length === 0) {
    throw DomainError.field('Identifier', 'Required. Give a SkuID, Sku or Gtin.');
  }
  const productId = await deps.repos.crossRefs.findProductId(identifier);
  if (productId === undefined) {
    throw DomainError.notFound(
      'Identifier',
      'Requested item(s) were not found or have been discontinued.',
    );
  }
  const accountId = caller.account.id;
  const outcome = await deps.repos.crossRefs.upsert(
    accountId,
    yourSku,
    productId,
    deps.clock.now(),
  );
  const [crossRef] = await deps.repos.crossRefs.list(accountId, [yourSku]);
  if (!crossRef) throw new Error(`cross reference ${yourSku} vanished after upsert`);
  return { outcome, crossRef };
}
