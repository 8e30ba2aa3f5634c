// A real portal session for HTTP tests: a next-auth JWT cookie minted with the server's secret,
// exactly what the browser sends after signing in (lib/server/session-caller.ts decodes it).
import { encode } from '@auth/core/jwt';
import { eq } from 'drizzle-orm';
import type { TestServer } from './harness';

const COOKIE = 'authjs.session-token';

export interface SessionUser {
  userId: number;
  accountId: number;
}

export async function findWebsiteUser(server: TestServer, email: string): Promise<SessionUser> {
  const { db, t } = server;
  const [row] = await db
    .select({ userId: t.websiteUsers.id, accountId: t.websiteUsers.accountId })
    .from(t.websiteUsers)
    .where(eq(t.websiteUsers.email, email));
  if (!row) throw new Error(`no website user ${email}`);
  return row;
}

/** Empties every user's cart and forgets their checkout settings, so each test starts afresh. */
export async function clearCarts({ db, t }: TestServer): Promise<void> {
  await db.delete(t.cartLines);
  await db.delete(t.cartSettings);
}

/** fetch as the signed-in website user, from our own origin (as the portal's pages do). */
export async function sessionCaller(server: TestServer, email: string) {
  const user = await findWebsiteUser(server, email);
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
