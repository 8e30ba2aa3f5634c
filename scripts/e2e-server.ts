// The server Playwright runs against: the built app over a fresh demo database of its own.
import { execSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const port = process.env.E2E_PORT ?? '3100';
const databaseFile = 'data/e2e.db';
for (const suffix of ['', '-wal', '-shm']) rmSync(databaseFile + suffix, { force: true });
const env = {
  ...process.env,
  DATABASE_URL: `file:${databaseFile}`,
  PORT: port,
  // E2E_HOST=0.0.0.0 reproduces `npm start`'s listening address (e2e/hardening.spec.ts).
  HOST: process.env.E2E_HOST ?? '127.0.0.1',
  API_RATE_LIMIT_PER_MINUTE: '100000',
  // e2e/webhooks.spec.ts subscribes a receiver that listens on loopback inside the test.
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
  // Retries in seconds rather than minutes, so a spec can watch one happen.
  WEBHOOK_RETRY_BASE_MS: '1000',
  NEXT_TELEMETRY_DISABLED: '1',
};
execSync('npx tsx scripts/db-seed.ts', { stdio: 'inherit', env });
const { buildIfStale } = (await import('./lib/build-if-stale.mjs')) as {
  buildIfStale: () => boolean;
};
buildIfStale();
execSync('npx tsx scripts/serve.ts', { stdio: 'inherit', env });
