// HTTP Basic (account number : API key), as compatibility.md §2 describes, or a portal session.
import type { Caller } from '@/lib/domain/accounts';
import { DomainError } from '@/lib/domain/errors';
import type { AppContainer } from '@/lib/server/container';
import { authenticateApiKeyAtVersion } from '@/lib/services/authenticate-api-key';
import type { RestRequest } from './types';

export interface BasicCredentials {
  user: string;
  password: string;
}

export function parseBasicAuthorization(header: string | undefined): BasicCredentials | undefined {
  if (!header) return undefined;
  const match = /^\s*basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { user: decoded.slice(0, colon).trim(), password: decoded.slice(colon + 1).trim() };
}

/**
 * Resolves a portal session from the request's cookies. Passed to the router as an option (not
 * registered in a module global: the node:http front and Next's bundled route handler are separate
 * module instances), so that lib/rest does not depend on next-auth's internals.
 */
export type SessionResolver = (req: RestRequest, app: AppContainer) => Promise<Caller | undefined>;

/**
 * A script's request without credentials is challenged; a page's is not. Browsers mark every
 * request with Sec-Fetch-Site (Node's fetch sends Sec-Fetch-Mode too, so that alone is no sign);
 * a typed address or a link (`Sec-Fetch-Mode: navigate`) still gets the challenge, as documented
 * for the API. A (stale) portal session cookie says "browser" where Sec-Fetch-* is not sent.
 */
function isBrowserCaller(req: RestRequest): boolean {
  const mode = req.headers['sec-fetch-mode'];
  if (req.headers['sec-fetch-site'] !== undefined && mode !== 'navigate') return true;
  return /(^|;\s*)(__Secure-)?authjs\.session-token/.test(req.headers.cookie ?? '');
}

export interface Authenticated {
  caller: Caller;
  /** The data version read before the credentials were checked (API keys only). */
  version?: number;
}

export async function authenticate(
  app: AppContainer,
  req: RestRequest,
  resolveSession?: SessionResolver,
): Promise<Authenticated> {
  const credentials = parseBasicAuthorization(req.headers.authorization);
  if (credentials) {
    return authenticateApiKeyAtVersion(app.deps, credentials.user, credentials.password);
  }
  if (resolveSession) {
    const caller = await resolveSession(req, app);
    if (caller) return { caller };
  }
  // A browser page must not get a Basic challenge: Chromium would pop up a username/password box
  // (or stall the fetch) and the buyer could only type an API key. It gets a plain 401 naming
  // the session, and the portal sends the buyer to sign in (error-map.ts adds the challenge only
  // to errors on the Authorization field).
  if (isBrowserCaller(req)) {
    throw new DomainError('unauthenticated', 'Unauthorized.', [
      { field: 'session', message: 'Your session has ended. Please sign in again.' },
    ]);
  }
  throw new DomainError('unauthenticated', 'Unauthorized.', [
    {
      field: 'Authorization',
      message: 'Send your account number and API key with HTTP Basic authentication.',
    },
  ]);
}
