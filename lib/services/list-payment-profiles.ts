import type { Caller } from '@/lib/domain/accounts';
import { DomainError } from '@/lib/domain/errors';
import type { PaymentProfile } from '@/lib/domain/ports/payment-profile-repository';
import type { ServiceDeps } from './service-deps';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** GET /v2/paymentprofiles/?email= (compatibility.md §3). */
export async function listPaymentProfiles(
  deps: ServiceDeps,
  caller: Caller,
  email: string | undefined,
): Promise<PaymentProfile[]> {
  const address = email?.trim() ?? '';
  if (address.length === 0) {
    throw DomainError.field('email', 'Required. Give the e-mail of a website user.');
  }
  if (!EMAIL.test(address) || address.length > 254) {
    throw DomainError.field('email', 'Invalid. Must be an e-mail address.');
  }
  const profiles = await deps.repos.paymentProfiles.listForUser(caller.account.id, address);
  // Another account's user answers exactly like a missing one (accounts are walls).
  if (profiles === undefined) {
    throw DomainError.notFound('email', 'No website user with this e-mail on your account.');
  }
  return profiles;
}
