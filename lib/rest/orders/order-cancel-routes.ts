// DELETE /v2/orders/{orderNumber} – cancel within 10 minutes of placement (interface-v2.md §4.3):
// the records cancelled, orderStatus Cancelled with zero amounts; 400 saying why otherwise.
import { cancelOrder } from '@/lib/services/cancel-order';
import type { Route } from '../router';
import { orderListResponse } from './order-list-format';

export const orderCancelRoutes: Route[] = [
  {
    method: 'DELETE',
    pattern: 'v2/orders/:orderNumber',
    async handler({ req, params, caller, app }) {
      const cancelled = await cancelOrder(app.deps, caller, params.orderNumber);
      return orderListResponse(cancelled, req.query, app.deps.settings.businessTimeZone);
    },
  },
];
