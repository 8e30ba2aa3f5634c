// Check out the portal cart: place its order and empty the cart in the order's own transaction
// (PlacementCommit.clearCartOfUserId), so a crash can never leave an order placed with its cart
// still full, nor an emptied cart without its order. The route runs this under the page's
// Idempotency-Key (run-idempotent.ts): a double click or a retry places one order.
import type { Caller } from '@/lib/domain/accounts';
import type { PlaceOrderCommand, PlaceOrderResult } from '@/lib/domain/orders';
import { cartOwner } from './cart-owner';
import { updateCartSettings } from './cart-settings';
import { placeOrder } from './place-order';
import type { ServiceDeps } from './service-deps';

/** What belongs to one order only: kept, it would silently carry over into the next order. */
const PER_ORDER_SETTINGS = { poNumber: '', quoteNumber: '', promotionCode: '' };

export async function checkoutCart(
  deps: ServiceDeps,
  caller: Caller,
  command: PlaceOrderCommand,
): Promise<PlaceOrderResult> {
  const userId = cartOwner(caller);
  const result = await placeOrder(deps, caller, { ...command, testOrder: false }, 'Web', {
    clearCartOfUserId: userId,
  });
  await updateCartSettings(deps, caller, PER_ORDER_SETTINGS);
  return result;
}
