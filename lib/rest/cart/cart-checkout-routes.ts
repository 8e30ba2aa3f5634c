// /v2/cart checkout – the portal's order is built by the server from the stored cart (beyond
// interface-v2.md; shapes in lib/contracts/cart-order-request.ts):
//   POST /v2/cart/preview   {paymentProfile?}  the order priced and split per warehouse, nothing
//                                              written: {orders:[Order…], lineErrors:[…]}
//   POST /v2/cart/checkout  {paymentProfile?}  places the cart's order and empties the cart in one
//                                              transaction: {orders:[Order…]}. Requires an
//                                              Idempotency-Key header (the page makes one per
//                                              attempt), so a double click or a retry places one
//                                              order and answers the first answer again.
import {
  buildOrderRequest,
  cartCheckoutRequestSchema,
  cartProblems,
} from '@/lib/contracts/cart-order-request';
import { placeOrderCommandFrom } from '@/lib/contracts/place-order-request';
import type { Caller } from '@/lib/domain/accounts';
import { DomainError } from '@/lib/domain/errors';
import type { PlaceOrderCommand } from '@/lib/domain/orders';
import type { AppContainer } from '@/lib/server/container';
import { getCart } from '@/lib/services/cart-view';
import { checkoutCart } from '@/lib/services/checkout-cart';
import { previewOrder } from '@/lib/services/preview-order';
import { domainErrorToResponse } from '../error-map';
import { withIdempotency } from '../orders/idempotency';
import { toLineErrorWire, toOrderWire } from '../orders/order-wire';
import { json } from '../responses';
import type { Route } from '../router';
import type { RestRequest } from '../types';
import { cartToWire } from './cart-wire';
import { parseJsonBody } from './parse-json-body';

/** The cart's order as a command, parsed by the contract's own parser (same fields, messages). */
async function cartCommand(
  app: AppContainer,
  caller: Caller,
  req: RestRequest,
): Promise<PlaceOrderCommand> {
  const extras = parseJsonBody(req, cartCheckoutRequestSchema);
  const cart = cartToWire(await getCart(app.deps, caller));
  if (cart.lines.length === 0) throw DomainError.field('lines', 'The cart is empty.');
  const unassigned = cartProblems(cart).find((p) => p.startsWith('Choose a warehouse'));
  if (unassigned) throw DomainError.field('lines', unassigned);
  // Warehouses the buyer chose on a line are kept while the service chooses for the rest.
  return { ...placeOrderCommandFrom(buildOrderRequest(cart, extras)), keepLineWarehouses: true };
}

/** Without a key a double click would place two orders: the page always sends one. */
function requireIdempotencyKey(route: Route): Route {
  return {
    ...route,
    handler(ctx) {
      if (ctx.req.headers['idempotency-key'] === undefined) {
        throw DomainError.field(
          'Idempotency-Key',
          'Required. Send a new key (for example a UUID) with each checkout attempt.',
        );
      }
      return route.handler(ctx);
    },
  };
}

export const cartCheckoutRoutes: Route[] = [
  {
    method: 'POST',
    pattern: 'v2/cart/preview',
    async handler({ app, caller, req }) {
      const command = await cartCommand(app, caller, req);
      let preview: Awaited<ReturnType<typeof previewOrder>>;
      try {
        preview = await previewOrder(app.deps, caller, command, 'Web');
      } catch (error) {
        // The portal explains each refusal: its errors keep their reason codes (a quote's).
        if (error instanceof DomainError)
          return domainErrorToResponse(error, { withReasons: true });
        throw error;
      }
      const zone = app.deps.settings.businessTimeZone;
      return json(
        200,
        {
          orders: preview.orders.map((order) => toOrderWire(order, zone)),
          lineErrors: preview.lineErrors.map(toLineErrorWire),
          quotedLines: preview.quotedLines.map((line) => ({
            sku: line.sku,
            qty: line.qty,
            quotedPrice: line.quotedCents / 100,
            normalPrice: line.normalCents / 100,
            saving: line.savingCents / 100,
          })),
        },
        { 'cache-control': 'no-store' },
      );
    },
  },
  requireIdempotencyKey(
    withIdempotency({
      method: 'POST',
      pattern: 'v2/cart/checkout',
      async handler({ app, caller, req }) {
        const result = await checkoutCart(app.deps, caller, await cartCommand(app, caller, req));
        const zone = app.deps.settings.businessTimeZone;
        return json(200, { orders: result.orders.map((order) => toOrderWire(order, zone)) });
      },
    }),
  ),
];
