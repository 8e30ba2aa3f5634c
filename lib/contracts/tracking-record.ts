// A tracking row of after-the-order.md as it travels on the wire: one zod schema for the server
// (lib/rest/tracking), the portal's order page (lib/client) and the OpenAPI document.
import { z } from 'zod';

export const checkpointWireSchema = z.object({
  checkpointDate: z.string().describe('yyyy-MM-dd, business time zone.'),
  checkpointTime: z.string().describe('HH:mm:ss.'),
  checkpointLocation: z.string(),
  checkpointStatusMessage: z.string(),
});
export type CheckpointWire = z.infer<typeof checkpointWireSchema>;

export const boxLineWireSchema = z.object({ sku: z.string(), qty: z.number().int() });
export type BoxLineWire = z.infer<typeof boxLineWireSchema>;

export const trackingWireSchema = z.object({
  carrierName: z.string(),
  trackingNumber: z.string(),
  origin: z.string(),
  actualDeliveryDateTime: z.string().describe('Empty until delivered.'),
  signedBy: z.string(),
  latestCheckpoint: checkpointWireSchema.describe("Empty strings until the carrier's first scan."),
  orderNumber: z.string(),
  invoiceNumber: z.string(),
  // Extensions (after-the-order.md leaves them open): the whole history, oldest first, and the
  // delivery status the record shows.
  deliveryStatus: z.string(),
  checkpoints: z.array(checkpointWireSchema),
  // Per-box rows (`?Boxes=true`) only:
  boxNumber: z.number().int().optional(),
  weight: z.number().optional(),
  contents: z.array(boxLineWireSchema).optional(),
});
export type TrackingWire = z.infer<typeof trackingWireSchema>;

/** A box of an order record (`GET /v2/orders/…?Boxes=true`). */
export const orderBoxWireSchema = z.object({
  boxNumber: z.number().int(),
  trackingNumber: z.string(),
  weight: z.number(),
  contents: z.array(boxLineWireSchema),
});
export type OrderBoxWire = z.infer<typeof orderBoxWireSchema>;
