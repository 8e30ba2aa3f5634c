// What the carrier reports about each package of a shipped record (after-the-order.md, tracking
// data). A package follows one of a few "stories", chosen from its tracking number so that the
// same package always tells the same story: most go picked up -> departed -> arrived -> out for
// delivery -> delivered; now and then one is held by an exception, waits for the carrier's pickup,
// or misses a delivery attempt. The first scans follow the clock; "out for delivery" and
// "delivered" wait for the order lifecycle to say so, so a record and its packages never disagree.
import { DELIVERED_AFTER_OUT_MS, OUT_FOR_DELIVERY_AFTER_SHIP_MS } from './order-progress';

export type PackageStory = 'normal' | 'weather-exception' | 'late-pickup' | 'missed-delivery';

export type CheckpointKind =
  | 'label-created'
  | 'picked-up'
  | 'departed'
  | 'exception'
  | 'arrived'
  | 'out-for-delivery'
  | 'delivery-attempted'
  | 'delivered';

/** How far the order lifecycle has moved the record the package belongs to. */
export type LifecycleStage = 'shipped' | 'out-for-delivery' | 'delivered';

export interface Checkpoint {
  kind: CheckpointKind;
  at: number;
  location: string;
  statusMessage: string;
}

interface PlannedCheckpoint {
  kind: CheckpointKind;
  /** Offset from the ship instant. */
  afterShipMs: number;
  /** The lifecycle stage the record must have reached before the carrier reports this. */
  gate: LifecycleStage;
  where: 'origin' | 'destination';
  statusMessage: string;
}

const MINUTE = 60_000;
const OUT = OUT_FOR_DELIVERY_AFTER_SHIP_MS;
const DELIVERED = OUT_FOR_DELIVERY_AFTER_SHIP_MS + DELIVERED_AFTER_OUT_MS;

const pickedUp = (afterShipMs: number): PlannedCheckpoint => ({
  kind: 'picked-up',
  afterShipMs,
  gate: 'shipped',
  where: 'origin',
  statusMessage: 'Picked up by the carrier',
});
const departed: PlannedCheckpoint = {
  kind: 'departed',
  afterShipMs: 10 * MINUTE,
  gate: 'shipped',
  where: 'origin',
  statusMessage: 'Departed from the origin facility',
};
const arrived: PlannedCheckpoint = {
  kind: 'arrived',
  afterShipMs: 20 * MINUTE,
  gate: 'shipped',
  where: 'destination',
  statusMessage: 'Arrived at the destination facility',
};
const outForDelivery = (afterShipMs: number, gate: LifecycleStage): PlannedCheckpoint => ({
  kind: 'out-for-delivery',
  afterShipMs,
  gate,
  where: 'destination',
  statusMessage: 'Out for delivery',
});
const delivered: PlannedCheckpoint = {
  kind: 'delivered',
  afterShipMs: DELIVERED,
  gate: 'delivered',
  where: 'destination',
  statusMessage: 'Delivered',
};

const STORIES: Record<PackageStory, readonly PlannedCheckpoint[]> = {
  normal: [pickedUp(0), departed, arrived, outForDelivery(OUT, 'out-for-delivery'), delivered],
  'weather-exception': [
    pickedUp(0),
    departed,
    {
      kind: 'exception',
      afterShipMs: 15 * MINUTE,
      gate: 'shipped',
      where: 'origin',
      statusMessage: 'Exception: severe weather, the package will be delayed',
    },
    arrived,
    outForDelivery(OUT, 'out-for-delivery'),
    delivered,
  ],
  'late-pickup': [
    {
      kind: 'label-created',
      afterShipMs: 0,
      gate: 'shipped',
      where: 'origin',
      statusMessage: 'Shipping label created, awaiting the carrier',
    },
    pickedUp(5 * MINUTE),
    departed,
    arrived,
    outForDelivery(OUT, 'out-for-delivery'),
    delivered,
  ],
  'missed-delivery': [
    pickedUp(0),
    departed,
    arrived,
    outForDelivery(OUT, 'out-for-delivery'),
    {
      kind: 'delivery-attempted',
      afterShipMs: OUT + 10 * MINUTE,
      gate: 'out-for-delivery',
      where: 'destination',
      statusMessage: 'Delivery attempted, receiver not available; another attempt is pending',
    },
    outForDelivery(DELIVERED - 5 * MINUTE, 'delivered'),
    delivered,
  ],
};

/** A stable small hash of a tracking number (FNV-1a), so a package keeps its story. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** One package in eight meets weather, one in eight waits for pickup, one in ten misses a drop. */
export function storyOf(trackingNumber: string): PackageStory {
  const bucket = hashOf(trackingNumber) % 40;
  if (bucket < 5) return 'weather-exception';
  if (bucket < 10) return 'late-pickup';
  if (bucket < 14) return 'missed-delivery';
  return 'normal';
}

export function isPackageStory(value: string): value is PackageStory {
  return value in STORIES;
}

const stageRank: Record<LifecycleStage, number> = {
  shipped: 0,
  'out-for-delivery': 1,
  delivered: 2,
};

/** The lifecycle stage of a shipped record from its stored delivery status. */
export function lifecycleStageOf(deliveryStatus: string): LifecycleStage {
  if (deliveryStatus === 'Shipped - Delivered') return 'delivered';
  if (deliveryStatus === 'Shipped - Out For Delivery') return 'out-for-delivery';
  return 'shipped';
}

export interface PackageRoute {
  story: PackageStory;
  shippedAt: number;
  /** 'City, ST' of the warehouse and of the ship-to address. */
  origin: string;
  destination: string;
}

/**
 * The checkpoints that have happened by `now` and are not yet written (`written` of them are).
 * A gated checkpoint waits for the lifecycle; once its gate is passed it is reported at its
 * planned instant or now, whichever is earlier (a staff member may have moved the order early),
 * never before the checkpoint written before it.
 */
export function dueCheckpoints(
  route: PackageRoute,
  stage: LifecycleStage,
  now: number,
  written: number,
  lastWrittenAt = route.shippedAt,
): Checkpoint[] {
  const plan = STORIES[route.story];
  // A later checkpoint that is due pulls every earlier one along (a compressed history). The
  // first scan of a lifecycle stage is the lifecycle's own event, so it is due the moment the
  // record reaches that stage; once delivered, the whole story has happened.
  let reachable = -1;
  plan.forEach((step, index) => {
    if (stageRank[stage] < stageRank[step.gate]) return;
    const opensStage = step.gate !== 'shipped' && plan[index - 1]?.gate !== step.gate;
    if (stage === 'delivered' || opensStage || route.shippedAt + step.afterShipMs <= now) {
      reachable = index;
    }
  });
  const due: Checkpoint[] = [];
  let previous = lastWrittenAt;
  for (let index = written; index <= reachable; index++) {
    const step = plan[index]!;
    const at = Math.max(previous, Math.min(route.shippedAt + step.afterShipMs, now));
    due.push({
      kind: step.kind,
      at,
      location: step.where === 'origin' ? route.origin : route.destination,
      statusMessage: step.statusMessage,
    });
    previous = at;
  }
  return due;
}

/** Every checkpoint of the story (for tests and for the length of a finished history). */
export function plannedLength(story: PackageStory): number {
  return STORIES[story].length;
}
