// POST /v2/orders/ – place an order (interface-v2.md §4.1) from a JSON or XML body. The answer is
// JSON: the list of Order records (one per warehouse), or with rejectLineErrors false
// `{"orders":[…],"lineErrors":[…]}` (compatibility.md §4). An Idempotency-Key header makes a
// retry answer the first response instead of ordering twice.
import { parsePlaceOrderRequest } from '@/lib/contracts/place-order-request';
import type { PlaceOrderResult } from '@/lib/domain/orders';
import { placeOrder } from '@/lib/services/place-order';
import { JSON_TYPE, json } from '../responses';
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
      const command = parsePlaceOrderRequest(req.headers['content-type'], req.body);
      // Orders from a portal session are website orders (`Web`); API-key calls show `API`
      // (compatibility.md §1).
      const channel = caller.via === 'session' ? 'Web' : 'API';
      const zone = app.deps.settings.businessTimeZone;
      const answer = (result: PlaceOrderResult) => answerOf(result, command.rejectLineErrors, zone);
      // Under an Idempotency-Key the answer is recorded in the order's own transaction, so a
      // crash cannot leave the order without it (issue 9, finding 7).
      const result = await placeOrder(app.deps, caller, command, channel, {
        ...(idempotency
          ? {
              idempotency: {
                ...idempotency,
                // Byte for byte what json(200, …) below sends.
                answerOf: (placed: PlaceOrderResult) =>
                  storedAnswerOf(
                    200,
                    { 'content-type': JSON_TYPE },
                    JSON.stringify(answer(placed)),
                  ),
              },
            }
          : {}),
      });
      return json(200, answer(result));
    },
  }),
];
