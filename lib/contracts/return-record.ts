// A return's record on the wire (after-the-order.md): an Order record of orderType Credit or
// Replacement with its returnInformation; shared by lib/rest/returns and the portal.
import type { OrderWire } from './order-record';
import type { OrderBoxWire } from './tracking-record';

export interface ReturnAddressWire {
  name: string;
  attn: string;
  address: string;
  city: string;
  state: string;
  zip: string;
}

export interface ReturnInformationWire {
  raNumber: string;
  returnToAddress: ReturnAddressWire;
  originalInvoice: string;
  returnReason: string;
  /** "true"/"false": a string, as the production service sends it. */
  returnItemsRequired: string;
  shippingLabelURL: string;
}

export interface ReturnBoxWire extends OrderBoxWire {
  returnInformation: { shippingLabelPNG: string; shippingLabelZPL: string };
}

export interface ReturnRecordWire extends Omit<OrderWire, 'boxes'> {
  returnInformation: ReturnInformationWire;
  boxes?: ReturnBoxWire[];
}
