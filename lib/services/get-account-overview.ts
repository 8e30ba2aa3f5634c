// The portal's account page: company and terms, the active API key's hint, the signed-in user's
// saved payment methods and the account's e-mail outbox.
import type { Account } from '@/lib/domain/accounts';
import type { ApiKeySummary } from '@/lib/domain/ports/api-key-repository';
import type { OutboxMessage } from '@/lib/domain/ports/outbox-repository';
import type { PaymentProfile } from '@/lib/domain/ports/payment-profile-repository';
import type { ServiceDeps } from './service-deps';

export const OUTBOX_PAGE = 50;

export interface AccountOverview {
  account: Account;
  apiKeys: ApiKeySummary[];
  paymentProfiles: PaymentProfile[];
  outbox: OutboxMessage[];
}

export async function getAccountOverview(
  deps: ServiceDeps,
  account: Account,
  userEmail: string,
): Promise<AccountOverview> {
  const [apiKeys, paymentProfiles, outbox] = await Promise.all([
    deps.repos.apiKeys.listActive(account.id),
    deps.repos.paymentProfiles.listForUser(account.id, userEmail),
    deps.repos.outbox.listForAccount(account.id, OUTBOX_PAGE),
  ]);
  return { account, apiKeys, paymentProfiles: paymentProfiles ?? [], outbox };
}
