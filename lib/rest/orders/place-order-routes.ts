// POST /v2/orders/ – place an order (interface-v2.md §4.1) from a JSON or XML body. The answer is
// JSON: the list of Order records (one per warehouse), or with rejectLineErrors false
// `{"orders":[…],"lineErrors":[…]}` (compatibility.md §4). An Idempotency-Key header makes a
// retry answer the first response instead of ordering twice.
import { parsePlaceOrderRequest } from '@/lib/contracts/place-order-request';
import type { PlaceOrderResult } from '@/lib/domain/orders';
import { placeOrder } from '@/lib/services/place-order';
import { DomainError } from '@/lib/domain/errors';
import type { RestResponse } from '../types';
import { json } from '../responses';
import { parseMediaType } from '../wire/media-type';
import { orderListResponse } from './order-list-format';
import type { Route } from '../router';
import { storedAnswerOf, withIdempotency } from './idempotency';
import { toLineErrorWire, toOrderWire } from './order-wire';

function answerOf(result: PlaceOrderResult, rejectLineErrors: boolean, zone: string) {
  const orders = result.orders.map((order) => toOrderWire(order, zone));
  if (rejectLineErrors) return orders;
  return { orders, lineErrors: result.lineErrors.map(toLineErrorWire) };
}

export const placeOrderRoutes: Route[] = [
  withIdempotency({
    method: 'POST',
    pattern: 'v2/orders',
    async handler({ req, caller, app, idempotency }) {
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
      const zone = app.deps.settings.businessTimeZone;
      // JSON by default; with ?mediatype=xml an ArrayOfOrder, like GET (issue 12).
      const answer = (placed: PlaceOrderResult): RestResponse =>
        format === 'xml'
          ? orderListResponse(placed.orders, req.query, zone)
          : json(200, answerOf(placed, command.rejectLineErrors, zone));
      // Under an Idempotency-Key the answer is recorded in the order's own transaction, so a
      // crash cannot leave the order without it (issue 9, finding 7).
      const result = await placeOrder(app.deps, caller, command, channel, {
        ...(idempotency
          ? {
              idempotency: {
                ...idempotency,
                // Byte for byte what is sent below.
                answerOf: (placed: PlaceOrderResult) => {
                  const response = answer(placed);
                  return storedAnswerOf(
                    response.status,
                    response.headers,
                    typeof response.body === 'string' ? response.body : '',
                  );
                },
              },
            }
          : {}),
      });
      return answer(result);
    },
  }),
];
