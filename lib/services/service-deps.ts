import type { Clock } from '@/lib/domain/clock';
import type { Repositories } from '@/lib/domain/ports/repositories';

/** What every use case receives from the composition root (lib/server). */
export interface ServiceDeps {
  repos: Repositories;
  clock: Clock;
  settings: ServiceSettings;
  /** Told of outcomes the operator counts (the composition root wires it to the metrics). */
  observer?: ServiceObserver;
}

export interface ServiceObserver {
  /** A request refused by the account's rate limit, whichever door and whichever path decided. */
  rateLimitRefused(): void;
}

/** The configuration values that rules depend on, already validated. */
export interface ServiceSettings {
  businessTimeZone: string;
  rateLimitPerMinute: number;
  invoiceDelaySeconds: number;
}
