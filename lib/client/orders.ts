// Orders in the browser: the history's list with filters and paging (one order is read on the
// server and cancelled through lib/client/order-http.ts; the cart places orders through
// /v2/cart/checkout, lib/client/cart-checkout.ts). Fetchers + query options + hooks over the same /v2/orders endpoints API clients use.
'use client';

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from './cart-http';
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

export const orderKeys = {
  all: ['orders'] as const,
  list: (filters: OrderFilters) => ['orders', 'list', filters] as const,
};

export const ordersQuery = (filters: OrderFilters) =>
  queryOptions({
    queryKey: orderKeys.list(filters),
    queryFn: () => fetchOrders(filters),
    placeholderData: keepPreviousData,
  });

export const useOrders = (filters: OrderFilters) => useQuery(ordersQuery(filters));
