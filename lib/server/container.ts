// The composition root: configuration, the database, repositories -> services. Created lazily on
// first use (next build imports every route and must not open the database). Opening is async
// (PostgreSQL connects and migrates), so callers await the container; which dialect runs is
// decided in db/database.ts from DATABASE_URL and known nowhere above it.
import { createRepositories, openDatabaseAt, type DatabaseHandle } from '@/db/database';
import { systemClock, type Clock } from '@/lib/domain/clock';
import type { ServiceDeps } from '@/lib/services/service-deps';
import { getConfig, type AppConfig } from './config';

export interface AppContainer {
  config: AppConfig;
  /** The open database, for db/ helpers (seed, test helpers); services use `deps.repos`. */
  database: DatabaseHandle;
  deps: ServiceDeps;
  log: (error: unknown) => void;
  /** Closes what this container opened (the database connection or pool). */
  close(): Promise<void>;
}

export interface ContainerOptions {
  config?: AppConfig;
  clock?: Clock;
  /** Overrides config.DATABASE_URL (`file:…` or `postgres://…`), e.g. a test's own database. */
  databaseUrl?: string;
  /** CREATE DATABASE when the PostgreSQL database is missing (npm start does; tests do not). */
  createDatabaseIfMissing?: boolean;
}

const log = (error: unknown) => console.error('[apparel-portal]', error);

export async function createContainer(options: ContainerOptions = {}): Promise<AppContainer> {
  const config = options.config ?? getConfig();
  const database = await openDatabaseAt(options.databaseUrl ?? config.DATABASE_URL, {
    poolSize: config.DATABASE_POOL_SIZE,
    createIfMissing: options.createDatabaseIfMissing,
    log,
  });
  const deps: ServiceDeps = {
    repos: createRepositories(database),
    clock: options.clock ?? systemClock,
    settings: {
      businessTimeZone: config.BUSINESS_TIME_ZONE,
      rateLimitPerMinute: config.API_RATE_LIMIT_PER_MINUTE,
      invoiceDelaySeconds: config.INVOICE_DELAY_SECONDS,
    },
  };
  return { config, database, deps, log, close: () => database.close() };
}

// One container per process, kept on globalThis so that Next's dev-mode module reloading does not
// open a second connection. It holds the promise, so concurrent first requests share one opening.
const globalKey = Symbol.for('apparel-portal.container');
type GlobalWithContainer = typeof globalThis & { [globalKey]?: Promise<AppContainer> };

/** The process's container, opened on first call; every route handler awaits it. */
export function getContainer(): Promise<AppContainer> {
  const holder = globalThis as GlobalWithContainer;
  if (!holder[globalKey]) {
    const opening = createContainer();
    holder[globalKey] = opening;
    // A database that is down at the first request must not poison every later request.
    opening.catch(() => {
      if (holder[globalKey] === opening) delete holder[globalKey];
    });
  }
  return holder[globalKey];
}

/**
 * Makes `app` the process's container (the server of `npm start`, which opened it itself, and
 * tests that drive Next's route handlers over their own database).
 */
export function installContainer(app: AppContainer): void {
  (globalThis as GlobalWithContainer)[globalKey] = Promise.resolve(app);
}
