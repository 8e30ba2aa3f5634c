import type { Repositories } from '@/lib/domain/ports/repositories';
import type { DatabaseHandle } from '../client';
import { createAccountRepository } from './account-repository';
import { createRateLimitRepository } from './rate-limit-repository';

export function createRepositories(handle: DatabaseHandle): Repositories {
  return {
    accounts: createAccountRepository(handle),
    rateLimits: createRateLimitRepository(handle),
  };
}
