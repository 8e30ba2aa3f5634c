// How repeated failed sign-ins are slowed and then locked. The count and the lock live in the
// database (invariant 4), so every app process applies the same limits.

/** Failures allowed before any waiting is imposed (typos happen). */
export const FREE_FAILED_SIGN_INS = 2;
/** From this many consecutive failures on, the user is locked for `LOCK_SECONDS`. */
export const LOCK_AFTER_FAILED_SIGN_INS = 10;
export const LOCK_SECONDS = 15 * 60;

/**
 * Seconds sign-in is refused after the `failedSignIns`-th consecutive failure: none for the first
 * few, then a doubling wait from 5 s (slowing guessing to a crawl), then a long lock.
 */
export function signInWaitSeconds(failedSignIns: number): number {
  if (failedSignIns <= FREE_FAILED_SIGN_INS) return 0;
  if (failedSignIns >= LOCK_AFTER_FAILED_SIGN_INS) return LOCK_SECONDS;
  return 5 * 2 ** (failedSignIns - FREE_FAILED_SIGN_INS - 1);
}
