// Every port the services use, as one record the composition root fills (lib/server).
import type { AccountRepository } from './account-repository';
import type { RateLimitRepository } from './rate-limit-repository';

export interface Repositories {
  accounts: AccountRepository;
  rateLimits: RateLimitRepository;
}
