// A cluster as `npm start` runs it with WEB_CONCURRENCY=N (the real supervisor, workers with the
// front server and graceful shutdown, sharing FIXTURE_PORT), without Next. The primary prints
// ALL LISTENING once every worker listens. Started by cluster-metrics.test.ts with `node --import tsx`.
import cluster from 'node:cluster';
import { superviseWorkers } from '@/lib/server/cluster-primary';
import { loadConfig } from '@/lib/server/config';
import { createContainer } from '@/lib/server/container';
import { createFrontServer } from '@/lib/server/front-server';
import { installGracefulShutdown } from '@/lib/server/graceful-shutdown';
import { shareWorkerMetrics } from '@/lib/server/observability/cluster-metrics';

const port = Number(process.env.FIXTURE_PORT);
if (cluster.isWorker) {
  const config = loadConfig({ ...process.env, API_RATE_LIMIT_PER_MINUTE: '100000' });
  const app = await createContainer({ config });
  shareWorkerMetrics(app.metrics.registry);
  const server = createFrontServer({ app });
  installGracefulShutdown({ server, app, close: () => app.close() });
  server.listen(port, '127.0.0.1');
} else {
  superviseWorkers(Number(process.env.FIXTURE_WORKERS), () => console.info('ALL LISTENING'));
}
