// Tracking rows of after-the-order.md: one per shipment (its first box stands for it, as
// carriers do for multi-piece shipments) or, with `Boxes=true`, one per box.
import type { OrderView } from './orders';
import type { TrackedPackage, TrackedRecord } from './ports/tracking-repository';
import { planBoxes, type BoxLine } from './shipment-boxes';
import type { Checkpoint } from './tracking-schedule';
import {
  packageDeliveryStatus,
  recordDeliveryStatus,
  shownDeliveryStatus,
} from './tracking-status';

export interface TrackingRow {
  carrierName: string;
  trackingNumber: string;
  origin: string;
  /** When the shipment (or box) was delivered; undefined until then. */
  deliveredAt?: number;
  signedBy: string;
  latestCheckpoint?: Checkpoint;
  checkpoints: Checkpoint[];
  orderNumber: string;
  invoiceNumber: string;
  deliveryStatus: string;
  /** Per-box rows only. */
  box?: { boxNumber: number; weight: number; contents: BoxLine[] };
}

/** The boxes of a record as the order's `?Boxes=true` shows them (packages, or the plan). */
export function boxesOf(view: OrderView, packages: readonly TrackedPackage[] | undefined) {
  const planned = planBoxes(
    view.trackingNumber,
    view.totalBoxes,
    view.totalWeight,
    view.lines.map((l) => ({ sku: l.sku, qty: l.qtyShipped || l.qtyOrdered })),
  );
  return planned.map((box) => {
    const pkg = packages?.find((p) => p.boxNumber === box.boxNumber);
    return { ...box, trackingNumber: pkg?.trackingNumber ?? box.trackingNumber, package: pkg };
  });
}

export function trackingRowsOf(
  record: TrackedRecord,
  view: OrderView | undefined,
  perBox: boolean,
  now: number,
): TrackingRow[] {
  const statuses = record.packages.map((p) =>
    packageDeliveryStatus(p.checkpoints, record.shippedAt, now),
  );
  const base = {
    carrierName: record.carrier,
    origin: record.origin,
    orderNumber: record.orderNumber,
    invoiceNumber: record.invoiceNumber,
  };
  if (!perBox) {
    const first = record.packages[0];
    const allDelivered =
      record.packages.length > 0 && record.packages.every((p) => p.deliveredAt !== null);
    const lastDelivery = Math.max(...record.packages.map((p) => p.deliveredAt ?? 0));
    const checkpoints = first?.checkpoints ?? [];
    return [
      {
        ...base,
        trackingNumber: first?.trackingNumber ?? view?.trackingNumber ?? '',
        ...(allDelivered ? { deliveredAt: lastDelivery } : {}),
        signedBy: first?.signedBy ?? '',
        ...(checkpoints.length ? { latestCheckpoint: checkpoints[checkpoints.length - 1]! } : {}),
        checkpoints,
        deliveryStatus: shownDeliveryStatus(record.deliveryStatus, recordDeliveryStatus(statuses)),
      },
    ];
  }
  const boxes = view ? boxesOf(view, record.packages) : [];
  return record.packages.map((pkg, index): TrackingRow => {
    const plan = boxes.find((b) => b.boxNumber === pkg.boxNumber);
    const latest = pkg.checkpoints[pkg.checkpoints.length - 1];
    return {
      ...base,
      trackingNumber: pkg.trackingNumber,
      ...(pkg.deliveredAt !== null ? { deliveredAt: pkg.deliveredAt } : {}),
      signedBy: pkg.signedBy,
      ...(latest ? { latestCheckpoint: latest } : {}),
      checkpoints: pkg.checkpoints,
      deliveryStatus: shownDeliveryStatus(record.deliveryStatus, statuses[index]),
      box: { boxNumber: pkg.boxNumber, weight: pkg.weight, contents: plan?.contents ?? [] },
    };
  });
}
