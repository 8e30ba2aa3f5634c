// PostgreSQL twin of db/sqlite/repositories/website-user-repository.ts. Failed sign-ins are counted
// per e-mail and client address (sign-in-throttle-repository.ts), not in the user's row.
import { eq, sql } from 'drizzle-orm';
import type { WebsiteUserRepository } from '@/lib/domain/ports/website-user-repository';
import { lazy } from '@/db/shared/lazy';
import type { PostgresHandle } from '../client';
import { websiteUsers } from '../schema';

export function createWebsiteUserRepository({ db }: PostgresHandle): WebsiteUserRepository {
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
      .prepare('c_user_by_email'),
  );
  return {
    async findByEmail(email) {
      // E-mails are stored lower-case (schema), so the lookup stays an index hit.
      const [row] = await byEmail().execute({ email: email.trim().toLowerCase() });
      return row;
    },
  };
}
