import { describe, expect, it } from 'vitest';
import {
  ADDRESS_POLICY,
  afterFailure,
  PAIR_POLICY,
  remainingWaitMs,
  waitAfterFailures,
  type ThrottleState,
} from './sign-in-throttle';

describe('the wait after failed sign-ins', () => {
  it.each([
    [1, 0],
    [2, 0],
    [3, 0],
    [4, 1_000],
    [5, 2_000],
    [6, 4_000],
    [7, 8_000],
    [8, 16_000],
    [9, 32_000],
    [10, 60_000],
    [1_000_000, 60_000],
  ])('per e-mail and address: after %i failures, %i ms', (failures, wait) => {
    expect(waitAfterFailures(failures, PAIR_POLICY)).toBe(wait);
  });

  it.each([
    [20, 0],
    [21, 1_000],
    [22, 2_000],
    [30, 512_000],
    [31, 900_000],
    [500, 900_000],
  ])('per address: after %i failures, %i ms', (failures, wait) => {
    expect(waitAfterFailures(failures, ADDRESS_POLICY)).toBe(wait);
  });

  it('counts on from the stored failures and blocks until now + the wait', () => {
    const now = 1_000_000;
    const state: ThrottleState = { failures: 3, lastFailureAt: now - 5_000, blockedUntil: 0 };
    expect(afterFailure(state, now, PAIR_POLICY)).toEqual({
      failures: 4,
      lastFailureAt: now,
      blockedUntil: now + 1_000,
    });
  });

  it('starts again from one after fifteen quiet minutes (pair) or an hour (address)', () => {
    const now = 10_000_000;
    const old = (quietMs: number): ThrottleState => ({
      failures: 9,
      lastFailureAt: now - quietMs,
      blockedUntil: 0,
    });
    expect(afterFailure(old(15 * 60_000), now, PAIR_POLICY).failures).toBe(1);
    expect(afterFailure(old(15 * 60_000 - 1), now, PAIR_POLICY).failures).toBe(10);
    expect(afterFailure(old(60 * 60_000), now, ADDRESS_POLICY).failures).toBe(1);
    expect(afterFailure(old(60 * 60_000 - 1), now, ADDRESS_POLICY).failures).toBe(10);
  });

  it('has no wait left once blockedUntil has passed', () => {
    const state: ThrottleState = { failures: 4, lastFailureAt: 0, blockedUntil: 1_000 };
    expect(remainingWaitMs(state, 999)).toBe(1);
    expect(remainingWaitMs(state, 1_000)).toBe(0);
    expect(remainingWaitMs(undefined, 0)).toBe(0);
  });
});
