// PostgreSQL twin of db/sqlite/repositories/website-user-repository.ts. The sign-in throttle state
// lives in the user's row, so every process sees and counts the same failures.
import { eq, sql } from 'drizzle-orm';
import type { WebsiteUserRepository } from '@/lib/domain/ports/website-user-repository';
import { lazy } from '@/db/shared/lazy';
import type { PostgresHandle } from '../client';
import { websiteUsers } from '../schema';

const userId = sql.placeholder('userId');

export function createWebsiteUserRepository({ db }: PostgresHandle): WebsiteUserRepository {
  const byEmail = lazy(() =>
    db
      .select({
        id: websiteUsers.id,
        accountId: websiteUsers.accountId,
        email: websiteUsers.email,
        name: websiteUsers.name,
        passwordHash: websiteUsers.passwordHash,
        failedSignIns: websiteUsers.failedSignIns,
        lockedUntil: websiteUsers.lockedUntil,
      })
      .from(websiteUsers)
      .where(eq(websiteUsers.email, sql.placeholder('email')))
      .prepare('c_user_by_email'),
  );
  // One statement: concurrent failures in several processes queue on the row lock and each
  // counts (READ COMMITTED re-reads the updated row before adding one).
  const failure = lazy(() =>
    db
      .update(websiteUsers)
      .set({ failedSignIns: sql`${websiteUsers.failedSignIns} + 1` })
      .where(eq(websiteUsers.id, userId))
      .returning({ failedSignIns: websiteUsers.failedSignIns })
      .prepare('c_user_sign_in_failed'),
  );
  const lock = lazy(() =>
    db
      .update(websiteUsers)
      // drizzle's set() takes values or SQL, not a bare placeholder.
      .set({ lockedUntil: sql`${sql.placeholder('until')}` })
      .where(eq(websiteUsers.id, userId))
      .prepare('c_user_lock'),
  );
  const success = lazy(() =>
    db
      .update(websiteUsers)
      .set({ failedSignIns: 0, lockedUntil: null })
      .where(eq(websiteUsers.id, userId))
      .prepare('c_user_signed_in'),
  );
  return {
    async findByEmail(email) {
      // E-mails are stored lower-case (schema), so the lookup stays an index hit.
      const [row] = await byEmail().execute({ email: email.trim().toLowerCase() });
      return row;
    },
    async recordFailure(id) {
      const [row] = await failure().execute({ userId: id });
      return row?.failedSignIns ?? 0;
    },
    async lockUntil(id, until) {
      await lock().execute({ userId: id, until });
    },
    async recordSuccess(id) {
      await success().execute({ userId: id });
    },
  };
}
