// The Order record of interface-v2.md §2.1/§2.2 as the portal reads it from /v2/orders.

export interface OrderLineRecord {
  lineNumber: number;
  type: string;
  skuID: number;
  sku: string;
  gtin: string;
  yourSku: string;
  qtyOrdered: number;
  qtyShipped: number;
  price: number;
  brandName: string;
  styleName: string;
  title: string;
  colorName: string;
  sizeName: string;
  returnable: boolean;
}

export interface OrderRecord {
  guid: string;
  companyName: string;
  warehouseAbbr: string;
  orderNumber: string;
  invoiceNumber: string;
  poNumber: string;
  customerNumber: string;
  /** Business time zone, no zone suffix: 2026-11-21T10:59:06.433 */
  orderDate: string;
  shipDate?: string;
  invoiceDate?: string;
  expectedDeliveryDate?: string;
  orderType: string;
  terms: string;
  orderStatus: string;
  dropship: boolean;
  shippingCarrier: string;
  shippingMethod: string;
  shipBlind: boolean;
  trackingNumber?: string;
  shippingAddress: {
    customer: string;
    attn: string;
    address: string;
    city: string;
    state: string;
    zip: string;
  };
  subtotal: number;
  shipping: number;
  tax: number;
  smallOrderFee: number;
  total: number;
  totalPieces: number;
  totalLines: number;
  totalWeight: number;
  totalBoxes: number;
  deliveryStatus: string;
  lines: OrderLineRecord[];
}

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
