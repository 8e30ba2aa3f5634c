import { orderShippedEmail } from '@/lib/domain/return-emails';
import { planBoxes } from '@/lib/domain/shipment-boxes';
import {
  dueCheckpoints,
  lifecycleStageOf,
  storyOf,
  type PackageRoute,
} from '@/lib/domain/tracking-schedule';
import type { RecordToTrack } from '@/lib/domain/ports/tracking-repository';
import type { ServiceDeps } from './service-deps';

const SHIPPED_EMAIL_WITHIN_MS = 24 * 60 * 60_000;

export interface TrackingStepReport {
  packagesCreated: number;
  checkpointsWritten: number;
}

/** Who the carrier writes down as having signed: the receiver's surname, or the front door. */
function signerOf(record: RecordToTrack): string {
  if (record.residential) return 'FRONT DOOR';
  const words = record.receiver.trim().split(/\s+/);
  return (words[words.length - 1] ?? '').toUpperCase() || 'RECEIVING';
}

/**
 * A lifecycle step (runs after advanceOrders): gives every shipped record its packages, then
 * writes each package's carrier scans that have happened by now. Guarded per package, so several
 * processes may run it at once and each scan is written exactly once.
 */
export async function recordTrackingCheckpoints(
  deps: ServiceDeps,
  batchSize = 200,
): Promise<TrackingStepReport> {
  const report: TrackingStepReport = { packagesCreated: 0, checkpointsWritten: 0 };
  const now = deps.clock.now();
  let records = await deps.repos.tracking.recordsToTrack(batchSize);
  const untracked = records.filter((r) => r.packages.length === 0);
  for (const record of untracked) {
    const boxes = planBoxes(
      record.trackingNumber,
      record.totalBoxes,
      record.totalWeight,
      record.lines,
    );
    await deps.repos.tracking.createPackages(
      record.recordId,
      boxes.map((box) => ({
        boxNumber: box.boxNumber,
        trackingNumber: box.trackingNumber,
        weight: box.weight,
        story: storyOf(box.trackingNumber),
      })),
      now,
      // The carrier's news of a fresh shipment; a record shipped long ago (seeded history, or a
      // process down for a day) gets its packages without an e-mail from the past.
      record.emailConfirmation !== '' && now - record.shippedAt <= SHIPPED_EMAIL_WITHIN_MS
        ? {
            accountId: record.accountId,
            toAddress: record.emailConfirmation,
            orderNumber: record.facts.orderNumber,
            content: orderShippedEmail(record.facts),
          }
        : undefined,
    );
    report.packagesCreated += boxes.length;
  }
  if (untracked.length > 0) records = await deps.repos.tracking.recordsToTrack(batchSize);

  for (const record of records) {
    const stage = lifecycleStageOf(record.deliveryStatus);
    for (const pkg of record.packages) {
      if (pkg.delivered) continue;
      const route: PackageRoute = {
        story: pkg.story,
        shippedAt: record.shippedAt,
        origin: record.origin,
        destination: record.destination,
      };
      const due = dueCheckpoints(
        route,
        stage,
        now,
        pkg.checkpointsWritten,
        pkg.lastCheckpointAt ?? record.shippedAt,
      );
      if (due.length === 0) continue;
      if (
        await deps.repos.tracking.appendCheckpoints(
          pkg.id,
          pkg.checkpointsWritten,
          due,
          signerOf(record),
        )
      ) {
        report.checkpointsWritten += due.length;
      }
    }
  }
  return report;
}
