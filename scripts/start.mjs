// npm start: install what is missing, create and seed the database when empty, build when stale,
// then serve (WEB_CONCURRENCY=N: N processes sharing the port) and print the URLs and demo
// credentials. Running it again keeps the data. DATABASE_URL picks SQLite (default) or PostgreSQL.
import { execSync, spawn } from 'node:child_process';
import { ensureInstall } from './lib/ensure-install.mjs';

ensureInstall();
const { buildIfStale } = await import('./lib/build-if-stale.mjs');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
// Seeding first (with its progress bar) means the server's own check finds the data in place.
execSync('npx tsx scripts/db-seed.ts', { stdio: 'inherit', env });
buildIfStale();
// The server is our direct child so that SIGTERM to `npm start` reaches it (and, through the
// cluster primary, every worker) instead of leaving it running as an orphan.
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
