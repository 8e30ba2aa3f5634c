// npm start's node:http front for /v2 (the same createFrontServer as scripts/serve.ts) without the
// Next fallback: used by `npm run bench -- --skip-next` when there is no `next build` to serve.
// Run as a child process: PORT=… DATABASE_URL=… node --import tsx scripts/bench/front-only-server.ts
import { getContainer } from '@/lib/server/container';
import { createFrontServer } from '@/lib/server/front-server';

const app = await getContainer();
const server = createFrontServer({ app });
server.keepAliveTimeout = 65_000;
server.listen(app.config.PORT, '127.0.0.1');
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => {
    void app.close().then(() => process.exit(0));
  });
});
