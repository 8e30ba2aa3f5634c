import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  PaymentProfile,
  PaymentProfileRepository,
} from '@/lib/domain/ports/payment-profile-repository';
import { lazy } from '@/db/shared/lazy';
import type { DatabaseHandle } from '../client';
import { paymentProfiles, websiteUsers } from '../schema';

export function createPaymentProfileRepository({ db }: DatabaseHandle): PaymentProfileRepository {
  // Scoped by account in SQL: another account's user is indistinguishable from a missing one.
  const user = lazy(() =>
    db
      .select({ id: websiteUsers.id })
      .from(websiteUsers)
      .where(
        and(
          eq(websiteUsers.accountId, sql.placeholder('accountId')),
          eq(websiteUsers.email, sql`lower(${sql.placeholder('email')})`),
        ),
      )
      .prepare(),
  );
  const profiles = lazy(() =>
    db
      .select({
        profileId: paymentProfiles.id,
        // The column holds only the port's two values (seeded and written by us).
        profileType: sql<PaymentProfile['profileType']>`${paymentProfiles.profileType}`,
        name: paymentProfiles.name,
      })
      .from(paymentProfiles)
      .where(eq(paymentProfiles.userId, sql.placeholder('userId')))
      .orderBy(asc(paymentProfiles.id))
      .prepare(),
  );
  return {
    listForUser(accountId, email) {
      const found = user().get({ accountId, email: email.trim() });
      if (!found) return Promise.resolve(undefined);
      return Promise.resolve(profiles().all({ userId: found.id }));
    },
  };
}
