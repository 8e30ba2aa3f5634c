// The Order record of interface-v2.md §2.1/§2.2 and the LineErrors record, as they travel on the
// wire: one zod schema for the server that writes them (lib/rest/orders/order-wire.ts), the portal
// that reads them (lib/client) and the OpenAPI document (lib/rest/openapi), so none can drift.
import { z } from 'zod';
import { orderBoxWireSchema } from './tracking-record';

const money = z.number().describe('US dollars with at most two decimals.');
const businessDateTime = z
  .string()
  .describe('Business time zone (America/Chicago by default), no offset: 2026-11-18T16:00:00.');

export const orderLineWireSchema = z.object({
  lineNumber: z.number().int(),
  type: z.enum(['S', 'NS']).describe('S: a stocked sku; NS: a non-stock charge.'),
  skuID: z.number().int(),
  sku: z.string(),
  gtin: z.string(),
  yourSku: z.string(),
  qtyOrdered: z.number().int(),
  qtyShipped: z.number().int(),
  price: money,
  brandName: z.string(),
  styleName: z.string(),
  title: z.string(),
  colorName: z.string(),
  sizeName: z.string(),
  returnable: z.boolean(),
});
export type OrderLineWire = z.infer<typeof orderLineWireSchema>;

const addressFields = {
  attn: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
};

export const orderWireSchema = z.object({
  guid: z.string(),
  companyName: z.string(),
  warehouseAbbr: z.string(),
  orderNumber: z.string(),
  invoiceNumber: z.string().describe('Empty until the warehouse record is invoiced.'),
  poNumber: z.string(),
  customerNumber: z.string(),
  orderDate: businessDateTime,
  shipDate: businessDateTime.optional(),
  invoiceDate: businessDateTime.optional(),
  expectedDeliveryDate: businessDateTime.optional(),
  shipByDate: z
    .string()
    .regex(/^\d{2}\/\d{2}\/\d{4}$/)
    .optional()
    .describe('The ship-by date the order was placed with, mm/dd/YYYY (as requested).'),
  orderType: z.string(),
  terms: z.string(),
  orderStatus: z.string(),
  dropship: z.boolean(),
  shippingCarrier: z.string(),
  shippingMethod: z.string(),
  shipBlind: z.boolean(),
  shippingCollectNumber: z.string(),
  trackingNumber: z.string().optional(),
  shippingAddress: z.object({ customer: z.string(), ...addressFields }),
  billingAddress: z.object({ billTo: z.string(), ...addressFields }),
  subtotal: money,
  shipping: money,
  shippingSaved: money,
  cod: money,
  tax: money,
  lostCashDiscount: money,
  smallOrderFee: money,
  cuponDiscount: money,
  sampleDiscount: money,
  setUpFee: money,
  restockFee: money,
  debitCredit: money,
  total: money,
  totalPieces: z.number().int(),
  totalLines: z.number().int(),
  totalWeight: z.number(),
  totalBoxes: z.number().int(),
  deliveryStatus: z.string(),
  conveyorLane: z.string(),
  lines: z.array(orderLineWireSchema),
  boxes: z
    .array(orderBoxWireSchema)
    .optional()
    .describe('`?Boxes=true` only (after-the-order.md).'),
});
export type OrderWire = z.infer<typeof orderWireSchema>;

/** The LineErrors record of a `{"orders":[…],"lineErrors":[…]}` answer (rejectLineErrors false). */
export const lineErrorWireSchema = z.object({
  lineNumber: z.number().int(),
  identifier: z.string(),
  warehouseAbbr: z.string(),
  qtyRequested: z.number().int(),
  qtyAvailable: z.number().int(),
  message: z.string(),
});
export type LineErrorWire = z.infer<typeof lineErrorWireSchema>;
