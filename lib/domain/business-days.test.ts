import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  carrierHolidays,
  isBusinessDay,
  isoDate,
  nextBusinessDay,
  type CalendarDate,
} from './business-days';

const d = (iso: string): CalendarDate => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

describe('carrier holidays', () => {
  it('computes each year’s six holidays, moved to their observed weekday', () => {
    expect(carrierHolidays(2026).map(isoDate)).toEqual([
      '2026-01-01', // Thursday
      '2026-05-25', // last Monday of May
      '2026-07-03', // 4 July is a Saturday: observed Friday
      '2026-09-07', // first Monday of September
      '2026-11-26', // fourth Thursday of November
      '2026-12-25',
    ]);
    expect(carrierHolidays(2027).map(isoDate)).toEqual([
      '2027-01-01',
      '2027-05-31',
      '2027-07-05', // 4 July is a Sunday: observed Monday
      '2027-09-06',
      '2027-11-25',
      '2027-12-24', // Christmas is a Saturday: observed Friday
    ]);
  });

  it('closes 31 December when next New Year’s Day falls on a Saturday', () => {
    expect(isBusinessDay(d('2027-12-31'))).toBe(false);
    expect(isBusinessDay(d('2026-12-31'))).toBe(true);
  });
});

describe('business days', () => {
  it('skips weekends', () => {
    expect(isBusinessDay(d('2026-11-21'))).toBe(false); // Saturday
    expect(isBusinessDay(d('2026-11-22'))).toBe(false); // Sunday
    expect(isoDate(nextBusinessDay(d('2026-11-20')))).toBe('2026-11-23'); // Friday -> Monday
  });

  it('counts transit days over weekends and holidays', () => {
    expect(isoDate(addBusinessDays(d('2026-11-18'), 0))).toBe('2026-11-18');
    expect(isoDate(addBusinessDays(d('2026-11-18'), 2))).toBe('2026-11-20');
    // Wed 25 Nov + 1: Thanksgiving is skipped.
    expect(isoDate(addBusinessDays(d('2026-11-25'), 1))).toBe('2026-11-27');
    // Thu 24 Dec 2026 + 2: Christmas Friday and the weekend are skipped.
    expect(isoDate(addBusinessDays(d('2026-12-24'), 2))).toBe('2026-12-29');
    // Across the year end: Wed 30 Dec 2026 + 2 skips New Year's Day 2027 (a Friday).
    expect(isoDate(addBusinessDays(d('2026-12-30'), 2))).toBe('2027-01-04');
  });
});
