// TrackingRow (domain) -> the tracking row clients parse: dates in the business time zone, a flat
// JSON array (the production sample's list-in-a-list is malformed; after-the-order.md).
import type { CheckpointWire, TrackingWire } from '@/lib/contracts/tracking-record';
import { toBusinessDateTime } from '@/lib/domain/business-time';
import type { TrackingRow } from '@/lib/domain/tracking-rows';
import type { Checkpoint } from '@/lib/domain/tracking-schedule';

const NO_CHECKPOINT: CheckpointWire = {
  checkpointDate: '',
  checkpointTime: '',
  checkpointLocation: '',
  checkpointStatusMessage: '',
};

export function toCheckpointWire(checkpoint: Checkpoint, timeZone: string): CheckpointWire {
  const [date = '', time = ''] = toBusinessDateTime(checkpoint.at, timeZone).split('T');
  return {
    checkpointDate: date,
    checkpointTime: time.slice(0, 8),
    checkpointLocation: checkpoint.location,
    checkpointStatusMessage: checkpoint.statusMessage,
  };
}

export function toTrackingWire(row: TrackingRow, timeZone: string): TrackingWire {
  return {
    carrierName: row.carrierName,
    trackingNumber: row.trackingNumber,
    origin: row.origin,
    actualDeliveryDateTime:
      row.deliveredAt === undefined ? '' : toBusinessDateTime(row.deliveredAt, timeZone),
    signedBy: row.signedBy,
    latestCheckpoint: row.latestCheckpoint
      ? toCheckpointWire(row.latestCheckpoint, timeZone)
      : NO_CHECKPOINT,
    orderNumber: row.orderNumber,
    invoiceNumber: row.invoiceNumber,
    deliveryStatus: row.deliveryStatus,
    checkpoints: row.checkpoints.map((c) => toCheckpointWire(c, timeZone)),
    ...(row.box
      ? { boxNumber: row.box.boxNumber, weight: row.box.weight, contents: row.box.contents }
      : {}),
  };
}
