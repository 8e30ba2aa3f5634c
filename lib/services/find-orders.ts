import type { Caller } from '@/lib/domain/accounts';
import { DomainError } from '@/lib/domain/errors';
import { presentCancelled } from '@/lib/domain/order-cancellation';
import {
  businessDay,
  businessDayRange,
  monthsBefore,
  parsePage,
  parseStatuses,
  RECENT_INVOICED_MONTHS,
  type OrderQuery,
} from '@/lib/domain/order-listing';
import type { OrderView } from '@/lib/domain/orders';
import { withShipmentTracking } from './attach-shipment-tracking';
import type { ServiceDeps } from './service-deps';

/** A listing request as the doors receive it (raw strings; names case-insensitive upstream). */
export interface FindOrdersRequest {
  /** From the path: each id matched against PO, order, invoice number or guid. */
  ids?: string[];
  all?: boolean;
  invoiceDates?: string[];
  invoiceStartDate?: string;
  invoiceEndDate?: string;
  // Beyond the contract, for the portal:
  statuses?: string[];
  orderedFrom?: string;
  orderedTo?: string;
  poNumber?: string;
  page?: string;
  pageSize?: string;
  /** `?Boxes=true`: each shipped record's boxes (issue 12). */
  boxes?: boolean;
}

export interface FoundOrders {
  orders: OrderView[];
  total: number;
}

const MAX_IDS = 200;

function toQuery(request: FindOrdersRequest, deps: ServiceDeps): OrderQuery {
  const zone = deps.settings.businessTimeZone;
  const query: OrderQuery = { page: parsePage(request.page, request.pageSize) };
  if (request.ids !== undefined) {
    if (request.ids.length > MAX_IDS) {
      throw DomainError.field('orderNumber', `At most ${MAX_IDS} ids per request.`);
    }
    query.ids = request.ids;
  }
  if (request.invoiceDates !== undefined) {
    query.invoiced = request.invoiceDates.map((d) => businessDay(d, 'invoicedate', zone));
  }
  if (request.invoiceStartDate !== undefined || request.invoiceEndDate !== undefined) {
    query.invoiced = [
      ...(query.invoiced ?? []),
      businessDayRange(
        request.invoiceStartDate,
        request.invoiceEndDate,
        { start: 'invoicestartdate', end: 'invoiceenddate' },
        zone,
      ),
    ];
  }
  if (request.statuses !== undefined) query.statuses = parseStatuses(request.statuses);
  if (request.orderedFrom !== undefined || request.orderedTo !== undefined) {
    query.ordered = businessDayRange(
      request.orderedFrom,
      request.orderedTo,
      { start: 'from', end: 'to' },
      zone,
    );
  }
  if (request.poNumber !== undefined) query.poNumber = request.poNumber;

  // Without any filter the contract's default is the open orders; `All=True` adds the invoiced
  // ones of the last three months. Any explicit filter searches the whole history instead, or
  // `?status=Shipped` could never find anything.
  const filtered =
    query.ids !== undefined ||
    query.invoiced !== undefined ||
    query.statuses !== undefined ||
    query.ordered !== undefined ||
    query.poNumber !== undefined;
  if (request.all === true) {
    query.scope = {
      kind: 'recent',
      placedSince: monthsBefore(deps.clock.now(), RECENT_INVOICED_MONTHS),
    };
  } else if (!filtered) {
    query.scope = { kind: 'open' };
  }
  // Test orders (and the portal's previews, which are test orders) are found by their own number
  // or guid, but never clutter a listing.
  if (query.ids === undefined) query.excludeTestOrders = true;
  return query;
}

/** GET /v2/orders/[ids] with the listing forms of compatibility.md §3, scoped to the caller. */
export async function findOrders(
  deps: ServiceDeps,
  caller: Caller,
  request: FindOrdersRequest,
): Promise<FoundOrders> {
  const found = await deps.repos.orderQueries.find(caller.account.id, toQuery(request, deps));
  // Asking for particular orders and getting none is a 404, exactly as for another account's.
  if (request.ids !== undefined && found.total === 0) {
    throw DomainError.notFound('orderNumber', 'No order matches the requested id(s).');
  }
  const orders = await withShipmentTracking(deps, caller.account.id, found.orders, {
    boxes: request.boxes === true,
  });
  return { orders: orders.map(presentCancelled), total: found.total };
}
