// Orders in the browser: list with filters and paging, read one, cancel (the cart places orders
// through /v2/cart/checkout, lib/client/cart-checkout.ts). Fetchers + query options + hooks over the same /v2/orders endpoints API clients use.
'use client';

import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiError, requestJson } from './cart-http';
import { ORDER_PAGE_SIZE, type OrderFilters, type OrderRecord } from './orders-types';

export async function fetchOrders(
  filters: OrderFilters,
): Promise<{ orders: OrderRecord[]; total: number }> {
  // The portal's history (every status and date, cancelled orders too), not the contract's
  // default listing of open and recent orders.
  const params = new URLSearchParams({
    page: String(filters.page),
    pageSize: String(ORDER_PAGE_SIZE),
  });
  if (filters.status) params.set('status', filters.status);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.poNumber) params.set('poNumber', filters.poNumber);
  const { body, headers } = await requestJson<OrderRecord[]>(
    `/v2/portal/orders/?${params.toString()}`,
  );
  return { orders: body, total: Number(headers.get('x-total-count') ?? body.length) };
}

/** The order as placed: a cancelled one keeps its lines and amounts. [] when there is none. */
export async function fetchOrder(orderNumber: string): Promise<OrderRecord[]> {
  try {
    const { body } = await requestJson<OrderRecord[]>(
      `/v2/portal/orders/${encodeURIComponent(orderNumber)}`,
    );
    return body;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export async function cancelOrder(orderNumber: string): Promise<OrderRecord[]> {
  const { body } = await requestJson<OrderRecord[]>(
    `/v2/orders/${encodeURIComponent(orderNumber)}`,
    { method: 'DELETE' },
  );
  return body;
}

export const orderKeys = {
  all: ['orders'] as const,
  list: (filters: OrderFilters) => ['orders', 'list', filters] as const,
  one: (orderNumber: string) => ['orders', 'one', orderNumber] as const,
};

export const ordersQuery = (filters: OrderFilters) =>
  queryOptions({
    queryKey: orderKeys.list(filters),
    queryFn: () => fetchOrders(filters),
    placeholderData: keepPreviousData,
  });

export const orderQuery = (orderNumber: string) =>
  queryOptions({ queryKey: orderKeys.one(orderNumber), queryFn: () => fetchOrder(orderNumber) });

export const useOrders = (filters: OrderFilters) => useQuery(ordersQuery(filters));
export const useOrder = (orderNumber: string) => useQuery(orderQuery(orderNumber));
/**
 * Cancels and shows the new status at once (the contract's answer zeroes a cancelled record; the
 * page keeps showing what was ordered); the order and the lists refresh behind.
 */
export function useCancelOrder(orderNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(orderNumber),
    onSuccess: (cancelled) => {
      client.setQueryData<OrderRecord[]>(orderKeys.one(orderNumber), (current) =>
        (current ?? cancelled).map((record) => {
          const now = cancelled.find((c) => c.guid === record.guid);
          return now ? { ...record, orderStatus: now.orderStatus } : record;
        }),
      );
      void client.invalidateQueries({ queryKey: orderKeys.one(orderNumber) });
      void client.invalidateQueries({ queryKey: ['orders', 'list'] });
    },
  });
}
