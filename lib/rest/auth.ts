// HTTP Basic (account number : API key), as compatibility.md §2 describes, or a portal session.
import type { Caller } from '@/lib/domain/accounts';
import { DomainError } from '@/lib/domain/errors';
import type { AppContainer } from '@/lib/server/container';
import { authenticateApiKey } from '@/lib/services/authenticate-api-key';
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

export async function authenticate(
  app: AppContainer,
  req: RestRequest,
  resolveSession?: SessionResolver,
): Promise<Caller> {
  const credentials = parseBasicAuthorization(req.headers.authorization);
  if (credentials) return authenticateApiKey(app.deps, credentials.user, credentials.password);
  if (resolveSession) {
    const caller = await resolveSession(req, app);
    if (caller) return caller;
  }
  throw new DomainError('unauthenticated', 'Unauthorized.', [
    {
      field: 'Authorization',
      message: 'Send your account number and API key with HTTP Basic authentication.',
    },
  ]);
}
