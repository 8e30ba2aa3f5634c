// GET /v2/orders/ and GET /v2/orders/{id,…} – the account's orders (interface-v2.md §4.2,
// compatibility.md §3). Beyond the contract, for the portal: `?status=` (comma list), `?from=` and
// `?to=` (order date, yyyy-MM-dd, business time zone), `?poNumber=`, and paging with `?page=` and
// `?pageSize=`; every listing carries `X-Total-Count` (records matching before paging).
// `?mediatype=xml` answers an ArrayOfOrder document.
import { findOrders } from '@/lib/services/find-orders';
import { splitList } from '../query-params';
import type { Route } from '../router';
import { orderListResponse } from './order-list-format';

export const orderReadRoutes: Route[] = [
  {
    method: 'GET',
    pattern: 'v2/orders/:ids?',
    async handler({ req, params, caller, app }) {
      const q = req.query;
      const found = await findOrders(app.deps, caller, {
        ids: params.ids === undefined ? undefined : splitList(params.ids),
        all: q.boolean('All'),
        invoiceDates: q.list('invoicedate'),
        invoiceStartDate: q.get('invoicestartdate'),
        invoiceEndDate: q.get('invoiceenddate'),
        statuses: q.list('status'),
        orderedFrom: q.get('from'),
        orderedTo: q.get('to'),
        poNumber: q.get('poNumber'),
        page: q.get('page'),
        pageSize: q.get('pageSize'),
        boxes: q.boolean('Boxes') === true,
      });
      return orderListResponse(found.orders, q, app.deps.settings.businessTimeZone, {
        'x-total-count': String(found.total),
      });
    },
  },
];
