// WEB_CONCURRENCY=N: the primary forks N serving workers that share the port (node:cluster hands
// connections out round-robin), replaces a worker that dies, and on SIGTERM/SIGINT stops them all.
// Workers are stateless: everything shared lives in the database, so any worker may answer any
// request and a replaced worker loses nothing.
import cluster, { type Worker } from 'node:cluster';
import { answerClusterScrapes } from './observability/cluster-metrics';

/** A worker that dies sooner than this after its start counts as a crash loop: back off. */
const HEALTHY_AFTER_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;
const STOP_GRACE_MS = 10_000;

export function superviseWorkers(count: number, onAllListening: () => void): void {
  const startedAt = new Map<number, number>();
  let listening = 0;
  let announced = false;
  let stopping = false;
  let restartDelay = 0;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };

  cluster.on('listening', () => {
    listening += 1;
    if (!announced && listening >= count) {
      announced = true;
      onAllListening();
    }
  });

  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? Date.now());
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    restartDelay =
      lived < HEALTHY_AFTER_MS
        ? Math.min(Math.max(restartDelay * 2, 500), MAX_RESTART_DELAY_MS)
        : 0;
    console.error(
      `[apparel-portal] worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); ` +
        `starting a replacement${restartDelay ? ` in ${restartDelay} ms` : ''}.`,
    );
    setTimeout(fork, restartDelay);
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(0);
    }, STOP_GRACE_MS).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // /metrics in any worker reports the whole cluster.
  answerClusterScrapes();

  for (let i = 0; i < count; i += 1) fork();
}
