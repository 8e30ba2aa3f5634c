import { describe, expect, it } from 'vitest';
import { MAX_PLACEMENT_ATTEMPTS, shouldPlanAgain, type CommitRefusal } from './placement-attempts';

const refusals: CommitRefusal[] = ['stock', 'quote', 'conflict'];

describe('planning a refused placement again', () => {
  it.each(refusals)('plans again after a %s refusal while attempts remain', (refusal) => {
    for (let attempts = 1; attempts < MAX_PLACEMENT_ATTEMPTS; attempts++) {
      expect(shouldPlanAgain(refusal, attempts)).toBe(true);
    }
  });

  it.each(refusals)('gives up on a %s refusal once the bound is reached', (refusal) => {
    expect(shouldPlanAgain(refusal, MAX_PLACEMENT_ATTEMPTS)).toBe(false);
    expect(shouldPlanAgain(refusal, MAX_PLACEMENT_ATTEMPTS + 1)).toBe(false);
  });

  it('never plans again when the Idempotency-Key reservation was lost (it would place twice)', () => {
    expect(shouldPlanAgain('idempotency', 1)).toBe(false);
  });

  it('bounds the attempts to a small number', () => {
    expect(MAX_PLACEMENT_ATTEMPTS).toBeGreaterThan(1);
    expect(MAX_PLACEMENT_ATTEMPTS).toBeLessThanOrEqual(10);
  });
});
