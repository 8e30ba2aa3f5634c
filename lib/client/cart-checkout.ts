// The cart's checkout in the browser: the server builds the order from the stored cart, so the
// page only asks for a preview (nothing written) and places it with one call that carries an
// Idempotency-Key. The key is made once per attempt and reused while that attempt has no final
// answer, so a double click, a retry after a dropped connection or a 409 ("still running")
// replays the same placement instead of ordering twice.
'use client';

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { CartView } from '@/lib/contracts/cart';
import type { CartCheckoutRequest } from '@/lib/contracts/cart-order-request';
import type { LineErrorWire } from '@/lib/contracts/order-record';
import { cartKeys } from './cart';
import { ApiError, requestJson } from './cart-http';
import type { OrderRecord } from './orders-types';

/** A line charged a quote's price, beside the account's price without it (dollars). */
export interface QuotedLine {
  sku: string;
  qty: number;
  quotedPrice: number;
  normalPrice: number;
  saving: number;
}

export interface CartPreviewAnswer {
  orders: OrderRecord[];
  lineErrors: LineErrorWire[];
  quotedLines: QuotedLine[];
}

export async function previewCart(extras: CartCheckoutRequest): Promise<CartPreviewAnswer> {
  const { body } = await requestJson<CartPreviewAnswer>('/v2/cart/preview', {
    method: 'POST',
    body: extras,
  });
  return body;
}

export async function checkoutCart(
  idempotencyKey: string,
  extras: CartCheckoutRequest,
): Promise<OrderRecord[]> {
  const { body } = await requestJson<{ orders: OrderRecord[] }>('/v2/cart/checkout', {
    method: 'POST',
    body: extras,
    headers: { 'idempotency-key': idempotencyKey },
  });
  return body.orders;
}

/** The parts of the cart the order is made of (not its clock or cut-offs). */
function orderInputs(cart: CartView) {
  return {
    lines: cart.lines.map((l) => [l.skuID, l.warehouseAbbr, l.qty]),
    settings: cart.settings,
  };
}

export const cartPreviewQuery = (cart: CartView, extras: CartCheckoutRequest) =>
  queryOptions({
    queryKey: ['cart-preview', orderInputs(cart), extras] as const,
    queryFn: () => previewCart(extras),
    staleTime: 30_000,
    retry: false,
  });

export function useCartPreview(
  cart: CartView | undefined,
  extras: CartCheckoutRequest,
  enabled: boolean,
) {
  return useQuery({
    ...cartPreviewQuery(cart ?? ({ lines: [], settings: {} } as unknown as CartView), extras),
    enabled: enabled && cart !== undefined,
  });
}

/** A key for one checkout attempt; getRandomValues works on plain-http intranet hosts too. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `cart-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

const STILL_RUNNING_RETRIES = 20;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A final answer ends the attempt; a network failure, a 409 or a 5xx keeps its key for a retry. */
function isFinal(error: unknown): boolean {
  return error instanceof ApiError && error.status < 500 && error.status !== 409;
}

export function useCheckoutCart() {
  const client = useQueryClient();
  const attemptKey = useRef<string | undefined>(undefined);
  return useMutation({
    mutationFn: async (extras: CartCheckoutRequest) => {
      attemptKey.current ??= newIdempotencyKey();
      const key = attemptKey.current;
      for (let attempt = 0; ; attempt++) {
        try {
          return await checkoutCart(key, extras);
        } catch (error) {
          const running = error instanceof ApiError && error.status === 409;
          if (!running || attempt >= STILL_RUNNING_RETRIES) throw error;
          await wait(300);
        }
      }
    },
    onSuccess: () => {
      attemptKey.current = undefined;
      void client.invalidateQueries({ queryKey: cartKeys.all });
      void client.invalidateQueries({ queryKey: ['orders', 'list'] });
    },
    onError: (error) => {
      if (isFinal(error)) attemptKey.current = undefined;
    },
  });
}
