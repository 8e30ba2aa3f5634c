// Cart reads of the portal's Server Components: the header's count and the cart page's first
// render come with the HTML instead of a fetch after the scripts load (issue 15, the portal's LCP).
import type { CartView } from '@/lib/contracts/cart';
import type { Caller } from '@/lib/domain/accounts';
import { cartToWire } from '@/lib/rest/cart/cart-wire';
import { getCart, getCartPieces } from '@/lib/services/cart-view';
import { getContainer } from './container';
import type { PortalSession } from './session';

const callerOf = (session: PortalSession): Caller => ({
  account: session.account,
  userId: session.userId,
  via: 'session',
});

export async function cartPiecesFor(session: PortalSession): Promise<number> {
  return getCartPieces((await getContainer()).deps, callerOf(session));
}

/** The cart exactly as GET /v2/cart answers it, so the page's cache starts from the same shape. */
export async function cartViewFor(session: PortalSession): Promise<CartView> {
  return cartToWire(await getCart((await getContainer()).deps, callerOf(session)));
}
