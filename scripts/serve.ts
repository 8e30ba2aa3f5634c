// The production server of `npm start`. One process by default; WEB_CONCURRENCY=N runs N worker
// processes (node:cluster) sharing PORT. Either way the database is migrated, and seeded with the
// demo data when empty, ONCE before any process serves (the primary does it before forking).
import cluster from 'node:cluster';
import { prepareDatabase } from '@/db/seed/prepare-database';
import { loadConfig } from '@/lib/server/config';
import { printBanner } from './lib/banner';
import { superviseWorkers } from '@/lib/server/cluster-primary';
import { serveProcess } from './lib/serve-process';

const config = loadConfig();

if (cluster.isWorker) {
  await serveProcess(config);
} else {
  const prepared = await prepareDatabase(config.DATABASE_URL, { seedNow: Date.now() });
  if (prepared.seeded) console.info(`Seeded the demo data into ${prepared.where}.`);
  if (config.WEB_CONCURRENCY > 1) {
    superviseWorkers(config.WEB_CONCURRENCY, () => printBanner(config, config.WEB_CONCURRENCY));
  } else {
    await serveProcess(config, () => printBanner(config, 1));
  }
}
