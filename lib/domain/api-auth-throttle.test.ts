import { describe, expect, it } from 'vitest';
import {
  AUTH_FAILURE_WINDOW_MS,
  authThrottleVerdict,
  FAILURES_PER_ACCOUNT_AND_ADDRESS,
  FAILURES_PER_ADDRESS,
} from './api-auth-throttle';

const now = Date.UTC(2026, 10, 18, 15, 0, 0);

describe('the throttle on failed SOAP authentications', () => {
  it.each([
    [0, 0, true],
    [FAILURES_PER_ACCOUNT_AND_ADDRESS - 1, FAILURES_PER_ACCOUNT_AND_ADDRESS - 1, true],
    [FAILURES_PER_ACCOUNT_AND_ADDRESS, FAILURES_PER_ACCOUNT_AND_ADDRESS, false],
    [0, FAILURES_PER_ADDRESS - 1, true],
    [0, FAILURES_PER_ADDRESS, false],
  ])(
    '%i failures for the account, %i from the address: allowed %s',
    (forAccount, fromAddress, allowed) => {
      expect(
        authThrottleVerdict({ forAccount, fromAddress, oldestAt: now - 1000 }, now).allowed,
      ).toBe(allowed);
    },
  );

  it('lets the caller try again once the oldest counted failure leaves the window', () => {
    const verdict = authThrottleVerdict(
      { forAccount: FAILURES_PER_ACCOUNT_AND_ADDRESS, fromAddress: 5, oldestAt: now - 60_000 },
      now,
    );
    expect(verdict).toEqual({
      allowed: false,
      retryAfterSeconds: (AUTH_FAILURE_WINDOW_MS - 60_000) / 1000,
    });
  });
});
