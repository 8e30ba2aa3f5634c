import type { Caller } from '@/lib/domain/accounts';
import type { OrderView } from '@/lib/domain/orders';
import type { OrderRecordFilter } from '@/lib/domain/ports/order-activity-repository';
import type { ServiceDeps } from './service-deps';

/** At most this many records answer one PromoStandards query (the standards have no paging). */
export const MAX_MATCHING_RECORDS = 500;

export interface MatchingOrders {
  /** Every record of each order with a matching record, grouped by order number, newest first. */
  orders: OrderView[][];
  /** The guids of the records that matched the filter themselves. */
  matched: ReadonlySet<string>;
}

/**
 * The caller's orders a PromoStandards query names (its own only: accounts are walls), read
 * through the same order reads as GET /v2/orders/, so both doors show the same records.
 */
export async function loadMatchingOrders(
  deps: ServiceDeps,
  caller: Caller,
  filter: OrderRecordFilter,
): Promise<MatchingOrders> {
  const accountId = caller.account.id;
  const refs = await deps.repos.orderActivity.findRecords(accountId, filter, MAX_MATCHING_RECORDS);
  const orderNumbers = [...new Set(refs.map((r) => r.orderNumber))];
  if (orderNumbers.length === 0) return { orders: [], matched: new Set() };
  const { orders } = await deps.repos.orderQueries.find(accountId, {
    ids: orderNumbers,
    excludeTestOrders: true,
  });
  const byNumber = new Map<string, OrderView[]>(orderNumbers.map((n) => [n, []]));
  for (const view of orders) byNumber.get(view.orderNumber)?.push(view);
  return {
    orders: [...byNumber.values()].filter((records) => records.length > 0),
    matched: new Set(refs.map((r) => r.guid)),
  };
}
