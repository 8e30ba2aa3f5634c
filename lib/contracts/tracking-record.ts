// A tracking row of after-the-order.md as it travels on the wire: one definition for the server
// (lib/rest/tracking) and the portal's order page (lib/client).

export interface CheckpointWire {
  checkpointDate: string; // yyyy-MM-dd, business time zone
  checkpointTime: string; // HH:mm:ss
  checkpointLocation: string;
  checkpointStatusMessage: string;
}

export interface BoxLineWire {
  sku: string;
  qty: number;
}

export interface TrackingWire {
  carrierName: string;
  trackingNumber: string;
  origin: string;
  /** "" until delivered. */
  actualDeliveryDateTime: string;
  signedBy: string;
  /** Empty strings until the carrier's first scan. */
  latestCheckpoint: CheckpointWire;
  orderNumber: string;
  invoiceNumber: string;
  // Extensions (after-the-order.md leaves them open): the whole history, oldest first, and the
  // delivery status the record shows.
  deliveryStatus: string;
  checkpoints: CheckpointWire[];
  // Per-box rows (`?Boxes=true`) only:
  boxNumber?: number;
  weight?: number;
  contents?: BoxLineWire[];
}

/** A box of an order record (`GET /v2/orders/…?Boxes=true`). */
export interface OrderBoxWire {
  boxNumber: number;
  trackingNumber: string;
  weight: number;
  contents: BoxLineWire[];
}
