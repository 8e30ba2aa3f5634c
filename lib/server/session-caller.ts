// Portal sessions on /v2: the browser's next-auth JWT cookie makes the same endpoints answer the
// portal's client code as they answer an API key, scoped to the session's account.
import { decode } from 'next-auth/jwt';
import type { Caller } from '@/lib/domain/accounts';
import { DomainError } from '@/lib/domain/errors';
import type { RestRequest } from '@/lib/rest/types';
import { sessionIds } from './session-ids';
import type { AppContainer } from './container';

const COOKIE_NAMES = ['__Secure-authjs.session-token', 'authjs.session-token'];

function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    try {
      cookies.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      // A malformed cookie is ignored like a missing one.
    }
  }
  return cookies;
}

/** next-auth splits large tokens into `<name>.0`, `<name>.1`, …; joins them back. */
function readToken(cookies: Map<string, string>, name: string): string | undefined {
  const whole = cookies.get(name);
  if (whole) return whole;
  let joined = '';
  for (let i = 0; cookies.has(`${name}.${i}`); i++) joined += cookies.get(`${name}.${i}`);
  return joined || undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A cookie is sent by the browser on cross-site requests too, so a mutation carried by a session
 * must prove it comes from a page of ours: `Sec-Fetch-Site: same-origin`, or an `Origin` whose host
 * is the request's host. (API keys are not ambient credentials and need no such check.)
 */
export function isSameOrigin(req: RestRequest): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site) return site === 'same-origin';
  const origin = req.headers.origin;
  const host = req.headers['x-forwarded-host'] ?? req.headers.host;
  if (!origin || !host) return false;
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}

export async function resolveSessionCaller(
  req: RestRequest,
  app: AppContainer,
): Promise<Caller | undefined> {
  const cookies = parseCookies(req.headers.cookie);
  for (const name of COOKIE_NAMES) {
    const token = readToken(cookies, name);
    if (!token) continue;
    let payload: Awaited<ReturnType<typeof decode>>;
    try {
      payload = await decode({ token, secret: app.config.AUTH_SECRET, salt: name });
    } catch {
      continue; // expired, tampered or signed with another secret: not a session
    }
    const ids = sessionIds(payload);
    if (!ids) continue;
    const { accountId, userId } = ids;
    const account = await app.deps.repos.accounts.findById(accountId);
    if (!account) continue;
    if (!SAFE_METHODS.has(req.method) && !isSameOrigin(req)) {
      throw new DomainError('forbidden', 'Forbidden.', [
        { field: 'Origin', message: 'A signed-in session can change data only from this site.' },
      ]);
    }
    return { account, userId, via: 'session' };
  }
  return undefined;
}
