import { DomainError } from '@/lib/domain/errors';
import type { RateLimitRepository } from '@/lib/domain/ports/rate-limit-repository';
import {
  decideRequest,
  RATE_LIMIT_WINDOW_MS,
  windowStartOf,
  type WindowCounts,
} from '@/lib/domain/rate-limit';
import type { ServiceDeps } from './service-deps';

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until one more request would be admitted (Retry-After). */
  resetSeconds: number;
}

/**
 * The share of the limit one process may admit before the other processes see those admissions
 * (issue 15). With N processes an account can get at most N × this share over its limit in a
 * minute; one process alone is always exact (it counts its own admissions before deciding).
 * Limits under 20 a minute give a batch under one request and stay exact across processes.
 */
export const BATCH_SHARE = 0.05;
/** A process shows its admissions to the others, and reads theirs, at least this often. */
export const FLUSH_INTERVAL_MS = 100;

/**
 * Counts one API request for the account in the sliding minute (compatibility.md §2: 60 per
 * minute per account; lib/domain/rate-limit.ts). Throws `rate_limited` past the limit, carrying
 * the state; a refused request is not counted, so waiting Retry-After is always enough.
 */
export async function countApiRequest(
  deps: ServiceDeps,
  accountId: number,
): Promise<RateLimitState> {
  const limit = deps.settings.rateLimitPerMinute;
  const batch = Math.floor(limit * BATCH_SHARE);
  const decision =
    batch < 1
      ? await decideInDatabase(deps, accountId, limit)
      : await decideInBatch(deps, accountId, limit, batch);
  const state: RateLimitState = {
    limit,
    remaining: decision.remaining,
    resetSeconds: decision.retryAfterSeconds,
  };
  if (!decision.admitted) throw new RateLimitExceeded(state);
  return state;
}

/** Read, decide and count in one database transaction: exact whatever the processes. */
function decideInDatabase(deps: ServiceDeps, accountId: number, limit: number) {
  const now = deps.clock.now();
  const windowStart = windowStartOf(now);
  return deps.repos.rateLimits.admit(
    accountId,
    windowStart,
    windowStart - RATE_LIMIT_WINDOW_MS,
    (counts) => decideRequest(counts, now, limit),
  );
}

/** One account's admissions in this process, and every process's counts as last read. */
interface Tally {
  windowStart: number;
  /** Both windows' counts in the database at the last sync, this process's included. */
  shared: WindowCounts;
  /** Admitted here since the last sync, not yet in the database. */
  pending: number;
  /** performance.now() of the last sync: process time, not the (injectable) business clock. */
  syncedAt: number;
  syncing?: Promise<void>;
  flushTimer?: ReturnType<typeof setTimeout>;
}

const talliesByRepository = new WeakMap<RateLimitRepository, Map<number, Tally>>();

function tallyOf(repository: RateLimitRepository, accountId: number): Tally {
  let tallies = talliesByRepository.get(repository);
  if (tallies === undefined) {
    tallies = new Map();
    talliesByRepository.set(repository, tallies);
  }
  let tally = tallies.get(accountId);
  if (tally === undefined) {
    tally = {
      windowStart: -1,
      shared: { previous: 0, current: 0 },
      pending: 0,
      syncedAt: -Infinity,
    };
    tallies.set(accountId, tally);
  }
  return tally;
}

/** Writes the pending admissions (into the window they were admitted in) and reads the counts. */
async function sync(
  repository: RateLimitRepository,
  accountId: number,
  tally: Tally,
  windowStart: number,
): Promise<void> {
  const pending = tally.pending;
  const admittedIn = tally.windowStart;
  tally.pending = 0;
  try {
    if (pending > 0 && admittedIn !== windowStart) {
      await repository.record(accountId, admittedIn, admittedIn - RATE_LIMIT_WINDOW_MS, pending);
    }
    tally.shared = await repository.record(
      accountId,
      windowStart,
      windowStart - RATE_LIMIT_WINDOW_MS,
      admittedIn === windowStart ? pending : 0,
    );
    tally.windowStart = windowStart;
    tally.syncedAt = performance.now();
  } catch (error) {
    // Not written: counted again at the next sync, so no admission is ever lost.
    tally.pending += pending;
    throw error;
  }
}

function syncOnce(
  repository: RateLimitRepository,
  accountId: number,
  tally: Tally,
  windowStart: number,
): Promise<void> {
  tally.syncing ??= sync(repository, accountId, tally, windowStart).finally(() => {
    tally.syncing = undefined;
  });
  return tally.syncing;
}

async function decideInBatch(deps: ServiceDeps, accountId: number, limit: number, batch: number) {
  const repository = deps.repos.rateLimits;
  const tally = tallyOf(repository, accountId);
  for (;;) {
    const now = deps.clock.now();
    const windowStart = windowStartOf(now);
    const fresh =
      tally.windowStart === windowStart && performance.now() - tally.syncedAt < FLUSH_INTERVAL_MS;
    if (!fresh || tally.syncing) {
      await syncOnce(repository, accountId, tally, windowStart);
      if (tally.windowStart !== windowStart) continue;
    }
    const decision = decideRequest(
      { previous: tally.shared.previous, current: tally.shared.current + tally.pending },
      now,
      limit,
    );
    if (decision.admitted) {
      tally.pending++;
      if (tally.pending >= batch) await syncOnce(repository, accountId, tally, windowStart);
      else scheduleFlush(repository, accountId, tally);
    }
    return decision;
  }
}

/** A last admission of a burst still reaches the other processes within the interval. */
function scheduleFlush(repository: RateLimitRepository, accountId: number, tally: Tally): void {
  if (tally.flushTimer !== undefined) return;
  tally.flushTimer = setTimeout(() => {
    tally.flushTimer = undefined;
    if (tally.pending === 0 || tally.syncing) return;
    // A failed write keeps its admissions pending for the next request's sync.
    syncOnce(repository, accountId, tally, tally.windowStart).catch(() => undefined);
  }, FLUSH_INTERVAL_MS);
  tally.flushTimer.unref();
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
