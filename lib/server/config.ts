import { z } from 'zod';

// Configuration is read once from the environment and validated, so a typo fails at start-up
// with a message instead of misbehaving later.
const configSchema = z.object({
  DATABASE_URL: z.string().min(1).default('file:data/portal.db'),
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

/** `file:data/portal.db` -> `data/portal.db`; `:memory:` stays as it is. */
export function sqlitePathFromUrl(url: string): string {
  if (url === ':memory:' || url === 'file::memory:') return ':memory:';
  if (url.startsWith('file:')) return url.slice('file:'.length);
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    throw new Error(
      'DATABASE_URL points at PostgreSQL; this build serves the embedded SQLite database only (see README, "PostgreSQL").',
    );
  }
  return url;
}
