import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startBackgroundWork, type BackgroundTask } from './background-work';
import type { AppContainer } from './container';

// Only the scheduler is under test here: the tasks are plain functions that record their runs.
const app = { log: vi.fn() } as unknown as AppContainer;

function recordingTask(intervalMs: number, runMs: number) {
  const runs: { start: number; end: number }[] = [];
  let running = 0;
  let maxConcurrent = 0;
  const task: BackgroundTask = {
    name: 'recording',
    intervalMs,
    async run() {
      running += 1;
      maxConcurrent = Math.max(maxConcurrent, running);
      const start = Date.now();
      await new Promise((resolve) => setTimeout(resolve, runMs));
      runs.push({ start, end: Date.now() });
      running -= 1;
    },
  };
  return { task, runs, maxConcurrent: () => maxConcurrent };
}

/** Stops, and lets the fake clock run so the run in progress can end. */
async function stopAfterRunsEnd(stop: () => Promise<void>): Promise<void> {
  const stopping = stop();
  await vi.advanceTimersByTimeAsync(1_000);
  await stopping;
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startBackgroundWork', () => {
  it('starts each task after a random part of its interval, then every interval after a run ends', async () => {
    const { task, runs } = recordingTask(1_000, 300);
    const stop = startBackgroundWork(app, [task], () => 0.25);
    await vi.advanceTimersByTimeAsync(3_000);
    await stopAfterRunsEnd(stop);
    expect(runs.map((r) => r.start)).toEqual([250, 1_550, 2_850]);
  });

  it('never runs one task twice at once, even when a run takes longer than the interval', async () => {
    const { task, runs, maxConcurrent } = recordingTask(100, 450);
    const stop = startBackgroundWork(app, [task], () => 0);
    await vi.advanceTimersByTimeAsync(5_000);
    await stopAfterRunsEnd(stop);
    expect(runs.length).toBeGreaterThan(5);
    expect(maxConcurrent()).toBe(1);
  });

  it('lets the run in progress finish before stop resolves, and starts no new run after', async () => {
    const { task, runs } = recordingTask(1_000, 400);
    const stop = startBackgroundWork(app, [task], () => 0);
    await vi.advanceTimersByTimeAsync(100); // the first run started at 0 and is mid-way
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(200);
    expect(stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await stopping;
    expect(runs).toEqual([{ start: 0, end: 400 }]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toHaveLength(1);
  });

  it('logs a failed run and keeps the schedule', async () => {
    let calls = 0;
    const failing: BackgroundTask = {
      name: 'failing',
      intervalMs: 100,
      run: () => {
        calls += 1;
        return Promise.reject(new Error(`boom ${calls}`));
      },
    };
    const stop = startBackgroundWork(app, [failing], () => 0);
    await vi.advanceTimersByTimeAsync(350);
    await stop();
    expect(calls).toBe(4);
    expect(app.log).toHaveBeenCalledWith(new Error('boom 1'));
  });
});
