// npm run db:seed [-- --scale demo|full] [--seed N] [--reset]
// Seeds an empty database. With --reset the file is deleted first.
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase } from '@/db/sqlite/client';
import { isDatabaseSeeded, seedDatabase, type SeedScale } from '@/db/seed/seed-database';
import { loadConfig, sqlitePathFromUrl } from '@/lib/server/config';
import { progressBar } from './lib/progress-bar';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'demo' },
    seed: { type: 'string', default: '1' },
    reset: { type: 'boolean', default: false },
  },
});
const scale = values.scale as SeedScale;
if (scale !== 'demo' && scale !== 'full') {
  console.error(`--scale must be demo or full, not ${values.scale}`);
  process.exit(2);
}
const path = sqlitePathFromUrl(loadConfig().DATABASE_URL);
if (values.reset && path !== ':memory:') {
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
}
const handle = openDatabase(path);
if (isDatabaseSeeded(handle)) {
  console.info(`${path} already holds data; use --reset to start over.`);
} else {
  const started = Date.now();
  const bar = progressBar();
  seedDatabase(handle, {
    scale,
    seed: Number(values.seed),
    now: Date.now(),
    onProgress: (done, total, label) => bar.update(done, total, label),
  });
  bar.done();
  console.info(
    `Seeded ${scale} catalog into ${path} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
handle.close();
