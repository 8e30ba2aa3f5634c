// The cart page's data layer: the query options and hooks over the calls of cart-calls.ts.
// Every mutation answers with the whole cart, which replaces the cached one at once.
'use client';

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartSettingsPatch, CartView, UpdateCartLineRequest } from '@/lib/contracts/cart';
import {
  addCartLines,
  clearCart,
  fetchCart,
  removeCartLine,
  updateCartLine,
  updateCartSettings,
} from './cart-calls';

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
