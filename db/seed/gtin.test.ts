import { describe, expect, it } from 'vitest';
import { gtinCheckDigit, isValidGtin14, makeGtin14 } from './gtin';
import { Random } from './random';

describe('GTIN-14', () => {
  it('computes the GS1 check digit of published examples', () => {
    // EAN-13 4006381333931 and the GS1 GTIN-14 example 10614141000415.
    expect(gtinCheckDigit('400638133393')).toBe(1);
    expect(gtinCheckDigit('1061414100041')).toBe(5);
    expect(isValidGtin14('04006381333931')).toBe(true);
    expect(isValidGtin14('10614141000415')).toBe(true);
  });

  it('rejects a wrong check digit, letters and other lengths', () => {
    expect(isValidGtin14('04006381333932')).toBe(false);
    expect(isValidGtin14('0400638133393A')).toBe(false);
    expect(isValidGtin14('4006381333931')).toBe(false);
  });

  it('makes 14-digit codes with a valid check digit from a company prefix and item reference', () => {
    const gtin = makeGtin14(801_371, 42);
    expect(gtin).toMatch(/^0801371000042\d$/);
    expect(isValidGtin14(gtin)).toBe(true);
    expect(() => makeGtin14(801_371, 1_000_000)).toThrow();
  });
});

describe('Random', () => {
  it('repeats the same stream for the same seed and differs for another', () => {
    const a = new Random(5);
    const b = new Random(5);
    const c = new Random(6);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
  });

  it('keeps integers within bounds and samples distinct items', () => {
    const rng = new Random(1);
    const values = Array.from({ length: 1000 }, () => rng.int(3, 7));
    expect(Math.min(...values)).toBe(3);
    expect(Math.max(...values)).toBe(7);
    const sample = rng.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(sample).size).toBe(4);
  });
});
