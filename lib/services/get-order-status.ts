import type { Caller } from '@/lib/domain/accounts';
import type { OrderView } from '@/lib/domain/orders';
import type { OrderRecordFilter } from '@/lib/domain/ports/order-activity-repository';
import { deliveryStatusesWithIssues } from '@/lib/domain/promostandards-status';
import { loadMatchingOrders } from './load-matching-orders';
import type { ServiceDeps } from './service-deps';

/** What PromoStandards Order Status asks for (its queryType, with its reference). */
export type OrderStatusQuery =
  | { kind: 'poNumber'; poNumber: string }
  | { kind: 'orderNumber'; orderNumber: string }
  | { kind: 'changedSince'; since: number }
  | { kind: 'allOpen' }
  | { kind: 'allOpenIssues' };

function filterOf(query: OrderStatusQuery): OrderRecordFilter {
  switch (query.kind) {
    case 'poNumber':
      return { kind: 'poNumber', poNumber: query.poNumber };
    case 'orderNumber':
      return { kind: 'orderNumber', orderNumber: query.orderNumber };
    case 'changedSince':
      return { kind: 'changedSince', since: query.since };
    case 'allOpen':
      // An order is open while any of its records is still in progress (partially shipped too).
      return { kind: 'inProgress' };
    case 'allOpenIssues':
      return { kind: 'deliveryStatuses', statuses: deliveryStatusesWithIssues() };
  }
}

/** The caller's orders the query names, each as all its warehouse records, newest first. */
export async function getOrderStatus(
  deps: ServiceDeps,
  caller: Caller,
  query: OrderStatusQuery,
): Promise<OrderView[][]> {
  const { orders } = await loadMatchingOrders(deps, caller, filterOf(query));
  return orders;
}
