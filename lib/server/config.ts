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
  /** When absent, a random secret kept beside the data is used (lib/server/session-secret.ts). */
  AUTH_SECRET: z.string().min(1).optional(),
  /**
   * `on` only behind a reverse proxy that sets X-Forwarded-Host/-Proto/-For itself: otherwise
   * those headers come from the client and would decide our origin and address (issue 9).
   */
  TRUST_PROXY: z
    .enum(['on', 'off'])
    .default('off')
    .transform((v) => v === 'on'),
  MAX_BODY_BYTES: z.coerce.number().int().positive().default(1_000_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** When set, GET /metrics requires `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** First webhook retry delay; doubles per failed attempt (tests make it small). */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30_000),
  /**
   * `true` lets webhook endpoints target private, loopback and link-local addresses (tests, e2e,
   * an intranet receiver); off, such URLs are refused on subscribe and at delivery (SSRF).
   */
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** How long SIGTERM waits for in-flight requests and the current background step. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
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
