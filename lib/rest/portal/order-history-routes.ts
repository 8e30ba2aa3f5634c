// The portal's own reads of orders (beyond interface-v2.md; the contract's GET /v2/orders/ is
// unchanged):
//   GET /v2/portal/orders/?status=&from=&to=&poNumber=&page=&pageSize=
//       every order record of the account, any status and date (cancelled ones too), newest
//       first, paged (default 20), with X-Total-Count
//   GET /v2/portal/orders/{orderNumber}
//       the order's records as placed: a cancelled order keeps its lines and amounts
//   GET /v2/portal/addresses
//       ship-to addresses the account used before, newest first (the checkout offers them)
import { getOrderAsPlaced, listOrderHistory } from '@/lib/services/list-order-history';
import { listShipToAddresses } from '@/lib/services/list-ship-to-addresses';
import { toOrderWire } from '../orders/order-wire';
import { json } from '../responses';
import type { Route } from '../router';

const NO_STORE = { 'cache-control': 'no-store' };

export const orderHistoryRoutes: Route[] = [
  {
    method: 'GET',
    pattern: 'v2/portal/orders/:orderNumber?',
    async handler({ req, params, caller, app }) {
      const zone = app.deps.settings.businessTimeZone;
      if (params.orderNumber !== undefined) {
        const records = await getOrderAsPlaced(app.deps, caller, params.orderNumber);
        return json(
          200,
          records.map((r) => toOrderWire(r, zone)),
          NO_STORE,
        );
      }
      const q = req.query;
      const page = await listOrderHistory(app.deps, caller, {
        statuses: q.list('status'),
        orderedFrom: q.get('from'),
        orderedTo: q.get('to'),
        poNumber: q.get('poNumber'),
        page: q.get('page'),
        pageSize: q.get('pageSize'),
      });
      return json(
        200,
        page.orders.map((r) => toOrderWire(r, zone)),
        { ...NO_STORE, 'x-total-count': String(page.total) },
      );
    },
  },
  {
    method: 'GET',
    pattern: 'v2/portal/addresses',
    async handler({ caller, app }) {
      const addresses = await listShipToAddresses(app.deps, caller);
      return json(
        200,
        addresses.map(({ name, attn, address, city, state, zip }) => ({
          customer: name,
          attn,
          address,
          city,
          state,
          zip,
        })),
        NO_STORE,
      );
    },
  },
];
