// A real app process for the crash test: the node:http front over the database file given in
// CRASH_DB, on a free port it prints as `listening <port>`. The test kills it with SIGKILL.
import type { AddressInfo } from 'node:net';
import { loadConfig } from '@/lib/server/config';
import { createContainer } from '@/lib/server/container';
import { createFrontServer } from '@/lib/server/front-server';

const databasePath = process.env.CRASH_DB;
if (!databasePath) throw new Error('CRASH_DB is required');
const config = loadConfig({
  ...process.env,
  API_RATE_LIMIT_PER_MINUTE: '100000',
  LIFECYCLE_SIMULATOR: 'off',
});
const app = createContainer({ config, databasePath });
const server = createFrontServer({ app });
server.listen(0, '127.0.0.1', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
