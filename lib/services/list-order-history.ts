// The portal's order history: every order of the account (any status, any date, paged), and one
// order as it was placed. Unlike the contract's listing (GET /v2/orders/, open or recent orders
// by default, cancelled records shown zeroed per interface-v2.md §3), a buyer's history keeps
// cancelled orders and what was on them, so "Cancelled" is a status one can filter by.
import type { Caller } from '@/lib/domain/accounts';
import { DomainError } from '@/lib/domain/errors';
import {
  businessDayRange,
  parsePage,
  parseStatuses,
  type OrderQuery,
} from '@/lib/domain/order-listing';
import type { OrderView } from '@/lib/domain/orders';
import type { ServiceDeps } from './service-deps';

export const HISTORY_PAGE_SIZE = '20';

export interface OrderHistoryRequest {
  statuses?: string[];
  orderedFrom?: string;
  orderedTo?: string;
  poNumber?: string;
  page?: string;
  pageSize?: string;
}

export interface OrderHistoryPage {
  orders: OrderView[];
  /** Records matching before paging. */
  total: number;
}

export async function listOrderHistory(
  deps: ServiceDeps,
  caller: Caller,
  request: OrderHistoryRequest,
): Promise<OrderHistoryPage> {
  const zone = deps.settings.businessTimeZone;
  // No scope: the whole history. Test orders are never a buyer's history.
  const query: OrderQuery = {
    excludeTestOrders: true,
    page: parsePage(request.page ?? '1', request.pageSize ?? HISTORY_PAGE_SIZE),
  };
  if (request.statuses && request.statuses.length > 0) {
    query.statuses = parseStatuses(request.statuses);
  }
  if (request.orderedFrom !== undefined || request.orderedTo !== undefined) {
    query.ordered = businessDayRange(
      request.orderedFrom,
      request.orderedTo,
      { start: 'from', end: 'to' },
      zone,
    );
  }
  if (request.poNumber !== undefined && request.poNumber.trim() !== '') {
    query.poNumber = request.poNumber.trim();
  }
  return deps.repos.orderQueries.find(caller.account.id, query);
}

/** One order's records as placed: a cancelled order still shows its lines and amounts. */
export async function getOrderAsPlaced(
  deps: ServiceDeps,
  caller: Caller,
  orderNumber: string,
): Promise<OrderView[]> {
  const records = await deps.repos.orderQueries.byOrderNumber(caller.account.id, orderNumber);
  if (records.length === 0) {
    throw DomainError.notFound('orderNumber', `Order ${orderNumber} was not found.`);
  }
  return records;
}
