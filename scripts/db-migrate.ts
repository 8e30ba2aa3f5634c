// Creates the database when missing (SQLite file or PostgreSQL database, from DATABASE_URL) and
// applies the committed migrations of its dialect.
import { describeDatabase, openDatabaseAt } from '@/db/database';
import { loadConfig } from '@/lib/server/config';

const url = loadConfig().DATABASE_URL;
const handle = await openDatabaseAt(url, { createIfMissing: true });
await handle.close();
console.info(`Database ready: ${describeDatabase(url)}`);
