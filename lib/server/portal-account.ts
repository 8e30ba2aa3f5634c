// Account reads and actions of the portal's Server Components and Server Actions.
import { getAccountOverview } from '@/lib/services/get-account-overview';
import { regenerateApiKey } from '@/lib/services/regenerate-api-key';
import { getConfig } from './config';
import { getContainer } from './container';
import type { PortalSession } from './session';

export async function loadAccountOverview(session: PortalSession) {
  return getAccountOverview((await getContainer()).deps, session.account, session.email);
}

export async function regenerateApiKeyFor(session: PortalSession) {
  return regenerateApiKey((await getContainer()).deps, {
    account: session.account,
    userId: session.userId,
    via: 'session',
  });
}

export function businessTimeZone(): string {
  return getConfig().BUSINESS_TIME_ZONE;
}
