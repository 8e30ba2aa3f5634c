// The ship-to addresses the account used before, newest first, offered at checkout so a buyer
// does not type a customer's address again.
import type { Caller } from '@/lib/domain/accounts';
import type { AddressView } from '@/lib/domain/orders';
import type { ServiceDeps } from './service-deps';

/** How far back to look: the most recent orders are the addresses that matter. */
const RECENT_RECORDS = 200;
export const MAX_ADDRESSES = 20;

export interface UsedAddress extends AddressView {
  lastUsedAt: number;
}

const keyOf = (a: AddressView) =>
  [a.name, a.address, a.city, a.state, a.zip].map((p) => p.trim().toLowerCase()).join('|');

export async function listShipToAddresses(
  deps: ServiceDeps,
  caller: Caller,
): Promise<UsedAddress[]> {
  const page = await deps.repos.orderQueries.find(caller.account.id, {
    excludeTestOrders: true,
    page: { offset: 0, limit: RECENT_RECORDS },
  });
  const seen = new Map<string, UsedAddress>();
  for (const order of page.orders) {
    const a = order.shippingAddress;
    // Will-call orders carry the warehouse, not a ship-to; an empty street is no address.
    if (a.address.trim() === '' || seen.has(keyOf(a))) continue;
    seen.set(keyOf(a), { ...a, lastUsedAt: order.orderedAt });
    if (seen.size >= MAX_ADDRESSES) break;
  }
  return [...seen.values()];
}
