import { describe, expect, it } from 'vitest';
import { businessDateTimeToEpoch, cancelDeadline } from './orders-time';

const CHICAGO = 'America/Chicago';

describe('order dates in business time', () => {
  it('reads a winter order date as Chicago standard time (UTC-6)', () => {
    expect(businessDateTimeToEpoch('2026-11-21T10:59:06.433', CHICAGO)).toBe(
      Date.UTC(2026, 10, 21, 16, 59, 6, 433),
    );
  });

  it('reads a summer order date as Chicago daylight time (UTC-5)', () => {
    expect(businessDateTimeToEpoch('2026-07-01T08:00:00.000', CHICAGO)).toBe(
      Date.UTC(2026, 6, 1, 13, 0, 0, 0),
    );
  });

  it('accepts dates without or with short fractions', () => {
    expect(businessDateTimeToEpoch('2026-11-21T10:59:06', CHICAGO)).toBe(
      Date.UTC(2026, 10, 21, 16, 59, 6),
    );
    expect(businessDateTimeToEpoch('2026-11-21T10:59:06.5', CHICAGO)).toBe(
      Date.UTC(2026, 10, 21, 16, 59, 6, 500),
    );
  });

  it('closes the cancellation window ten minutes after placement', () => {
    expect(cancelDeadline('2026-11-21T10:59:06.433', CHICAGO)).toBe(
      Date.UTC(2026, 10, 21, 17, 9, 6, 433),
    );
  });

  it('refuses anything that is not a wire datetime', () => {
    expect(businessDateTimeToEpoch('21/11/2026 10:59', CHICAGO)).toBeUndefined();
  });
});
