// A cluster for lib/server/cluster-primary.test.ts: the real supervisor over workers that answer
// every request with their pid (the real workers are scripts/lib/serve-process.ts, which needs a
// Next build). Run: FIXTURE_PORT=… FIXTURE_WORKERS=… node --import tsx <this file>
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { superviseWorkers } from './cluster-primary';

const port = Number(process.env.FIXTURE_PORT);
if (cluster.isWorker) {
  const server = createServer((_req, res) => res.end(String(process.pid)));
  server.listen(port, '127.0.0.1');
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
} else {
  superviseWorkers(Number(process.env.FIXTURE_WORKERS), () => console.info('ALL LISTENING'));
}
