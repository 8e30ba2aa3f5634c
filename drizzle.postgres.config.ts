import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes the migrations of both dialects; each folder is applied by its
// own client on open (db/sqlite/client.ts, db/postgres/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/postgres/schema.ts',
  out: './db/postgres/migrations',
});
