// Account reads and actions of the portal's Server Components and Server Actions.
import { getAccountOverview } from '@/lib/services/get-account-overview';
import { regenerateApiKey } from '@/lib/services/regenerate-api-key';
import { getContainer } from './container';
import type { PortalSession } from './session';

export function loadAccountOverview(session: PortalSession) {
  return getAccountOverview(getContainer().deps, session.account, session.email);
}

export function regenerateApiKeyFor(session: PortalSession) {
  return regenerateApiKey(getContainer().deps, {
    account: session.account,
    userId: session.userId,
    via: 'session',
  });
}

export function businessTimeZone(): string {
  return getContainer().config.BUSINESS_TIME_ZONE;
}
