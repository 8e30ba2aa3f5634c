// Another app process for the cross-process tests: serves /v2 (and SOAP) over the database named
// by DATABASE_URL (either dialect) and prints its port on stdout. Started with
// `node --import tsx` (tests/http/app-processes.ts). TEST_APP_RATE_LIMIT sets its per-account limit.
import type { AddressInfo } from 'node:net';
import { loadConfig } from '@/lib/server/config';
import { createContainer } from '@/lib/server/container';
import { createFrontServer } from '@/lib/server/front-server';

const config = loadConfig({
  ...process.env,
  API_RATE_LIMIT_PER_MINUTE: process.env.TEST_APP_RATE_LIMIT ?? '100000',
  DATABASE_POOL_SIZE: '4',
  LIFECYCLE_SIMULATOR: 'off',
});
const app = await createContainer({ config });
const server = createFrontServer({ app });
server.listen(0, '127.0.0.1', () => {
  console.info(`PORT=${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => {
  server.close(() => {
    void app.close().then(() => process.exit(0));
  });
});
