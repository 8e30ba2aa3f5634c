// Order reads of the portal's Server Components: the order page renders the order with the HTML
// (issue 15: no fetch, and no data library, before the first paint).
import type { OrderWire } from '@/lib/contracts/order-record';
import { DomainError } from '@/lib/domain/errors';
import { toOrderWire } from '@/lib/rest/orders/order-wire';
import { getOrderAsPlaced } from '@/lib/services/list-order-history';
import { getContainer } from './container';
import type { PortalSession } from './session';

/**
 * The order's records as GET /v2/portal/orders/{orderNumber} answers them; [] when the account
 * has no such order (another account's order is missing too: accounts are walls).
 */
export async function orderAsPlacedFor(
  session: PortalSession,
  orderNumber: string,
): Promise<OrderWire[]> {
  const { deps } = await getContainer();
  try {
    const records = await getOrderAsPlaced(
      deps,
      { account: session.account, userId: session.userId, via: 'session' },
      orderNumber,
    );
    return records.map((record) => toOrderWire(record, deps.settings.businessTimeZone));
  } catch (error) {
    if (error instanceof DomainError && error.code === 'not_found') return [];
    throw error;
  }
}
