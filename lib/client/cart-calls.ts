// The cart's calls over /v2/cart, without React Query: every one answers with the whole cart and
// moves the header's count. The style page adds lines with these alone (issue 15: first-load JS);
// lib/client/cart.ts wraps them in React Query for the cart page.
import type {
  AddCartLinesRequest,
  CartSettingsPatch,
  CartView,
  UpdateCartLineRequest,
} from '@/lib/contracts/cart';
import { publishCartPieces } from './cart-count';
import { requestJson } from './cart-http';

const CART = '/v2/cart';

async function cartCall(path: string, method = 'GET', body?: unknown): Promise<CartView> {
  // Not parsed again here: the answer is our own server's, made from the same wire type
  // (lib/rest/cart/cart-wire.ts, checked by the HTTP tests), and zod would add its bytes to the
  // cart page (issue 15: first-load JS).
  const { body: cart } = await requestJson<CartView>(path, { method, body });
  publishCartPieces(cart.totalPieces);
  return cart;
}

function linePath(skuID: number, warehouseAbbr: string): string {
  const tail = warehouseAbbr === '' ? '' : `/${encodeURIComponent(warehouseAbbr)}`;
  return `${CART}/lines/${skuID}${tail}`;
}

export const fetchCart = () => cartCall(CART);
export const addCartLines = (body: AddCartLinesRequest) => cartCall(`${CART}/lines`, 'POST', body);
export const updateCartLine = (skuID: number, warehouseAbbr: string, body: UpdateCartLineRequest) =>
  cartCall(linePath(skuID, warehouseAbbr), 'PUT', body);
export const removeCartLine = (skuID: number, warehouseAbbr: string) =>
  cartCall(linePath(skuID, warehouseAbbr), 'DELETE');
export const updateCartSettings = (patch: CartSettingsPatch) =>
  cartCall(`${CART}/settings`, 'PUT', patch);
export const clearCart = () => cartCall(CART, 'DELETE');
