// The cart's data layer in the browser: fetchers over /v2/cart, the query options, and hooks.
// Every mutation answers with the whole cart, which replaces the cached one at once.
'use client';

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export const cartKeys = { all: ['cart'] as const };

export const cartQuery = () =>
  queryOptions({ queryKey: cartKeys.all, queryFn: fetchCart, staleTime: 15_000 });

/** `initial`: the cart the server rendered the page with, so the first paint needs no fetch. */
export function useCart(initial?: CartView) {
  return useQuery({ ...cartQuery(), initialData: initial });
}

/** A mutation whose answer (the whole cart) becomes the cached cart. */
function useCartMutation<Args>(call: (args: Args) => Promise<CartView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (cart) => client.setQueryData(cartKeys.all, cart),
  });
}

export const useAddCartLines = () => useCartMutation(addCartLines);
export const useUpdateCartLine = () =>
  useCartMutation((a: { skuID: number; warehouseAbbr: string; change: UpdateCartLineRequest }) =>
    updateCartLine(a.skuID, a.warehouseAbbr, a.change),
  );
export const useRemoveCartLine = () =>
  useCartMutation((a: { skuID: number; warehouseAbbr: string }) =>
    removeCartLine(a.skuID, a.warehouseAbbr),
  );
/** Shows a settings change at once (radios, checkboxes), and puts the old cart back on failure. */
export function useUpdateCartSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCartSettings,
    onMutate: async (patch: CartSettingsPatch) => {
      await client.cancelQueries({ queryKey: cartKeys.all });
      const previous = client.getQueryData<CartView>(cartKeys.all);
      if (previous) {
        const { shippingAddress, ...rest } = patch;
        client.setQueryData<CartView>(cartKeys.all, {
          ...previous,
          settings: {
            ...previous.settings,
            ...rest,
            shippingAddress: { ...previous.settings.shippingAddress, ...shippingAddress },
          },
        });
      }
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) client.setQueryData(cartKeys.all, context.previous);
    },
    onSuccess: (cart) => client.setQueryData(cartKeys.all, cart),
  });
}
export const useClearCart = () => useCartMutation(() => clearCart());
