import { hashApiKey } from '@/lib/crypto/secrets';
import type { Caller } from '@/lib/domain/accounts';
import { DomainError } from '@/lib/domain/errors';
import type { AccountRepository } from '@/lib/domain/ports/account-repository';
import type { ServiceDeps } from './service-deps';

const accountNumberPattern = /^\d{1,12}$/;

function refused(): DomainError {
  return new DomainError('unauthenticated', 'Unauthorized.', [
    { field: 'Authorization', message: 'Invalid account number or API key.' },
  ]);
}

/** Account number + API key -> the calling account, or `unauthenticated`. */
export async function authenticateApiKey(
  deps: ServiceDeps,
  accountNumber: string,
  apiKey: string,
): Promise<Caller> {
  if (!accountNumberPattern.test(accountNumber) || apiKey.length === 0 || apiKey.length > 200) {
    throw refused();
  }
  const account = await deps.repos.accounts.findByApiKey(accountNumber, hashApiKey(apiKey));
  if (!account) throw refused();
  return { account, via: 'api-key' };
}

/** How many callers a process keeps (scripts of a few hundred accounts, each with one key). */
const MAX_CALLERS = 4096;

interface KnownCaller {
  version: number;
  caller: Caller;
}

const callersByRepository = new WeakMap<AccountRepository, Map<string, KnownCaller>>();

/**
 * authenticateApiKey for the hot path of /v2: a caller accepted at a data version is accepted
 * again without the key's digest and the account query while the version stands still. Every
 * write to accounts, API keys or price tiers advances it (migration catalog_versions) in its own
 * transaction, so a regenerated key or a changed tier is seen by every process at the next
 * request. Refusals are never kept. Returns the version too: it was read before anything else,
 * so the answer may use it as the version of its own rows (lib/rest/catalog/conditional-answer.ts).
 */
export async function authenticateApiKeyAtVersion(
  deps: ServiceDeps,
  accountNumber: string,
  apiKey: string,
): Promise<{ caller: Caller; version: number }> {
  const version = await deps.repos.catalog.version();
  let known = callersByRepository.get(deps.repos.accounts);
  if (known === undefined) {
    known = new Map();
    callersByRepository.set(deps.repos.accounts, known);
  }
  // Keyed by the key's digest: a long-lived map holds no API key in the clear (a heap dump).
  if (apiKey.length > 200) throw refused();
  const key = `${accountNumber}:${hashApiKey(apiKey)}`;
  const hit = known.get(key);
  if (hit !== undefined && hit.version === version) return { caller: hit.caller, version };
  const caller = await authenticateApiKey(deps, accountNumber, apiKey);
  known.delete(key);
  if (known.size >= MAX_CALLERS) {
    // The oldest entry goes (a Map iterates in insertion order).
    const oldest = known.keys().next();
    if (!oldest.done) known.delete(oldest.value);
  }
  known.set(key, { version, caller });
  return { caller, version };
}
