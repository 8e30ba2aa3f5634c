// Periodic work of a server process: outbox delivery and the order lifecycle simulator. All state
// lives in the database, so several processes may run this at once and a restart loses nothing.
import { afterOrderStepsTask, stockRefreshTask } from './after-order-tasks';
import type { AppContainer } from './container';
import { lifecycleSimulatorTask, outboxDeliveryTask } from './order-lifecycle-tasks';

export interface BackgroundTask {
  name: string;
  intervalMs: number;
  run(app: AppContainer): Promise<void>;
}

export const backgroundTasks: BackgroundTask[] = [
  lifecycleSimulatorTask,
  outboxDeliveryTask,
  afterOrderStepsTask,
  stockRefreshTask,
];

export function startBackgroundWork(app: AppContainer, tasks = backgroundTasks): () => void {
  const timers = tasks.map((task) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      task
        .run(app)
        .catch((error: unknown) => app.log(error))
        .finally(() => {
          running = false;
        });
    }, task.intervalMs);
    timer.unref();
    return timer;
  });
  return () => timers.forEach((timer) => clearInterval(timer));
}
