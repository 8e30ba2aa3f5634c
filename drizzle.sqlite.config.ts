import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes the migrations of both dialects (see drizzle.postgres.config.ts).

export default defineConfig({
  dialect: 'sqlite',
  schema: './db/sqlite/schema.ts',
  out: './db/sqlite/migrations',
});
