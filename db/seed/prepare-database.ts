// What `npm start` does to the database before serving: create it when missing (PostgreSQL: via
// the `postgres` maintenance database), apply the migrations, and seed the demo data when empty.
import { describeDatabase, openDatabaseAt } from '../database';
import { seedDatabase, type SeedOptions } from './seed-database';

export interface PreparedDatabase {
  /** Where the database lives, password left out. */
  where: string;
  /** True when this call seeded it (it was empty). */
  seeded: boolean;
}

export async function prepareDatabase(
  url: string,
  options: { seedNow: number; scale?: SeedOptions['scale'] },
): Promise<PreparedDatabase> {
  const handle = await openDatabaseAt(url, { createIfMissing: true });
  try {
    const seeded = await seedDatabase(handle, {
      scale: options.scale ?? 'demo',
      seed: 1,
      now: options.seedNow,
    });
    return { where: describeDatabase(url), seeded };
  } finally {
    await handle.close();
  }
}
