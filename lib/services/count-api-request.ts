import { DomainError } from '@/lib/domain/errors';
import { decideRequest, RATE_LIMIT_WINDOW_MS, windowStartOf } from '@/lib/domain/rate-limit';
import type { ServiceDeps } from './service-deps';

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until one more request would be admitted (Retry-After). */
  resetSeconds: number;
}

/**
 * Counts one API request for the account in the sliding minute (compatibility.md §2: 60 per
 * minute per account; lib/domain/rate-limit.ts). Throws `rate_limited` past the limit, carrying
 * the state; a refused request is not counted, so waiting Retry-After is always enough.
 */
export async function countApiRequest(
  deps: ServiceDeps,
  accountId: number,
): Promise<RateLimitState> {
  const now = deps.clock.now();
  const limit = deps.settings.rateLimitPerMinute;
  const windowStart = windowStartOf(now);
  const decision = await deps.repos.rateLimits.admit(
    accountId,
    windowStart,
    windowStart - RATE_LIMIT_WINDOW_MS,
    (counts) => decideRequest(counts, now, limit),
  );
  const state: RateLimitState = {
    limit,
    remaining: decision.remaining,
    resetSeconds: decision.retryAfterSeconds,
  };
  if (!decision.admitted) throw new RateLimitExceeded(state);
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
