import { eq, sql } from 'drizzle-orm';
import type { WebsiteUserRepository } from '@/lib/domain/ports/website-user-repository';
import { lazy } from '@/db/shared/lazy';
import type { DatabaseHandle } from '../client';
import { websiteUsers } from '../schema';

export function createWebsiteUserRepository({ db }: DatabaseHandle): WebsiteUserRepository {
  const byEmail = lazy(() =>
    db
      .select({
        id: websiteUsers.id,
        accountId: websiteUsers.accountId,
        email: websiteUsers.email,
        name: websiteUsers.name,
        passwordHash: websiteUsers.passwordHash,
      })
      .from(websiteUsers)
      .where(eq(websiteUsers.email, sql.placeholder('email')))
      .prepare(),
  );
  return {
    findByEmail(email) {
      // E-mails are stored lower-case (schema), so the lookup stays an index hit.
      return Promise.resolve(byEmail().get({ email: email.trim().toLowerCase() }));
    },
  };
}
