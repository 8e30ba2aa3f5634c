// How failed sign-ins are slowed (issue 9, finding 4). A lock per user let anyone who knew a
// buyer's e-mail keep them out, and told which e-mails exist. Instead, failures are counted per
// (e-mail, client address) and per client address, whether the e-mail exists or not, and each
// count imposes a short, growing wait — never a lock: once the wait has passed, the right password
// gets in. The counts live in the database (invariant 4) so every app process applies them.

export interface ThrottleState {
  /** Consecutive failures counted under this key. */
  failures: number;
  lastFailureAt: number;
  /** Before this instant, sign-in under this key is not even tried. */
  blockedUntil: number;
}

export interface ThrottlePolicy {
  /** Failures allowed before any wait (typos happen). */
  freeFailures: number;
  /** The wait after the first failure past the free ones; it doubles with each further one. */
  firstWaitMs: number;
  maxWaitMs: number;
  /** A key quiet for this long starts again from zero. */
  forgetAfterMs: number;
}

/** One person at one address guessing one e-mail: slowed after 3, to at most a minute. */
export const PAIR_POLICY: ThrottlePolicy = {
  freeFailures: 3,
  firstWaitMs: 1_000,
  maxWaitMs: 60_000,
  forgetAfterMs: 15 * 60_000,
};

/**
 * One address guessing many e-mails (or many people behind one NAT): more room, but a spray
 * over many accounts ends up slowed to one guess per fifteen minutes.
 */
export const ADDRESS_POLICY: ThrottlePolicy = {
  freeFailures: 20,
  firstWaitMs: 1_000,
  maxWaitMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
};

/** The wait imposed right after the `failures`-th consecutive failure. */
export function waitAfterFailures(failures: number, policy: ThrottlePolicy): number {
  const past = failures - policy.freeFailures;
  if (past <= 0) return 0;
  // Capped before exponentiating, so a huge count cannot overflow to Infinity.
  const doublings = Math.min(past - 1, 40);
  return Math.min(policy.firstWaitMs * 2 ** doublings, policy.maxWaitMs);
}

function isForgotten(state: ThrottleState, now: number, policy: ThrottlePolicy): boolean {
  return now - state.lastFailureAt >= policy.forgetAfterMs;
}

/** The state after one more failure at `now`. */
export function afterFailure(
  state: ThrottleState | undefined,
  now: number,
  policy: ThrottlePolicy,
): ThrottleState {
  const previous = state && !isForgotten(state, now, policy) ? state.failures : 0;
  const failures = previous + 1;
  return { failures, lastFailureAt: now, blockedUntil: now + waitAfterFailures(failures, policy) };
}

/** Milliseconds sign-in must still wait under this key (0 when it may be tried now). */
export function remainingWaitMs(state: ThrottleState | undefined, now: number): number {
  return state ? Math.max(0, state.blockedUntil - now) : 0;
}

export function waitSeconds(ms: number): number {
  return Math.ceil(ms / 1000);
}
