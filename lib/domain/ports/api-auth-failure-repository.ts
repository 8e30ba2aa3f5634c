import type { AuthFailureCounts } from '../api-auth-throttle';

/** Failed API-key authentications of the SOAP services, for their throttle. */
export interface ApiAuthFailureRepository {
  /** Failures since `since` from the address, and of those for the account number. */
  counts(accountNumber: string, clientAddress: string, since: number): Promise<AuthFailureCounts>;
  /** Records one failure (and forgets those older than `forgetBefore`). */
  record(
    accountNumber: string,
    clientAddress: string,
    at: number,
    forgetBefore: number,
  ): Promise<void>;
}
