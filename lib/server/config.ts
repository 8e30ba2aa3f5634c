import { z } from 'zod';

// Configuration is read once from the environment and validated, so a typo fails at start-up
// with a message instead of misbehaving later.
const configSchema = z.object({
  // `file:…` (or a bare path, or `:memory:`) selects the embedded SQLite database,
  // `postgres://…` / `postgresql://…` selects PostgreSQL (db/database.ts).
  DATABASE_URL: z
    .string()
    .min(1)
    .default('file:data/portal.db')
    .refine((url) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(url) || /^postgres(ql)?:\/\//i.test(url), {
      message: 'must be file:<path> (SQLite) or postgres://user@host:port/database',
    }),
  /** PostgreSQL connections each process keeps at most (ignored by SQLite). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  /** Server processes `npm start` runs (node:cluster workers sharing PORT). */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(1),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  BUSINESS_TIME_ZONE: z.string().min(1).default('America/Chicago'),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Apparel Portal <orders@apparel-portal.local>'),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  INVOICE_DELAY_SECONDS: z.coerce.number().int().nonnegative().default(60),
  LIFECYCLE_SIMULATOR: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  AUTH_SECRET: z.string().min(16).default('apparel-portal-demo-secret-change-me-in-production'),
  MAX_BODY_BYTES: z.coerce.number().int().positive().default(1_000_000),
});

export type AppConfig = z.infer<typeof configSchema>;

let cached: AppConfig | undefined;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

export function getConfig(): AppConfig {
  cached ??= loadConfig();
  return cached;
}
