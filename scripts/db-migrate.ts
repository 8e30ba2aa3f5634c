// Creates the database file when missing and applies the committed migrations.
import { openDatabase } from '@/db/sqlite/client';
import { loadConfig, sqlitePathFromUrl } from '@/lib/server/config';

const config = loadConfig();
const path = sqlitePathFromUrl(config.DATABASE_URL);
openDatabase(path).close();
console.info(`Database ready: ${path}`);
