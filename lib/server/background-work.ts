// Periodic work of a server process: outbox delivery and the order lifecycle simulator. All state
// lives in the database, so several processes (cluster workers, other machines) run this at once:
// each lifecycle step is a guarded update that applies once, and each e-mail is leased by one
// process at a time (the repositories' claims). Scheduling only has to keep the processes from
// polling in lockstep and let a stopping process finish the run it is in.
import { afterOrderStepsTask, stockRefreshTask } from './after-order-tasks';
import type { AppContainer } from './container';
import { lifecycleSimulatorTask, outboxDeliveryTask } from './order-lifecycle-tasks';
import { webhookDeliveryTask } from './webhook-tasks';

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
  webhookDeliveryTask,
];

/** Stops scheduling; resolves when the runs in progress have finished. */
export type StopBackgroundWork = () => Promise<void>;

/**
 * Runs each task every `intervalMs`, never two runs of one task at once in this process. The first
 * run waits a random part of the interval, so N processes started together spread their polls
 * over the interval instead of all claiming at the same instant.
 */
export function startBackgroundWork(
  app: AppContainer,
  tasks = backgroundTasks,
  random: () => number = Math.random,
): StopBackgroundWork {
  let stopped = false;
  const inFlight = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();

  const schedule = (task: BackgroundTask, delayMs: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (stopped) return;
      const run = task
        .run(app)
        .catch((error: unknown) => app.log(error))
        .finally(() => {
          inFlight.delete(run);
          if (!stopped) schedule(task, task.intervalMs);
        });
      inFlight.add(run);
    }, delayMs);
    timer.unref();
    timers.add(timer);
  };

  for (const task of tasks) schedule(task, Math.floor(random() * task.intervalMs));

  return async () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    await Promise.all(inFlight);
  };
}
