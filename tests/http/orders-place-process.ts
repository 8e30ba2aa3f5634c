// A second app process for the cross-process concurrency test: serves /v2 over the database
// file named by DATABASE_URL and prints its port on stdout. Started by
// orders-place-concurrency.test.ts with `node --import tsx`.
import type { AddressInfo } from 'node:net';
import { loadConfig } from '@/lib/server/config';
import { createContainer } from '@/lib/server/container';
import { createFrontServer } from '@/lib/server/front-server';

const config = loadConfig({
  ...process.env,
  API_RATE_LIMIT_PER_MINUTE: '100000',
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
