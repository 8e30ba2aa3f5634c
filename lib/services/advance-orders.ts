import { nextTransition, type ProgressRecord } from '@/lib/domain/order-progress';
import { isFinal } from '@/lib/domain/order-states';
import type { ServiceDeps } from './service-deps';

export interface AdvanceOptions {
  /** Only this order number (staff command); default every due record. */
  orderNumber?: string;
  /** Take the next step now even if it is scheduled later (staff command). */
  force?: boolean;
  /** Keep stepping until the records are final (`--until delivered`). */
  untilFinal?: boolean;
  /** Records per pass; bounds the work of one background tick. */
  batchSize?: number;
}

export interface AdvanceReport {
  /** Transitions applied by this call, e.g. { invoice: 3, ship: 1 }. */
  applied: Record<string, number>;
  /** Records another process moved first (their guarded update won). */
  skipped: number;
}

const MAX_PASSES = 12;

/**
 * Moves orders forward (invoice, ship, delivery statuses, will-call pickup) from the schedule in
 * the database. Each step is a guarded update on the record as read, so several processes may
 * run this at once: each transition happens exactly once.
 */
export async function advanceOrders(
  deps: ServiceDeps,
  options: AdvanceOptions = {},
): Promise<AdvanceReport> {
  const report: AdvanceReport = { applied: {}, skipped: 0 };
  const staff = options.force === true || options.orderNumber !== undefined;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const now = deps.clock.now();
    const records: ProgressRecord[] = staff
      ? await deps.repos.orderLifecycle.unfinishedRecords(options.orderNumber)
      : await deps.repos.orderLifecycle.dueRecords(now, options.batchSize ?? 200);
    let moved = 0;
    for (const record of records) {
      if (isFinal(record)) continue;
      const transition = nextTransition(record, now, options.force === true);
      if (!transition) continue;
      if (await deps.repos.orderLifecycle.applyTransition(record, transition)) {
        report.applied[transition.kind] = (report.applied[transition.kind] ?? 0) + 1;
        moved++;
      } else {
        report.skipped++;
      }
    }
    // A forced step moves one step per pass; a scheduled pass may find records that became due
    // by catching up (their next instant is already past), so loop while something moved.
    if (moved === 0 || (options.force === true && options.untilFinal !== true)) break;
  }
  return report;
}
