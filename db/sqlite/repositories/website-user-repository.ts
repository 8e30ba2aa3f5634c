import type {
  WebsiteUserCredentials,
  WebsiteUserRepository,
} from '@/lib/domain/ports/website-user-repository';
import type { DatabaseHandle } from '../client';
import { lazyStatement } from './prepared';

interface UserRow {
  id: number;
  account_id: number;
  email: string;
  name: string;
  password_hash: string;
  failed_sign_ins: number;
  locked_until: number | null;
}

export function createWebsiteUserRepository(handle: DatabaseHandle): WebsiteUserRepository {
  const byEmail = lazyStatement<[string], UserRow>(
    handle,
    `SELECT id, account_id, email, name, password_hash, failed_sign_ins, locked_until
       FROM website_users WHERE email = ?`,
  );
  // One statement, so two failures racing in two processes both count.
  const failure = lazyStatement<[number], { failed_sign_ins: number }>(
    handle,
    'UPDATE website_users SET failed_sign_ins = failed_sign_ins + 1 WHERE id = ? RETURNING failed_sign_ins',
  );
  const lock = lazyStatement<[number, number], unknown>(
    handle,
    'UPDATE website_users SET locked_until = ? WHERE id = ?',
  );
  const success = lazyStatement<[number], unknown>(
    handle,
    'UPDATE website_users SET failed_sign_ins = 0, locked_until = NULL WHERE id = ?',
  );
  return {
    findByEmail(email) {
      // E-mails are stored lower-case (schema), so the lookup stays an index hit.
      const row = byEmail().get(email.trim().toLowerCase());
      const user: WebsiteUserCredentials | undefined = row && {
        id: row.id,
        accountId: row.account_id,
        email: row.email,
        name: row.name,
        passwordHash: row.password_hash,
        failedSignIns: row.failed_sign_ins,
        lockedUntil: row.locked_until,
      };
      return Promise.resolve(user);
    },
    recordFailure(userId) {
      return Promise.resolve(failure().get(userId)?.failed_sign_ins ?? 0);
    },
    lockUntil(userId, until) {
      lock().run(until, userId);
      return Promise.resolve();
    },
    recordSuccess(userId) {
      success().run(userId);
      return Promise.resolve();
    },
  };
}
