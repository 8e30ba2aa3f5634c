import type { Caller } from '@/lib/domain/accounts';
import type { OrderView } from '@/lib/domain/orders';
import type { OrderRecordFilter } from '@/lib/domain/ports/order-activity-repository';
import { loadMatchingOrders } from './load-matching-orders';
import type { ServiceDeps } from './service-deps';

/** What PromoStandards Order Shipment Notification asks for (queryType 1, 2, 3). */
export type ShipmentQuery =
  | { kind: 'poNumber'; poNumber: string }
  | { kind: 'orderNumber'; orderNumber: string }
  | { kind: 'shippedSince'; since: number };

export interface ShipmentNotifications {
  /** Every record of each order named, grouped by order number, newest first. */
  orders: OrderView[][];
  /** The records that are shipments of the answer: shipped (or made ready for pickup), matching. */
  shipments: ReadonlySet<string>;
}

function filterOf(query: ShipmentQuery): OrderRecordFilter {
  if (query.kind === 'shippedSince') return { kind: 'shippedSince', since: query.since };
  return query.kind === 'poNumber'
    ? { kind: 'poNumber', poNumber: query.poNumber }
    : { kind: 'orderNumber', orderNumber: query.orderNumber };
}

/** The caller's shipments the query names; other accounts' orders are never found. */
export async function getShipmentNotifications(
  deps: ServiceDeps,
  caller: Caller,
  query: ShipmentQuery,
): Promise<ShipmentNotifications> {
  const { orders, matched } = await loadMatchingOrders(deps, caller, filterOf(query));
  const shipments = new Set(
    orders
      .flat()
      .filter(
        (r) => matched.has(r.guid) && r.shippedAt !== undefined && r.orderStatus !== 'Cancelled',
      )
      .map((r) => r.guid),
  );
  return { orders, shipments };
}
