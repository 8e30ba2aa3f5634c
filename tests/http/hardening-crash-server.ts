// A real app process for the crash test: the node:http front over the database given in
// CRASH_DB_URL (either dialect), on a free port it prints as `listening <port>`. The test kills it
// with SIGKILL.
import type { AddressInfo } from 'node:net';
import { loadConfig } from '@/lib/server/config';
import { createContainer } from '@/lib/server/container';
import { createFrontServer } from '@/lib/server/front-server';

const databaseUrl = process.env.CRASH_DB_URL;
if (!databaseUrl) throw new Error('CRASH_DB_URL is required');
const config = loadConfig({
  ...process.env,
  DATABASE_URL: databaseUrl,
  API_RATE_LIMIT_PER_MINUTE: '100000',
  LIFECYCLE_SIMULATOR: 'off',
  DATABASE_POOL_SIZE: '4',
});
const app = await createContainer({ config });
const server = createFrontServer({ app });
server.listen(0, '127.0.0.1', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
