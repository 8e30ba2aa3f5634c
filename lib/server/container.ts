// The composition root: configuration, the database, repositories -> services. Created lazily on
// first use (next build imports every route and must not open the database).
import { openDatabase, type DatabaseHandle } from '@/db/sqlite/client';
import { createRepositories } from '@/db/sqlite/repositories/create-repositories';
import { systemClock, type Clock } from '@/lib/domain/clock';
import type { Repositories } from '@/lib/domain/ports/repositories';
import type { ServiceDeps } from '@/lib/services/service-deps';
import { getConfig, sqlitePathFromUrl, type AppConfig } from './config';
import { createLogger, type Logger, type LoggerOptions } from './observability/logger';
import { createMetrics, type AppMetrics } from './observability/metrics';

export interface AppContainer {
  config: AppConfig;
  database: DatabaseHandle;
  deps: ServiceDeps;
  logger: Logger;
  metrics: AppMetrics;
  /** Logs an unexpected error (its stack stays in the log, never in an answer). */
  log: (error: unknown) => void;
}

export interface ContainerOptions {
  config?: AppConfig;
  clock?: Clock;
  /** Overrides DATABASE_URL, e.g. a temp file in tests. */
  databasePath?: string;
  /** Where log lines go instead of standard output (tests read them). */
  logDestination?: LoggerOptions['destination'];
}

/** Counts real orders as they commit, whichever door placed them (test orders decrement nothing). */
function countingPlacements(repos: Repositories, metrics: AppMetrics): Repositories {
  const placement = repos.orderPlacement;
  return {
    ...repos,
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

export function createContainer(options: ContainerOptions = {}): AppContainer {
  const config = options.config ?? getConfig();
  const database = openDatabase(options.databasePath ?? sqlitePathFromUrl(config.DATABASE_URL));
  const clock = options.clock ?? systemClock;
  const logger = createLogger({ level: config.LOG_LEVEL, destination: options.logDestination });
  const plainRepos = createRepositories(database);
  const metrics = createMetrics(plainRepos.operations, clock);
  const deps: ServiceDeps = {
    repos: countingPlacements(plainRepos, metrics),
    clock,
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
    logger,
    metrics,
    log: (error) => logger.error({ err: error }, 'unexpected error'),
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
