// The API rate limit as a sliding window (issue 9, finding 6): the request counts of the current
// and the previous fixed minute are kept (in the database, invariant 4), and the previous minute
// weighs by how much of it still lies inside the last 60 seconds. A fixed window let a client send
// its whole allowance at the end of one minute and again at the start of the next (114 requests in
// 1.6 s at 60/min); with the sliding estimate any 60 seconds hold about `limit` requests at most.

export const RATE_LIMIT_WINDOW_MS = 60_000;

/** Requests admitted in the current fixed window and in the one before it. */
export interface WindowCounts {
  previous: number;
  current: number;
}

export interface RateDecision {
  admitted: boolean;
  /** Requests left right now (after this one, when admitted). */
  remaining: number;
  /** Seconds until one more request would be admitted (0 when admitted). */
  retryAfterSeconds: number;
}

export function windowStartOf(now: number): number {
  return now - (now % RATE_LIMIT_WINDOW_MS);
}

/** Requests counted inside the 60 seconds before `now`, by the sliding estimate. */
export function slidingEstimate(counts: WindowCounts, now: number): number {
  const elapsed = now - windowStartOf(now);
  const previousWeight = (RATE_LIMIT_WINDOW_MS - elapsed) / RATE_LIMIT_WINDOW_MS;
  return counts.previous * previousWeight + counts.current;
}

/** Milliseconds from `now` until the estimate leaves room for one more request. */
function waitMs(counts: WindowCounts, now: number, limit: number): number {
  const W = RATE_LIMIT_WINDOW_MS;
  const untilWindowEnd = W - (now - windowStartOf(now));
  if (counts.current + 1 <= limit) {
    // Room appears as the previous window's weight fades within this window.
    return untilWindowEnd - ((limit - 1 - counts.current) * W) / counts.previous;
  }
  // The current window alone is full: wait into the next one until its weight has faded enough.
  return untilWindowEnd + W - ((limit - 1) * W) / counts.current;
}

/** Whether one more request is admitted, given the counts before it. */
export function decideRequest(counts: WindowCounts, now: number, limit: number): RateDecision {
  const estimate = slidingEstimate(counts, now);
  if (estimate + 1 <= limit) {
    return {
      admitted: true,
      remaining: Math.max(0, Math.floor(limit - estimate - 1)),
      retryAfterSeconds: 0,
    };
  }
  return {
    admitted: false,
    remaining: 0,
    retryAfterSeconds: Math.max(1, Math.ceil(waitMs(counts, now, limit) / 1000)),
  };
}
