// The composition root: configuration, the database, repositories -> services. Created lazily on
// first use (next build imports every route and must not open the database). Opening is async
// (PostgreSQL connects and migrates), so callers await the container; which dialect runs is
// decided in db/database.ts from DATABASE_URL and known nowhere above it.
import {
  createRepositories,
  isPostgresUrl,
  openDatabaseAt,
  sqlitePathFromUrl,
  type DatabaseHandle,
} from '@/db/database';
import { systemClock, type Clock } from '@/lib/domain/clock';
import type { Repositories } from '@/lib/domain/ports/repositories';
import type { ServiceDeps } from '@/lib/services/service-deps';
import { getConfig, type AppConfig } from './config';
import { createLogger, type Logger, type LoggerOptions } from './observability/logger';
import { createMetrics, type AppMetrics } from './observability/metrics';
import { dataDirectoryOf, resolveSessionSecret } from './session-secret';

/** The configuration with the session secret settled (given, or kept beside the data). */
export type ResolvedConfig = AppConfig & { AUTH_SECRET: string };

export interface AppContainer {
  config: ResolvedConfig;
  /** The open database, for db/ helpers (seed, test helpers); services use `deps.repos`. */
  database: DatabaseHandle;
  deps: ServiceDeps;
  logger: Logger;
  metrics: AppMetrics;
  /** Logs an unexpected error (its stack stays in the log, never in an answer). */
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
  /** Where log lines go instead of standard output (tests read them). */
  logDestination?: LoggerOptions['destination'];
}

/**
 * Counts real orders as they commit, whichever door placed them (test orders decrement nothing),
 * and rate-limit refusals where both doors (REST and SOAP) ask for admission.
 */
function countingPlacements(repos: Repositories, metrics: AppMetrics): Repositories {
  const placement = repos.orderPlacement;
  const rateLimits = repos.rateLimits;
  return {
    ...repos,
    rateLimits: {
      ...rateLimits,
      async admit(...args) {
        const decision = await rateLimits.admit(...args);
        if (!decision.admitted) metrics.rateLimitRefused();
        return decision;
      },
    },
    orderPlacement: {
      ...placement,
      async commitPlacement(commit) {
        const outcome = await placement.commitPlacement(commit);
        if (outcome.ok && commit.decrements.length > 0) metrics.orderPlaced();
        return outcome;
      },
    },
  };
}

export async function createContainer(options: ContainerOptions = {}): Promise<AppContainer> {
  const given = options.config ?? getConfig();
  const databaseUrl = options.databaseUrl ?? given.DATABASE_URL;
  const config: ResolvedConfig = {
    ...given,
    AUTH_SECRET: resolveSessionSecret({
      configured: given.AUTH_SECRET,
      // PostgreSQL keeps no files of ours: the secret goes to the local data folder. Several
      // machines over one database must share AUTH_SECRET instead (README).
      dataDirectory: isPostgresUrl(databaseUrl)
        ? 'data'
        : dataDirectoryOf(sqlitePathFromUrl(databaseUrl)),
      production: process.env.NODE_ENV === 'production',
    }),
  };
  const logger = createLogger({ level: config.LOG_LEVEL, destination: options.logDestination });
  const log = (error: unknown) => logger.error({ err: error }, 'unexpected error');
  const database = await openDatabaseAt(databaseUrl, {
    poolSize: config.DATABASE_POOL_SIZE,
    createIfMissing: options.createDatabaseIfMissing,
    log,
  });
  const clock = options.clock ?? systemClock;
  const plainRepos = createRepositories(database);
  const metrics = createMetrics(plainRepos.operations, clock, plainRepos.webhooks);
  const deps: ServiceDeps = {
    repos: countingPlacements(plainRepos, metrics),
    clock,
    settings: {
      businessTimeZone: config.BUSINESS_TIME_ZONE,
      rateLimitPerMinute: config.API_RATE_LIMIT_PER_MINUTE,
      invoiceDelaySeconds: config.INVOICE_DELAY_SECONDS,
    },
  };
  return { config, database, deps, logger, metrics, log, close: () => database.close() };
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
