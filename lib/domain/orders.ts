// The shapes of placing and reading orders, shared by every door (REST, SOAP, portal).
// Amounts are integer cents; instants epoch milliseconds (UTC). Wire mapping lives in the adapters.

export type AutoselectPreference = 'fewest' | 'fastest';

/** Where an order came from; shown as the order's `orderType`. */
export type OrderChannel = 'API' | 'Web';

export interface ShippingAddressInput {
  customer: string;
  attn: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  residential: boolean;
}

export interface OrderLineInput {
  /** skuID_Master, sku, gtin, or the account's own yourSku. */
  identifier: string;
  qty: number;
  /** Ignored when the service chooses warehouses (unless the command keeps line warehouses). */
  warehouseAbbr?: string;
}

/** A validated order request (interface-v2.md §4.1), whatever door it came through. */
export interface PlaceOrderCommand {
  shippingAddress: ShippingAddressInput;
  shippingMethod: string; // a code of §4.1.1
  /** undefined: the account's setting. */
  shipBlind?: boolean;
  poNumber: string;
  emailConfirmation: string; // '' when none
  testOrder: boolean;
  autoselectWarehouse: boolean;
  /** Only these warehouses are candidates for automatic selection; undefined: all. */
  autoselectWarehouses?: string[];
  autoselectPreference: AutoselectPreference;
  /**
   * The portal's cart (not the wire contract): while the service chooses warehouses, a line that
   * names one still ships from it, as the buyer chose in the style grid.
   */
  keepLineWarehouses?: boolean;
  fewestMaxDaysInTransit: number;
  promotionCode?: string;
  quoteNumber?: string;
  rejectLineErrors: boolean;
  rejectLineErrorsEmail: boolean;
  paymentProfile?: { email: string; profileId: number };
  /** yyyy-mm-dd */
  shipByDate?: string;
  lines: OrderLineInput[];
}

export type OrderStatus = 'In Progress' | 'Shipped' | 'Completed' | 'Cancelled';

export interface AddressView {
  name: string; // customer (shipping) or billTo (billing)
  attn: string;
  address: string;
  city: string;
  state: string;
  zip: string;
}

export interface OrderLineView {
  lineNumber: number;
  type: 'S' | 'NS';
  skuId: number;
  sku: string;
  gtin: string;
  yourSku: string;
  qtyOrdered: number;
  qtyShipped: number;
  priceCents: number;
  brandName: string;
  styleName: string;
  title: string;
  colorName: string;
  sizeName: string;
  returnable: boolean;
}

/** One warehouse record of an order (interface-v2.md §2.1) in domain units. */
export interface OrderView {
  guid: string;
  companyName: string;
  warehouseAbbr: string;
  orderNumber: string;
  invoiceNumber: string;
  poNumber: string;
  customerNumber: string;
  orderedAt: number;
  shippedAt?: number;
  invoicedAt?: number;
  expectedDeliveryAt?: number;
  /** The buyer's ship-by date, yyyy-mm-dd (a calendar day, no zone). */
  shipByDate?: string;
  orderType: string;
  terms: string;
  orderStatus: OrderStatus;
  dropship: boolean;
  shippingCarrier: string;
  shippingMethod: string; // text label
  shipBlind: boolean;
  shippingCollectNumber: string;
  trackingNumber: string;
  shippingAddress: AddressView;
  billingAddress: AddressView;
  subtotalCents: number;
  shippingCents: number;
  shippingSavedCents: number;
  codCents: number;
  taxCents: number;
  lostCashDiscountCents: number;
  smallOrderFeeCents: number;
  cuponDiscountCents: number;
  sampleDiscountCents: number;
  setUpFeeCents: number;
  restockFeeCents: number;
  debitCreditCents: number;
  totalCents: number;
  totalPieces: number;
  totalLines: number;
  totalWeight: number;
  totalBoxes: number;
  deliveryStatus: string;
  conveyorLane: string;
  quoteNumber?: string;
  promotionCode?: string;
  isTest: boolean;
  cancelledAt?: number;
  lines: OrderLineView[];
  /** Only when asked for (`?Boxes=true`) and once shipped (issue 12). */
  boxes?: OrderBox[];
}

/** A box of a shipped record: its own tracking number and what it holds. */
export interface OrderBox {
  boxNumber: number;
  trackingNumber: string;
  weight: number;
  contents: { sku: string; qty: number }[];
}

/** A line that could not be filled (returned when rejectLineErrors is false). */
export interface LineError {
  /** 1-based position of the line in the request. */
  lineNumber: number;
  identifier: string;
  warehouseAbbr: string; // '' when the service was choosing
  qtyRequested: number;
  qtyAvailable: number;
  message: string;
}

export interface PlaceOrderResult {
  orderNumber: string;
  orders: OrderView[];
  lineErrors: LineError[];
}
