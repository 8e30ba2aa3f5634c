import type { Clock } from '@/lib/domain/clock';
import type { Repositories } from '@/lib/domain/ports/repositories';

/** What every use case receives from the composition root (lib/server). */
export interface ServiceDeps {
  repos: Repositories;
  clock: Clock;
  settings: ServiceSettings;
}

/** The configuration values that rules depend on, already validated. */
export interface ServiceSettings {
  businessTimeZone: string;
  rateLimitPerMinute: number;
  invoiceDelaySeconds: number;
}
