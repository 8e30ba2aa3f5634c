// The deliveryStatus values of interface-v2.md §3 that come from the carrier's scans, and the
// moments they apply (README, "Tracking"): label created but not yet scanned -> `Shipped`; an
// exception scan -> `Shipped - Exception`; a missed delivery waiting for the next attempt ->
// `Shipped - Pending`; no scan for a day -> `Shipped - Unknown`; carriers purge tracking after
// 120 days, so an undelivered package older than that -> `Shipped - Expired`.
import type { Checkpoint, CheckpointKind } from './tracking-schedule';

export const UNKNOWN_AFTER_MS = 24 * 60 * 60_000;
export const EXPIRED_AFTER_MS = 120 * 24 * 60 * 60_000;

export type CarrierDeliveryStatus =
  | 'Shipped'
  | 'Shipped - In Transit'
  | 'Shipped - Exception'
  | 'Shipped - Pending'
  | 'Shipped - Out For Delivery'
  | 'Shipped - Delivered'
  | 'Shipped - Unknown'
  | 'Shipped - Expired';

const byKind: Record<CheckpointKind, CarrierDeliveryStatus> = {
  'label-created': 'Shipped',
  'picked-up': 'Shipped - In Transit',
  departed: 'Shipped - In Transit',
  arrived: 'Shipped - In Transit',
  exception: 'Shipped - Exception',
  'out-for-delivery': 'Shipped - Out For Delivery',
  'delivery-attempted': 'Shipped - Pending',
  delivered: 'Shipped - Delivered',
};

/** The status one package shows at `now`, from its scans (oldest first). */
export function packageDeliveryStatus(
  checkpoints: readonly Pick<Checkpoint, 'kind' | 'at'>[],
  shippedAt: number,
  now: number,
): CarrierDeliveryStatus {
  const latest = checkpoints[checkpoints.length - 1];
  if (latest?.kind === 'delivered') return 'Shipped - Delivered';
  if (now - shippedAt > EXPIRED_AFTER_MS) return 'Shipped - Expired';
  if (!latest) return now - shippedAt > UNKNOWN_AFTER_MS ? 'Shipped - Unknown' : 'Shipped';
  if (now - latest.at > UNKNOWN_AFTER_MS) return 'Shipped - Unknown';
  return byKind[latest.kind];
}

// A record with several boxes shows the status that most needs a person's attention.
const attention: readonly CarrierDeliveryStatus[] = [
  'Shipped - Exception',
  'Shipped - Expired',
  'Shipped - Unknown',
  'Shipped - Pending',
  'Shipped',
  'Shipped - In Transit',
  'Shipped - Out For Delivery',
  'Shipped - Delivered',
];

export function recordDeliveryStatus(
  packages: readonly CarrierDeliveryStatus[],
): CarrierDeliveryStatus | undefined {
  let best: CarrierDeliveryStatus | undefined;
  for (const status of packages) {
    if (best === undefined || attention.indexOf(status) < attention.indexOf(best)) best = status;
  }
  return best;
}

// The order lifecycle owns the main course of a record (in transit, out for delivery,
// delivered); the carrier's scans add the moments the lifecycle does not know about.
const carrierOnly = new Set<string>([
  'Shipped',
  'Shipped - Exception',
  'Shipped - Pending',
  'Shipped - Unknown',
  'Shipped - Expired',
]);

/** The deliveryStatus a shipped record shows: the lifecycle's, unless a carrier moment applies. */
export function shownDeliveryStatus(
  lifecycleStatus: string,
  fromPackages: CarrierDeliveryStatus | undefined,
): string {
  if (fromPackages !== undefined && carrierOnly.has(fromPackages)) return fromPackages;
  return lifecycleStatus;
}
