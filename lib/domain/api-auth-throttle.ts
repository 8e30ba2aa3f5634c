// How failed SOAP authentications (a wrong API key, an unknown account number) are slowed down.
// Counted per client address in the database (invariant 4), so every app process applies the
// same limits, and per (account number, address), so that a stranger guessing keys for an
// account never locks out that account's own purchasing system calling from elsewhere.

/** Failures are remembered this long. */
export const AUTH_FAILURE_WINDOW_MS = 10 * 60_000;
/** Failures for one account number from one address before further tries are refused unchecked. */
export const FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
/** Failures from one address over every account number (probing which accounts exist). */
export const FAILURES_PER_ADDRESS = 20;

export interface AuthFailureCounts {
  /** Failures for this account number from this address within the window. */
  forAccount: number;
  /** Failures for any account number from this address within the window. */
  fromAddress: number;
  /** The oldest of the failures that count against the caller (for the retry time). */
  oldestAt: number | undefined;
}

export type AuthThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Whether a caller may try credentials now, given its recent failures. */
export function authThrottleVerdict(counts: AuthFailureCounts, now: number): AuthThrottleVerdict {
  const throttled =
    counts.forAccount >= FAILURES_PER_ACCOUNT_AND_ADDRESS ||
    counts.fromAddress >= FAILURES_PER_ADDRESS;
  if (!throttled) return { allowed: true };
  const freedAt = (counts.oldestAt ?? now) + AUTH_FAILURE_WINDOW_MS;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now) / 1000)) };
}
