// DELETE /v2/orders/{orderNumber} – cancel within 10 minutes of placement (interface-v2.md §4.3):
// the records cancelled, orderStatus Cancelled with zero amounts; 400 saying why otherwise.
import { cancelOrder } from '@/lib/services/cancel-order';
import { json } from '../responses';
import type { Route } from '../router';
import { toOrderWire } from './order-wire';

export const orderCancelRoutes: Route[] = [
  {
    method: 'DELETE',
    pattern: 'v2/orders/:orderNumber',
    async handler({ params, caller, app }) {
      const cancelled = await cancelOrder(app.deps, caller, params.orderNumber);
      const zone = app.deps.settings.businessTimeZone;
      return json(
        200,
        cancelled.map((order) => toOrderWire(order, zone)),
      );
    },
  },
];
