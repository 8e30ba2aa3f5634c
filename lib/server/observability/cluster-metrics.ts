// /metrics under WEB_CONCURRENCY=N: any worker may get the scrape, and each worker counts only
// its own requests. The worker that gets it asks the primary, which collects every worker's
// figures over the cluster's IPC channel and merges them with prom-client's AggregatorRegistry
// (counters and histograms summed; the database-wide gauges, the same in every worker, by max).
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/** How long the primary waits for a worker's figures (a dying worker never sends them). */
const COLLECT_TIMEOUT_MS = 2_000;
const SCRAPE_TIMEOUT_MS = 5_000;

type MetricsJson = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;

type Message =
  | { type: 'apparel:metrics-scrape'; id: number }
  | { type: 'apparel:metrics-scraped'; id: number; text?: string; error?: string }
  | { type: 'apparel:metrics-collect'; id: number }
  | { type: 'apparel:metrics-snapshot'; id: number; metrics: MetricsJson };

function isMessage(value: unknown): value is Message {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { type?: unknown }).type === 'string' &&
    (value as { type: string }).type.startsWith('apparel:metrics-')
  );
}

let sharing = false;

/** In a worker: answer the primary's requests for this process's figures. */
export function shareWorkerMetrics(registry: Registry): void {
  if (!cluster.isWorker || sharing) return;
  sharing = true;
  process.on('message', (message: unknown) => {
    if (!isMessage(message) || message.type !== 'apparel:metrics-collect') return;
    void registry.getMetricsAsJSON().then((metrics) => {
      process.send?.({ type: 'apparel:metrics-snapshot', id: message.id, metrics });
    });
  });
}

/** True in a worker whose /metrics should report the whole cluster. */
export function reportsClusterMetrics(): boolean {
  return sharing;
}

let nextScrape = 0;

/** In a worker: the whole cluster's figures in the Prometheus text format, from the primary. */
export function scrapeCluster(): Promise<string> {
  const id = (nextScrape += 1);
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (!isMessage(message) || message.type !== 'apparel:metrics-scraped' || message.id !== id) {
        return;
      }
      finish();
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(message.error ?? 'the primary sent no metrics'));
    };
    const timer = setTimeout(() => {
      finish();
      reject(new Error('the cluster primary did not answer the metrics request'));
    }, SCRAPE_TIMEOUT_MS);
    const finish = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    process.on('message', onMessage);
    process.send?.({ type: 'apparel:metrics-scrape', id });
  });
}

/** In the primary: answer the workers' scrapes with every live worker's figures merged. */
export function answerClusterScrapes(): void {
  let nextCollect = 0;
  const waiting = new Map<number, (metrics: MetricsJson) => void>();

  const collectFrom = (worker: Worker) =>
    new Promise<MetricsJson | undefined>((resolve) => {
      const id = (nextCollect += 1);
      const timer = setTimeout(() => {
        waiting.delete(id);
        resolve(undefined);
      }, COLLECT_TIMEOUT_MS);
      waiting.set(id, (metrics) => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(metrics);
      });
      if (!worker.isConnected()) return;
      worker.send({ type: 'apparel:metrics-collect', id }, (error) => {
        if (error) waiting.get(id)?.([]);
      });
    });

  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === 'apparel:metrics-snapshot') {
      waiting.get(message.id)?.(message.metrics);
      return;
    }
    if (message.type !== 'apparel:metrics-scrape') return;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    Promise.all(workers.map(collectFrom))
      .then((snapshots) =>
        AggregatorRegistry.aggregate(snapshots.filter((s) => s !== undefined)).metrics(),
      )
      .then(
        (text) => worker.send({ type: 'apparel:metrics-scraped', id: message.id, text }),
        (error: unknown) =>
          worker.send({ type: 'apparel:metrics-scraped', id: message.id, error: String(error) }),
      );
  });
}
