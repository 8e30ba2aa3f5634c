/** Time comes from an injected clock, so windows and delays are testable (invariant 4). */
export interface Clock {
  now(): number; // epoch milliseconds, UTC
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that tests move by hand. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: number | Date = Date.UTC(2026, 10, 18, 15, 0, 0)) {
    this.current = typeof start === 'number' ? start : start.getTime();
  }
  now(): number {
    return this.current;
  }
  set(at: number | Date): void {
    this.current = typeof at === 'number' ? at : at.getTime();
  }
  advance(ms: number): void {
    this.current += ms;
  }
}
