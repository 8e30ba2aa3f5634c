import { hashApiKey } from '@/lib/crypto/secrets';
import type { Caller } from '@/lib/domain/accounts';
import { DomainError } from '@/lib/domain/errors';
import type { ServiceDeps } from './service-deps';

const accountNumberPattern = /^\d{1,12}$/;

/** Account number + API key -> the calling account, or `unauthenticated`. */
export async function authenticateApiKey(
  deps: ServiceDeps,
  accountNumber: string,
  apiKey: string,
): Promise<Caller> {
  if (!accountNumberPattern.test(accountNumber) || apiKey.length === 0 || apiKey.length > 200) {
    throw new DomainError('unauthenticated', 'Unauthorized.', [
      { field: 'Authorization', message: 'Invalid account number or API key.' },
    ]);
  }
  const account = await deps.repos.accounts.findByApiKey(accountNumber, hashApiKey(apiKey));
  if (!account) {
    throw new DomainError('unauthenticated', 'Unauthorized.', [
      { field: 'Authorization', message: 'Invalid account number or API key.' },
    ]);
  }
  return { account, via: 'api-key' };
}
