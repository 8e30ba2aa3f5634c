import type { Caller } from '@/lib/domain/accounts';
import { AUTH_FAILURE_WINDOW_MS, authThrottleVerdict } from '@/lib/domain/api-auth-throttle';
import { DomainError, isDomainError } from '@/lib/domain/errors';
import { authenticateApiKey } from './authenticate-api-key';
import type { ServiceDeps } from './service-deps';

export interface SoapCredentials {
  /** PromoStandards `id`: the account number. */
  id: string;
  /** PromoStandards `password`: the API key. */
  password: string;
  /** The service asked for (its access key, e.g. 'order-status'). */
  service: string;
  /** Where the request came from ('' when the door cannot tell). */
  clientAddress: string;
}

/**
 * The PromoStandards `id` and `password` -> the calling account, for one service. Unlike HTTP
 * Basic, the standards tell the caller whether the id or the password was wrong (codes 100 and
 * 105), so the error names the field at fault; an account refused the service is `forbidden`
 * (104). Failures are throttled per client address: past the limit, credentials are refused
 * without being checked until the window frees up.
 */
export async function authenticateSoapCaller(
  deps: ServiceDeps,
  credentials: SoapCredentials,
): Promise<Caller> {
  const { id, password, service, clientAddress } = credentials;
  const now = deps.clock.now();
  const since = now - AUTH_FAILURE_WINDOW_MS;
  const verdict = authThrottleVerdict(
    await deps.repos.apiAuthFailures.counts(id, clientAddress, since),
    now,
  );
  if (!verdict.allowed) {
    throw new DomainError('unauthenticated', 'Unauthorized.', [
      {
        field: 'throttle',
        message: `Authentication Credentials failed too often; try again in ${verdict.retryAfterSeconds} seconds.`,
      },
    ]);
  }
  let caller: Caller;
  try {
    caller = await authenticateApiKey(deps, id, password);
  } catch (error) {
    if (!isDomainError(error) || error.code !== 'unauthenticated') throw error;
    await deps.repos.apiAuthFailures.record(id, clientAddress, now, since);
    const known = await deps.repos.poLookup.accountNumberExists(id);
    throw known
      ? new DomainError('unauthenticated', 'Unauthorized.', [
          { field: 'password', message: 'Authentication Credentials failed.' },
        ])
      : new DomainError('unauthenticated', 'Unauthorized.', [
          { field: 'id', message: `ID not found: ${id}.` },
        ]);
  }
  if (await deps.repos.serviceAccess.isDenied(caller.account.id, service)) {
    throw new DomainError('forbidden', 'Forbidden.', [
      { field: 'id', message: `Account ${id} is not authorized to use this service.` },
    ]);
  }
  return caller;
}
