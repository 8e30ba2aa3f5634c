// Periodic work of a server process: outbox delivery and the order lifecycle simulator. All state
// lives in the database, so several processes may run this at once and a restart loses nothing.
import type { AppContainer } from './container';
import { lifecycleSimulatorTask, outboxDeliveryTask } from './order-lifecycle-tasks';

export interface BackgroundTask {
  name: string;
  intervalMs: number;
  run(app: AppContainer): Promise<void>;
}

export const backgroundTasks: BackgroundTask[] = [lifecycleSimulatorTask, outboxDeliveryTask];

/**
 * Starts the tasks; the returned function stops scheduling them and resolves once the steps
 * already running have finished (a graceful shutdown closes the database only after that).
 */
export function startBackgroundWork(
  app: AppContainer,
  tasks = backgroundTasks,
): () => Promise<void> {
  const running = new Set<Promise<void>>();
  const timers = tasks.map((task) => {
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      const step = task
        .run(app)
        .catch((error: unknown) => app.log(error))
        .finally(() => {
          busy = false;
          running.delete(step);
        });
      running.add(step);
    }, task.intervalMs);
    timer.unref();
    return timer;
  });
  return async () => {
    timers.forEach((timer) => clearInterval(timer));
    await Promise.all(running);
  };
}
