import type {
  PaymentProfile,
  PaymentProfileRepository,
} from '@/lib/domain/ports/payment-profile-repository';
import type { DatabaseHandle } from '../client';
import { lazyStatement } from './prepared';

export function createPaymentProfileRepository(handle: DatabaseHandle): PaymentProfileRepository {
  // Scoped by account in SQL: another account's user is indistinguishable from a missing one.
  const user = lazyStatement<[number, string], { id: number }>(
    handle,
    'SELECT id FROM website_users WHERE account_id = ? AND email = lower(?)',
  );
  const profiles = lazyStatement<
    [number],
    { id: number; profile_type: PaymentProfile['profileType']; name: string }
  >(handle, 'SELECT id, profile_type, name FROM payment_profiles WHERE user_id = ? ORDER BY id');
  return {
    listForUser(accountId, email) {
      const found = user().get(accountId, email.trim());
      if (!found) return Promise.resolve(undefined);
      return Promise.resolve(
        profiles()
          .all(found.id)
          .map((row) => ({ profileId: row.id, profileType: row.profile_type, name: row.name })),
      );
    },
  };
}
