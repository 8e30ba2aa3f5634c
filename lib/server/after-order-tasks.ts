// Lifecycle steps of issue 12 that run beside the order lifecycle simulator: carrier scans of
// shipped packages (later also returns received, stock replenishment and expected inventory).
// Like the simulator, every step keeps its state in the database and is guarded per row.
import { receiveReturns } from '@/lib/services/receive-returns';
import { recordTrackingCheckpoints } from '@/lib/services/record-tracking-checkpoints';
import type { BackgroundTask } from './background-work';

export const afterOrderStepsTask: BackgroundTask = {
  name: 'after-order-steps',
  intervalMs: 5_000,
  async run(app) {
    if (!app.config.LIFECYCLE_SIMULATOR) return;
    await recordTrackingCheckpoints(app.deps);
    await receiveReturns(app.deps);
  },
};
