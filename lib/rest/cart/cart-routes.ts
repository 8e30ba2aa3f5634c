// /v2/cart – the portal's server-side cart (beyond interface-v2.md; shapes in lib/contracts/cart.ts).
// Only portal sessions have a cart (it belongs to a website user): API-key callers get 403 and
// place orders with POST /v2/orders/ directly. Every mutation answers with the whole cart, so the
// page renders the server's truth after each step.
//   GET    /v2/cart                              the cart
//   DELETE /v2/cart                              empty it (after an order is placed)
//   POST   /v2/cart/lines                        {lines:[{identifier, qty, warehouseAbbr?}]}
//   PUT    /v2/cart/lines/{skuID}[/{warehouse}]  {qty?, warehouseAbbr?}  (no segment = service chooses)
//   DELETE /v2/cart/lines/{skuID}[/{warehouse}]
//   PUT    /v2/cart/settings                     any subset of the checkout settings
//   POST   /v2/cart/preview, /v2/cart/checkout   see cart-checkout-routes.ts
import {
  addCartLinesSchema,
  cartSettingsPatchSchema,
  updateCartLineSchema,
} from '@/lib/contracts/cart';
import type { Caller } from '@/lib/domain/accounts';
import type { CartLineKey } from '@/lib/domain/cart';
import { DomainError } from '@/lib/domain/errors';
import type { AppContainer } from '@/lib/server/container';
import { addCartLines, clearCart, removeCartLine, updateCartLine } from '@/lib/services/cart-lines';
import { updateCartSettings } from '@/lib/services/cart-settings';
import { getCart } from '@/lib/services/cart-view';
import { json } from '../responses';
import type { Route } from '../router';
import { cartCheckoutRoutes } from './cart-checkout-routes';
import { cartToWire } from './cart-wire';
import { parseJsonBody } from './parse-json-body';

async function cartResponse(app: AppContainer, caller: Caller) {
  return json(200, cartToWire(await getCart(app.deps, caller)), { 'cache-control': 'no-store' });
}

function lineKey(params: Readonly<Record<string, string | undefined>>): CartLineKey {
  const productId = Number(params.skuId);
  if (!Number.isSafeInteger(productId) || productId <= 0) {
    throw DomainError.notFound('skuID', 'That line is not in the cart.');
  }
  return { productId, warehouseCode: (params.warehouse ?? '').toUpperCase() };
}

export const cartRoutes: Route[] = [
  {
    method: 'GET',
    pattern: 'v2/cart',
    handler: ({ app, caller }) => cartResponse(app, caller),
  },
  {
    method: 'DELETE',
    pattern: 'v2/cart',
    async handler({ app, caller }) {
      await clearCart(app.deps, caller);
      return cartResponse(app, caller);
    },
  },
  {
    method: 'POST',
    pattern: 'v2/cart/lines',
    async handler({ app, caller, req }) {
      const body = parseJsonBody(req, addCartLinesSchema);
      await addCartLines(
        app.deps,
        caller,
        body.lines.map((line) => ({ ...line, identifier: String(line.identifier) })),
      );
      return cartResponse(app, caller);
    },
  },
  {
    method: 'PUT',
    pattern: 'v2/cart/lines/:skuId/:warehouse?',
    async handler({ app, caller, req, params }) {
      const change = parseJsonBody(req, updateCartLineSchema);
      await updateCartLine(app.deps, caller, lineKey(params), change);
      return cartResponse(app, caller);
    },
  },
  {
    method: 'DELETE',
    pattern: 'v2/cart/lines/:skuId/:warehouse?',
    async handler({ app, caller, params }) {
      await removeCartLine(app.deps, caller, lineKey(params));
      return cartResponse(app, caller);
    },
  },
  {
    method: 'PUT',
    pattern: 'v2/cart/settings',
    async handler({ app, caller, req }) {
      await updateCartSettings(app.deps, caller, parseJsonBody(req, cartSettingsPatchSchema));
      return cartResponse(app, caller);
    },
  },
  ...cartCheckoutRoutes,
];
