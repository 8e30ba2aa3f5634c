// The Order record of interface-v2.md §2.1/§2.2 as the portal reads it from /v2/orders.

import type { OrderLineWire, OrderWire } from '@/lib/contracts/order-record';

export type OrderLineRecord = OrderLineWire;
export type OrderRecord = OrderWire;

export interface OrderFilters {
  status: string;
  from: string;
  to: string;
  poNumber: string;
  page: number;
}

export const ORDER_PAGE_SIZE = 20;
