// Orders in the browser: place (and preview with testOrder), list with filters and paging, read
// one, cancel. Fetchers + query options + hooks over the same /v2/orders endpoints API clients use.
'use client';

import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { cartKeys, clearCart } from './cart';
import { requestJson } from './cart-http';
import {
  ORDER_PAGE_SIZE,
  type OrderFilters,
  type OrderRecord,
  type OrderRequestBody,
} from './orders-types';

export async function placeOrder(body: OrderRequestBody): Promise<OrderRecord[]> {
  const { body: answer } = await requestJson<OrderRecord[]>('/v2/orders/', {
    method: 'POST',
    body,
  });
  return answer;
}

export async function fetchOrders(
  filters: OrderFilters,
): Promise<{ orders: OrderRecord[]; total: number }> {
  const params = new URLSearchParams({
    All: 'true',
    page: String(filters.page),
    pageSize: String(ORDER_PAGE_SIZE),
  });
  if (filters.status) params.set('status', filters.status);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.poNumber) params.set('poNumber', filters.poNumber);
  const { body, headers } = await requestJson<OrderRecord[]>(`/v2/orders/?${params.toString()}`);
  return { orders: body, total: Number(headers.get('x-total-count') ?? body.length) };
}

/** GET /v2/orders/{n} also matches PO and invoice numbers: keep the records of this order. */
export async function fetchOrder(orderNumber: string): Promise<OrderRecord[]> {
  const { body } = await requestJson<OrderRecord[]>(
    `/v2/orders/${encodeURIComponent(orderNumber)}`,
  );
  return body.filter((record) => record.orderNumber === orderNumber);
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
  preview: (body: OrderRequestBody) => ['orders', 'preview', body] as const,
};

export const ordersQuery = (filters: OrderFilters) =>
  queryOptions({
    queryKey: orderKeys.list(filters),
    queryFn: () => fetchOrders(filters),
    placeholderData: keepPreviousData,
  });

export const orderQuery = (orderNumber: string) =>
  queryOptions({ queryKey: orderKeys.one(orderNumber), queryFn: () => fetchOrder(orderNumber) });

/**
 * The preview is a test order (interface-v2.md §3: created and cancelled), priced by the very
 * service that places the real one. Keyed by the request, so an unchanged cart is not re-priced.
 */
export const orderPreviewQuery = (body: OrderRequestBody) =>
  queryOptions({
    queryKey: orderKeys.preview(body),
    queryFn: () => placeOrder({ ...body, testOrder: true }),
    staleTime: 60_000,
    retry: false,
  });

export const useOrders = (filters: OrderFilters) => useQuery(ordersQuery(filters));
export const useOrder = (orderNumber: string) => useQuery(orderQuery(orderNumber));
export const useOrderPreview = (body: OrderRequestBody | undefined) =>
  useQuery({
    ...orderPreviewQuery(body ?? ({} as OrderRequestBody)),
    enabled: body !== undefined,
  });

/** Places the order, then empties the cart: the order is what the cart was for. */
export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: OrderRequestBody) => {
      const orders = await placeOrder({ ...body, testOrder: false });
      const emptied = await clearCart();
      return { orders, emptied };
    },
    onSuccess: ({ orders, emptied }) => {
      client.setQueryData(cartKeys.all, emptied);
      const orderNumber = orders[0]?.orderNumber;
      if (orderNumber) client.setQueryData(orderKeys.one(orderNumber), orders);
      void client.invalidateQueries({ queryKey: ['orders', 'list'] });
    },
  });
}

/** Cancels and shows the cancelled records at once; the lists refresh behind. */
export function useCancelOrder(orderNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(orderNumber),
    onSuccess: (cancelled) => {
      client.setQueryData<OrderRecord[]>(orderKeys.one(orderNumber), (current) =>
        (current ?? cancelled).map(
          (record) => cancelled.find((c) => c.guid === record.guid) ?? record,
        ),
      );
      void client.invalidateQueries({ queryKey: ['orders', 'list'] });
    },
  });
}
