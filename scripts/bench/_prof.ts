import { basicAuthHeader } from './credentials';
import { runLoad } from './load';
import { freePort, startServer } from './processes';
import { scratchCopy, removeDatabase } from './bench-database';
import { orderBody, stockedCells } from './orders-bench';
const copy = scratchCopy(process.argv[2]!, 'prof-scratch.db');
const cells = stockedCells(copy);
const port = await freePort();
const server = await startServer({
  name: 'prof',
  args: [
    '--cpu-prof',
    '--cpu-prof-dir=/tmp/pb/oprof',
    '--import',
    'tsx',
    'scripts/bench/front-only-server.ts',
  ],
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${copy}`,
    API_RATE_LIMIT_PER_MINUTE: '1000000000',
    LIFECYCLE_SIMULATOR: 'off',
  },
  port,
  readyPath: '/v2/',
});
const r = await runLoad({
  baseUrl: server.baseUrl,
  method: 'POST',
  path: () => '/v2/orders/',
  body: (i) => orderBody(cells, i),
  headers: { authorization: basicAuthHeader(), 'content-type': 'application/json' },
  connections: 16,
  durationMs: 8000,
  warmupRequests: 20,
});
console.log(r.perSecond, r.statuses, r.errors);
await server.stop();
removeDatabase(copy);
