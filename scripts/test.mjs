// npm test: install what the suites need (Debian's Chromium included), then lint, typecheck,
// unit, the repository contract suite and the HTTP integration suite on both databases (SQLite
// and PostgreSQL), and Playwright. Exits non-zero on any failure. PostgreSQL is never skipped:
// scripts/lib/test-postgres.mjs finds one or starts a throwaway server, stopped at the end.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureInstall } from './lib/ensure-install.mjs';

ensureInstall();

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.info('Installing Debian Chromium for the Playwright suite…');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    {
      stdio: 'inherit',
    },
  );
}

const { buildIfStale } = await import('./lib/build-if-stale.mjs');
const { provisionPostgres } = await import('./lib/test-postgres.mjs');
const postgres = await provisionPostgres();
console.info(`PostgreSQL for the tests: ${postgres.source} (${postgres.url})`);
const env = {
  ...process.env,
  TZ: 'UTC',
  NEXT_TELEMETRY_DISABLED: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  // Every suite uses the same server; the vitest global setups find it here.
  TEST_DATABASE_URL: postgres.url,
};

const steps = [
  ['lint', 'npx eslint --max-warnings=0 .'],
  ['typecheck', 'npx tsc --noEmit'],
  ['unit', 'npx vitest run --project unit'],
  ['contract', 'npx vitest run --project contract'],
  ['build', () => buildIfStale()],
  ['http', 'npx vitest run --project http'],
  ['http-pg', 'npx vitest run --project http-pg'],
  ['e2e', 'npx playwright test'],
];

const results = [];
for (const [name, step] of steps) {
  console.info(`\n=== ${name} ===`);
  const started = Date.now();
  let ok;
  if (typeof step === 'function') {
    try {
      step();
      ok = true;
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      ok = false;
    }
  } else {
    ok = spawnSync(step, { shell: true, stdio: 'inherit', env }).status === 0;
  }
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  // Without a build the later suites cannot run at all.
  if (!ok && name === 'build') break;
}

await postgres.stop();

console.info('\n=== summary ===');
for (const r of results) console.info(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.info(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length === steps.length ? 0 : 1);
