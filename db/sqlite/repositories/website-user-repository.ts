import { eq, sql } from 'drizzle-orm';
import type { WebsiteUserRepository } from '@/lib/domain/ports/website-user-repository';
import { lazy } from '@/db/shared/lazy';
import type { DatabaseHandle } from '../client';
import { websiteUsers } from '../schema';

const userId = sql.placeholder('userId');

export function createWebsiteUserRepository({ db }: DatabaseHandle): WebsiteUserRepository {
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
      .prepare(),
  );
  // One statement, so two failures racing in two processes both count.
  const failure = lazy(() =>
    db
      .update(websiteUsers)
      .set({ failedSignIns: sql`${websiteUsers.failedSignIns} + 1` })
      .where(eq(websiteUsers.id, userId))
      .returning({ failedSignIns: websiteUsers.failedSignIns })
      .prepare(),
  );
  const lock = lazy(() =>
    db
      .update(websiteUsers)
      // drizzle's set() takes values or SQL, not a bare placeholder.
      .set({ lockedUntil: sql`${sql.placeholder('until')}` })
      .where(eq(websiteUsers.id, userId))
      .prepare(),
  );
  const success = lazy(() =>
    db
      .update(websiteUsers)
      .set({ failedSignIns: 0, lockedUntil: null })
      .where(eq(websiteUsers.id, userId))
      .prepare(),
  );
  return {
    findByEmail(email) {
      // E-mails are stored lower-case (schema), so the lookup stays an index hit.
      return Promise.resolve(byEmail().get({ email: email.trim().toLowerCase() }));
    },
    recordFailure(id) {
      return Promise.resolve(failure().get({ userId: id })?.failedSignIns ?? 0);
    },
    lockUntil(id, until) {
      lock().run({ userId: id, until });
      return Promise.resolve();
    },
    recordSuccess(id) {
      success().run({ userId: id });
      return Promise.resolve();
    },
  };
}
