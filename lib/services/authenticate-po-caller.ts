import type { Caller } from '@/lib/domain/accounts';
import { DomainError, isDomainError } from '@/lib/domain/errors';
import { authenticateApiKey } from './authenticate-api-key';
import type { ServiceDeps } from './service-deps';

/**
 * The PromoStandards `id` (account number) and `password` (API key) -> the calling account.
 * Unlike HTTP Basic, the PO standard tells the caller whether the id or the password was wrong
 * (codes 100 and 105), so the error names the field at fault.
 */
export async function authenticatePoCaller(
  deps: ServiceDeps,
  id: string,
  password: string,
): Promise<Caller> {
  try {
    return await authenticateApiKey(deps, id, password);
  } catch (error) {
    if (!isDomainError(error) || error.code !== 'unauthenticated') throw error;
    const known = await deps.repos.poLookup.accountNumberExists(id);
    throw known
      ? new DomainError('unauthenticated', 'Unauthorized.', [
          { field: 'password', message: 'Authentication Credentials failed.' },
        ])
      : new DomainError('unauthenticated', 'Unauthorized.', [
          { field: 'id', message: `ID not found: ${id}.` },
        ]);
  }
}
