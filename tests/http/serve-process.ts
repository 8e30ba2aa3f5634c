// An app process as `npm start` runs one (front server, background work, graceful shutdown) over
// the database named by DATABASE_URL, without Next; prints its port on stdout. Started by
// graceful-shutdown.test.ts with `node --import tsx`.
import type { AddressInfo } from 'node:net';
import { startBackgroundWork } from '@/lib/server/background-work';
import { loadConfig } from '@/lib/server/config';
import { createContainer } from '@/lib/server/container';
import { createFrontServer } from '@/lib/server/front-server';
import { installGracefulShutdown } from '@/lib/server/graceful-shutdown';

const config = loadConfig({ ...process.env, API_RATE_LIMIT_PER_MINUTE: '100000' });
const app = await createContainer({ config });
const server = createFrontServer({ app });
const stopBackground = startBackgroundWork(app);
installGracefulShutdown({ server, app, stopBackground, close: () => app.close() });
server.listen(0, '127.0.0.1', () => {
  console.info(`PORT=${(server.address() as AddressInfo).port}`);
});
