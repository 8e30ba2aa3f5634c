// The Order record of interface-v2.md §2.1/§2.2 as the portal reads it from /v2/orders.

import type { OrderLineWire, OrderWire } from '@/lib/contracts/order-record';

export type OrderLineRecord = OrderLineWire;
export type OrderRecord = OrderWire;

/** The body of POST /v2/orders/ (interface-v2.md §4.1) that the cart sends. */
export interface OrderRequestBody {
  shippingAddress: {
    customer: string;
    attn: string;
    address: string;
    city: string;
    state: string;
    zip: string;
    residential: boolean;
  };
  shippingMethod: string;
  shipBlind: boolean;
  poNumber: string;
  emailConfirmation: string;
  testOrder: boolean;
  autoselectWarehouse: boolean;
  autoselectWarehouse_Warehouses?: string;
  AutoSelectWarehouse_Preference?: 'fewest' | 'fastest';
  AutoSelectWarehouse_Fewest_MaxDIT?: number;
  promotionCode?: string;
  quoteNumber?: string;
  rejectLineErrors: boolean;
  lines: { identifier: string; qty: number; warehouseAbbr?: string }[];
}

export interface OrderFilters {
  status: string;
  from: string;
  to: string;
  poNumber: string;
  page: number;
}

export const ORDER_PAGE_SIZE = 20;
