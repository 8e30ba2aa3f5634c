// PostgreSQL twin of db/sqlite/repositories/payment-profile-repository.ts.
import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  PaymentProfile,
  PaymentProfileRepository,
} from '@/lib/domain/ports/payment-profile-repository';
import { lazy } from '@/db/shared/lazy';
import type { PostgresHandle } from '../client';
import { paymentProfiles, websiteUsers } from '../schema';

export function createPaymentProfileRepository({ db }: PostgresHandle): PaymentProfileRepository {
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
      .prepare('c_payment_profile_user'),
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
      .prepare('c_payment_profiles'),
  );
  return {
    async listForUser(accountId, email) {
      const [found] = await user().execute({ accountId, email: email.trim() });
      if (!found) return undefined;
      return profiles().execute({ userId: found.id });
    },
  };
}
