// Lifecycle steps of issue 12 that run beside the order lifecycle simulator: carrier scans of
// shipped packages (later also returns received, stock replenishment and expected inventory).
// Like the simulator, every step keeps its state in the database and is guarded per row.
import { STOCK_REFRESH_INTERVAL_MS } from '@/lib/domain/stock-refresh';
import { receiveReturns } from '@/lib/services/receive-returns';
import { refreshStock } from '@/lib/services/refresh-stock';
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

// Stock moves about every 15 minutes (compatibility.md §5); the first pass runs one interval after
// start, so a fresh demo shows the seeded stock as it is.
export const stockRefreshTask: BackgroundTask = {
  name: 'stock-refresh',
  intervalMs: STOCK_REFRESH_INTERVAL_MS,
  async run(app) {
    if (!app.config.LIFECYCLE_SIMULATOR) return;
    await refreshStock(app.deps);
  },
};
