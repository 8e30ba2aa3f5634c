// One serving process: the plain node:http front that answers /v2 and the SOAP path on plain
// records (ARCHITECTURE.md invariant 9) and hands every other path to Next, plus the background
// work. Run alone (WEB_CONCURRENCY=1) or as one worker of the cluster (the port is shared).
import next from 'next';
import { startBackgroundWork } from '@/lib/server/background-work';
import type { AppConfig } from '@/lib/server/config';
import { createContainer, installContainer } from '@/lib/server/container';
import { createFrontServer } from '@/lib/server/front-server';
import { installGracefulShutdown } from '@/lib/server/graceful-shutdown';
import { shareWorkerMetrics } from '@/lib/server/observability/cluster-metrics';

export async function serveProcess(config: AppConfig, onListening?: () => void): Promise<void> {
  const app = await createContainer({ config });
  // Next's route handlers and Server Components ask getContainer(): give them this one.
  installContainer(app);
  // A worker of the cluster: the primary asks it for its figures when any worker is scraped.
  shareWorkerMetrics(app.metrics.registry);
  const hostname = process.env.HOST ?? '0.0.0.0';
  const nextApp = next({ dev: false, dir: process.cwd(), hostname, port: config.PORT });
  await nextApp.prepare();
  const nextHandler = nextApp.getRequestHandler();

  const server = createFrontServer({ app, fallback: (req, res) => nextHandler(req, res) });
  server.keepAliveTimeout = 65_000;
  server.listen(config.PORT, hostname, onListening);
  const stopBackground = startBackgroundWork(app);

  // SIGTERM: stop taking connections, finish every request already received and the background
  // run in progress (an e-mail being sent is marked sent under its lease), then close the pool.
  installGracefulShutdown({ server, app, stopBackground, close: () => app.close() });
}
