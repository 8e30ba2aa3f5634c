// The Order record of interface-v2.md §2.1/§2.2 and the LineErrors record, as they travel on the
// wire: one definition for the server that writes them (lib/rest/orders/order-wire.ts) and the
// portal that reads them (lib/client).
import type { OrderBoxWire } from './tracking-record';

export interface OrderLineWire {
  lineNumber: number;
  type: 'S' | 'NS';
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

export interface OrderWire {
  guid: string;
  companyName: string;
  warehouseAbbr: string;
  orderNumber: string;
  invoiceNumber: string;
  poNumber: string;
  customerNumber: string;
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
  shippingCollectNumber: string;
  trackingNumber?: string;
  shippingAddress: {
    customer: string;
    attn: string;
    address: string;
    city: string;
    state: string;
    zip: string;
  };
  billingAddress: {
    billTo: string;
    attn: string;
    address: string;
    city: string;
    state: string;
    zip: string;
  };
  subtotal: number;
  shipping: number;
  shippingSaved: number;
  cod: number;
  tax: number;
  lostCashDiscount: number;
  smallOrderFee: number;
  cuponDiscount: number;
  sampleDiscount: number;
  setUpFee: number;
  restockFee: number;
  debitCredit: number;
  total: number;
  totalPieces: number;
  totalLines: number;
  totalWeight: number;
  totalBoxes: number;
  deliveryStatus: string;
  conveyorLane: string;
  lines: OrderLineWire[];
  /** `?Boxes=true` only (after-the-order.md). */
  boxes?: OrderBoxWire[];
}

/** The LineErrors record of a `{"orders":[…],"lineErrors":[…]}` answer (rejectLineErrors false). */
export interface LineErrorWire {
  lineNumber: number;
  identifier: string;
  warehouseAbbr: string;
  qtyRequested: number;
  qtyAvailable: number;
  message: string;
}
