// The composition root: configuration, the database, repositories -> services. Created lazily on
// first use (next build imports every route and must not open the database).
import { openDatabase, type DatabaseHandle } from '@/db/sqlite/client';
import { createRepositories } from '@/db/sqlite/repositories/create-repositories';
import { systemClock, type Clock } from '@/lib/domain/clock';
import type { ServiceDeps } from '@/lib/services/service-deps';
import { getConfig, sqlitePathFromUrl, type AppConfig } from './config';
import { dataDirectoryOf, resolveSessionSecret } from './session-secret';

/** The configuration with the session secret settled (given, or kept beside the data). */
export type ResolvedConfig = AppConfig & { AUTH_SECRET: string };

export interface AppContainer {
  config: ResolvedConfig;
  database: DatabaseHandle;
  deps: ServiceDeps;
  log: (error: unknown) => void;
}

export interface ContainerOptions {
  config?: AppConfig;
  clock?: Clock;
  /** Overrides DATABASE_URL, e.g. a temp file in tests. */
  databasePath?: string;
}

export function createContainer(options: ContainerOptions = {}): AppContainer {
  const given = options.config ?? getConfig();
  const databasePath = options.databasePath ?? sqlitePathFromUrl(given.DATABASE_URL);
  const config: ResolvedConfig = {
    ...given,
    AUTH_SECRET: resolveSessionSecret({
      configured: given.AUTH_SECRET,
      dataDirectory: dataDirectoryOf(databasePath),
      production: process.env.NODE_ENV === 'production',
    }),
  };
  const database = openDatabase(databasePath);
  const deps: ServiceDeps = {
    repos: createRepositories(database),
    clock: options.clock ?? systemClock,
    settings: {
      businessTimeZone: config.BUSINESS_TIME_ZONE,
      rateLimitPerMinute: config.API_RATE_LIMIT_PER_MINUTE,
      invoiceDelaySeconds: config.INVOICE_DELAY_SECONDS,
    },
  };
  return {
    config,
    database,
    deps,
    log: (error) => console.error('[apparel-portal]', error),
  };
}

// One container per process, kept on globalThis so that Next's dev-mode module reloading does not
// open a second connection.
const globalKey = Symbol.for('apparel-portal.container');
type GlobalWithContainer = typeof globalThis & { [globalKey]?: AppContainer };

export function getContainer(): AppContainer {
  const holder = globalThis as GlobalWithContainer;
  holder[globalKey] ??= createContainer();
  return holder[globalKey];
}
