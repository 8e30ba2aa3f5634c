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
}

// Failed sign-ins are counted per e-mail and client address, not per user (sign-in-throttle-
// repository.ts); the users' own failed_sign_ins / locked_until columns are no longer used.
export function createWebsiteUserRepository(handle: DatabaseHandle): WebsiteUserRepository {
  const byEmail = lazyStatement<[string], UserRow>(
    handle,
    `SELECT id, account_id, email, name, password_hash FROM website_users WHERE email = ?`,
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
      };
      return Promise.resolve(user);
    },
  };
}
