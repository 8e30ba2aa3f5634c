// How an order moves forward after placement (interface-v2.md §3): invoiced shortly after, then
// shipped and delivered, or made ready at will call and picked up. The schedule lives in the
// database (`orders.next_event_at`), so a restart loses nothing and several processes can share
// the work; this module only decides what the next step of one record is.
import { isPickup } from './freight';
import { CANCELLATION_WINDOW_MS } from './order-cancellation';

// Pacing of the simulated warehouse after the invoice. It is compressed (minutes, not days) on
// purpose: the demo's orders should visibly move while someone is looking at them.
export const SHIP_AFTER_INVOICE_MS = 5 * 60_000;
export const OUT_FOR_DELIVERY_AFTER_SHIP_MS = 30 * 60_000;
export const DELIVERED_AFTER_OUT_MS = 30 * 60_000;
export const PICKED_UP_AFTER_READY_MS = 60 * 60_000;

export interface ProgressRecord {
  id: number;
  orderNumber: string;
  /** The channel of an order ('API', 'Web', 'EDI'), or a return's 'Credit' / 'Replacement'. */
  orderType: string;
  status: string;
  deliveryStatus: string;
  invoiceNumber: string;
  orderedAt: number;
  shippingMethodCode: string;
  shippingCarrier: string;
  nextEventAt: number | null;
}

export type TransitionKind =
  'invoice' | 'ship' | 'ready-for-pickup' | 'out-for-delivery' | 'delivered' | 'picked-up';

export interface Transition {
  kind: TransitionKind;
  /** When it happens (the scheduled instant, or now when a staff member forces it). */
  at: number;
  status: 'In Progress' | 'Shipped' | 'Completed';
  deliveryStatus: string;
  /** The repository allocates the next invoice number in the same transaction. */
  assignInvoice: boolean;
  /** Sets ship date, tracking number and qtyShipped = qtyOrdered. */
  ship: boolean;
  trackingNumber?: string;
  nextEventAt: number | null;
}

/** A tracking number in the carrier's usual shape, derived from the record id (stable, unique). */
export function trackingNumberFor(carrier: string, recordId: number): string {
  const digits = String(recordId * 7_919 + 104_729).padStart(10, '0');
  if (/fedex/i.test(carrier)) return `7${digits.slice(-11).padStart(11, '4')}`;
  if (/usps|postal/i.test(carrier)) return `9400${digits.padStart(18, '1')}`;
  return `1Z9X4W${digits.slice(-10)}`;
}

/**
 * The next step of a record at `now`, or undefined when nothing is due. `force` makes the step
 * happen now even if it is scheduled later (the staff command), but never jumps over steps.
 */
export function nextTransition(
  record: ProgressRecord,
  now: number,
  force = false,
): Transition | undefined {
  // A credit memo waits for the returned goods (the goods-received step completes it); no
  // schedule, not even a staff member's forced step, may invoice and ship it like an order.
  if (record.orderType === 'Credit') return undefined;
  if (record.nextEventAt === null && !force) return undefined;
  if (!force && record.nextEventAt !== null && record.nextEventAt > now) return undefined;
  // Catching up after downtime keeps the schedule's instants, so history reads realistically.
  const at = force || record.nextEventAt === null ? now : Math.min(record.nextEventAt, now);
  const pickup = isPickup(record.shippingMethodCode);

  if (record.status === 'In Progress' && record.invoiceNumber === '') {
    // Shipping inside the cancellation window would take away the customer's ten minutes.
    const shipAt = Math.max(
      at + SHIP_AFTER_INVOICE_MS,
      record.orderedAt + CANCELLATION_WINDOW_MS + 1,
    );
    return {
      kind: 'invoice',
      at,
      status: 'In Progress',
      deliveryStatus: '',
      assignInvoice: true,
      ship: false,
      nextEventAt: shipAt,
    };
  }
  if (record.status === 'In Progress') {
    if (pickup) {
      return {
        kind: 'ready-for-pickup',
        at,
        status: 'Completed',
        deliveryStatus: '',
        assignInvoice: false,
        ship: true,
        nextEventAt: at + PICKED_UP_AFTER_READY_MS,
      };
    }
    return {
      kind: 'ship',
      at,
      status: 'Shipped',
      deliveryStatus: 'Shipped - In Transit',
      assignInvoice: false,
      ship: true,
      trackingNumber: trackingNumberFor(record.shippingCarrier, record.id),
      nextEventAt: at + OUT_FOR_DELIVERY_AFTER_SHIP_MS,
    };
  }
  if (record.status === 'Completed' && record.deliveryStatus === '') {
    return {
      kind: 'picked-up',
      at,
      status: 'Completed',
      deliveryStatus: 'Picked Up',
      assignInvoice: false,
      ship: false,
      nextEventAt: null,
    };
  }
  if (record.status === 'Shipped' && record.deliveryStatus === 'Shipped - In Transit') {
    return {
      kind: 'out-for-delivery',
      at,
      status: 'Shipped',
      deliveryStatus: 'Shipped - Out For Delivery',
      assignInvoice: false,
      ship: false,
      nextEventAt: at + DELIVERED_AFTER_OUT_MS,
    };
  }
  if (record.status === 'Shipped' && record.deliveryStatus === 'Shipped - Out For Delivery') {
    return {
      kind: 'delivered',
      at,
      status: 'Shipped',
      deliveryStatus: 'Shipped - Delivered',
      assignInvoice: false,
      ship: false,
      nextEventAt: null,
    };
  }
  return undefined;
}
