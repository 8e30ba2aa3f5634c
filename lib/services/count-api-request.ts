import { DomainError } from '@/lib/domain/errors';
import type { ServiceDeps } from './service-deps';

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until the current window ends. */
  resetSeconds: number;
}

const WINDOW_MS = 60_000;

/**
 * Counts one API request for the account in the current one-minute window (compatibility.md §2:
 * 60 per minute per account). Throws `rate_limited` past the limit, carrying the state.
 */
export async function countApiRequest(
  deps: ServiceDeps,
  accountId: number,
): Promise<RateLimitState> {
  const now = deps.clock.now();
  const windowStart = now - (now % WINDOW_MS);
  const count = await deps.repos.rateLimits.hit(accountId, windowStart);
  const limit = deps.settings.rateLimitPerMinute;
  const state: RateLimitState = {
    limit,
    remaining: Math.max(0, limit - count),
    resetSeconds: Math.ceil((windowStart + WINDOW_MS - now) / 1000),
  };
  if (count > limit) throw new RateLimitExceeded(state);
  return state;
}

export class RateLimitExceeded extends DomainError {
  readonly state: RateLimitState;
  constructor(state: RateLimitState) {
    super('rate_limited', 'Too Many Requests.', [
      {
        field: 'RateLimit',
        message: `Rate limit of ${state.limit} requests per minute exceeded. Retry in ${state.resetSeconds} seconds.`,
      },
    ]);
    this.state = state;
  }
}
