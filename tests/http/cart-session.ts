// A real portal session for HTTP tests: a next-auth JWT cookie minted with the server's secret,
// exactly what the browser sends after signing in (lib/server/session-caller.ts decodes it).
import { encode } from '@auth/core/jwt';
import type { TestServer } from './harness';

const COOKIE = 'authjs.session-token';

export interface SessionUser {
  userId: number;
  accountId: number;
}

export function findWebsiteUser(server: TestServer, email: string): SessionUser {
  const row = server.app.database.sqlite
    .prepare<[string], { id: number; account_id: number }>(
      'SELECT id, account_id FROM website_users WHERE email = ?',
    )
    .get(email);
  if (!row) throw new Error(`no website user ${email}`);
  return { userId: row.id, accountId: row.account_id };
}

/** fetch as the signed-in website user, from our own origin (as the portal's pages do). */
export async function sessionCaller(server: TestServer, email: string) {
  const user = findWebsiteUser(server, email);
  const token = await encode({
    token: { sub: String(user.userId), userId: user.userId, accountId: user.accountId },
    secret: server.app.config.AUTH_SECRET,
    salt: COOKIE,
  });
  return {
    user,
    call(path: string, init: RequestInit = {}): Promise<Response> {
      const headers = new Headers(init.headers);
      headers.set('cookie', `${COOKIE}=${token}`);
      if (!headers.has('sec-fetch-site')) headers.set('sec-fetch-site', 'same-origin');
      if (init.body !== undefined) headers.set('content-type', 'application/json');
      return server.call(path, { ...init, headers, as: null });
    },
  };
}
