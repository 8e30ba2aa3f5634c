import { describe, expect, it } from 'vitest';
import { formatWireTime } from './format-wire-time';

describe('formatWireTime', () => {
  it('shows an instant with a zone in the business time zone, with seconds', () => {
    expect(formatWireTime('2026-11-23T16:00:05Z', 'America/Chicago')).toBe(
      'Nov 23, 2026, 10:00:05 AM',
    );
  });

  it('reads a zone-less wire time as already in the business time zone', () => {
    expect(formatWireTime('2026-11-23T10:00:05.250', 'America/Chicago')).toBe(
      'Nov 23, 2026, 10:00:05 AM',
    );
  });

  it('leaves a value it cannot read as it came', () => {
    expect(formatWireTime('soon', 'America/Chicago')).toBe('soon');
  });
});
