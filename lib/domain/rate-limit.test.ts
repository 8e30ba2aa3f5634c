import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideRequest, RATE_LIMIT_WINDOW_MS, slidingEstimate, windowStartOf } from './rate-limit';

const W = RATE_LIMIT_WINDOW_MS;
const T0 = Date.UTC(2026, 10, 18, 15, 0, 0); // a window start

/** Replays request instants through the rule, keeping counts like the database does. */
function admittedAt(instants: number[], limit: number): number[] {
  const counts = new Map<number, number>();
  const admitted: number[] = [];
  for (const now of instants) {
    const start = windowStartOf(now);
    const decision = decideRequest(
      { previous: counts.get(start - W) ?? 0, current: counts.get(start) ?? 0 },
      now,
      limit,
    );
    if (decision.admitted) {
      counts.set(start, (counts.get(start) ?? 0) + 1);
      admitted.push(now);
    }
  }
  return admitted;
}

describe('the sliding-window rate limit', () => {
  it.each([
    // [previous, current, ms into the window, limit, admitted, remaining, retry-after]
    [0, 0, 1_000, 3, true, 2, 0],
    [0, 2, 1_000, 3, true, 0, 0],
    [0, 3, 1_000, 3, false, 0, 79], // 59 s to the boundary + 20 s for a third of 3 to fade
    [60, 0, 0, 60, false, 0, 1], // the previous minute still weighs fully at the boundary
    [60, 0, 30_000, 60, true, 29, 0], // half of it has faded
    [60, 30, 30_000, 60, false, 0, 1],
    [0, 60, 59_999, 60, false, 0, 2],
  ])(
    'previous %i, current %i, %i ms in, limit %i: admitted %s, remaining %i, retry after %i s',
    (previous, current, into, limit, admitted, remaining, retry) => {
      expect(decideRequest({ previous, current }, T0 + into, limit)).toEqual({
        admitted,
        remaining,
        retryAfterSeconds: retry,
      });
    },
  );

  it('lets no burst across a window boundary double the allowance', () => {
    // 60 requests in the last second of a minute, then as many as it takes in the next 1.6 s.
    const burst = [
      ...Array.from({ length: 200 }, (_, i) => T0 + W - 1_000 + i * 5),
      ...Array.from({ length: 320 }, (_, i) => T0 + W + i * 5),
    ];
    expect(admittedAt(burst, 60).length).toBeLessThanOrEqual(61);
  });

  it('never admits much more than the limit in any 60 seconds (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5 * W }), { minLength: 1, maxLength: 400 }),
        fc.integer({ min: 1, max: 60 }),
        (offsets, limit) => {
          const admitted = admittedAt(
            offsets.sort((a, b) => a - b).map((o) => T0 + o),
            limit,
          );
          for (const [i, start] of admitted.entries()) {
            const inWindow = admitted.slice(i).filter((t) => t < start + W).length;
            // The estimate may under-count by at most the previous window's fading share.
            expect(inWindow).toBeLessThanOrEqual(2 * limit);
          }
        },
      ),
      { seed: 9, numRuns: 200 },
    );
  });

  it('admits again exactly when Retry-After says', () => {
    const counts = { previous: 0, current: 3 };
    const now = T0 + 1_000;
    const { retryAfterSeconds } = decideRequest(counts, now, 3);
    const later = now + retryAfterSeconds * 1000;
    const shifted = { previous: counts.current, current: 0 };
    expect(decideRequest(shifted, later, 3).admitted).toBe(true);
    expect(decideRequest(shifted, later - 1000, 3).admitted).toBe(false);
  });

  it('weighs the previous window by how much of it lies in the last minute', () => {
    expect(slidingEstimate({ previous: 10, current: 4 }, T0 + 45_000)).toBe(10 * 0.25 + 4);
  });
});
