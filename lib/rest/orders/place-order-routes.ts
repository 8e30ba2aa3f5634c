// POST /v2/orders/ – place an order (interface-v2.md §4.1) from a JSON or XML body. The answer is
// JSON: the list of Order records (one per warehouse), or with rejectLineErrors false
// `{"orders":[…],"lineErrors":[…]}` (compatibility.md §4). An Idempotency-Key header makes a
// retry answer the first response instead of ordering twice.
import { parsePlaceOrderRequest } from '@/lib/contracts/place-order-request';
import { placeOrder } from '@/lib/services/place-order';
import { DomainError } from '@/lib/domain/errors';
import { json } from '../responses';
import { parseMediaType } from '../wire/media-type';
import { orderListResponse } from './order-list-format';
import type { Route } from '../router';
import { withIdempotency } from './idempotency';
import { toLineErrorWire, toOrderWire } from './order-wire';

export const placeOrderRoutes: Route[] = [
  withIdempotency({
    method: 'POST',
    pattern: 'v2/orders',
    async handler({ req, caller, app }) {
      // Issue 12: the answer in XML when asked (an ArrayOfOrder, like GET); the two-part answer
      // of rejectLineErrors=false has no XML form, so that combination is refused, never ignored.
      const format = parseMediaType(req.query);
      const command = parsePlaceOrderRequest(req.headers['content-type'], req.body);
      if (format === 'xml' && !command.rejectLineErrors) {
        throw DomainError.field('mediatype', 'Must be json when rejectLineErrors is false.');
      }
      // Orders from a portal session are website orders (`Web`); API-key calls show `API`
      // (compatibility.md §1).
      const channel = caller.via === 'session' ? 'Web' : 'API';
      const result = await placeOrder(app.deps, caller, command, channel);
      const zone = app.deps.settings.businessTimeZone;
      if (format === 'xml') return orderListResponse(result.orders, req.query, zone);
      const orders = result.orders.map((order) => toOrderWire(order, zone));
      if (command.rejectLineErrors) return json(200, orders);
      return json(200, { orders, lineErrors: result.lineErrors.map(toLineErrorWire) });
    },
  }),
];
