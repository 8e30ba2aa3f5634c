// npm run db:seed [-- --scale demo|half|full] [--seed N] [--reset]
// Seeds an empty database (SQLite file or PostgreSQL, from DATABASE_URL). With --reset the
// database is emptied first: the SQLite file is deleted, the PostgreSQL database dropped and
// created again.
import { parseArgs } from 'node:util';
import { describeDatabase, openDatabaseAt, resetDatabaseAt } from '@/db/database';
import { seedDatabase, type SeedScale } from '@/db/seed/seed-database';
import { loadConfig } from '@/lib/server/config';
import { progressBar } from './lib/progress-bar';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'demo' },
    seed: { type: 'string', default: '1' },
    reset: { type: 'boolean', default: false },
  },
});
const scale = values.scale as SeedScale;
if (scale !== 'demo' && scale !== 'half' && scale !== 'full') {
  console.error(`--scale must be demo, half or full, not ${values.scale}`);
  process.exit(2);
}
const url = loadConfig().DATABASE_URL;
const where = describeDatabase(url);
if (values.reset) await resetDatabaseAt(url);
const handle = await openDatabaseAt(url, { createIfMissing: true });
try {
  const started = Date.now();
  const bar = progressBar();
  const seeded = await seedDatabase(handle, {
    scale,
    seed: Number(values.seed),
    now: Date.now(),
    onProgress: (done, total, label) => bar.update(done, total, label),
  });
  bar.done();
  console.info(
    seeded
      ? `Seeded ${scale} catalog into ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s`
      : `${where} already holds data; use --reset to start over.`,
  );
} finally {
  await handle.close();
}
