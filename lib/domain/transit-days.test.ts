import { describe, expect, it } from 'vitest';
import { isoDate } from './business-days';
import { cutOffLabel, greatCircleMiles, shipSchedule, transitDaysForMiles } from './transit-days';

const chicago = { timeZone: 'America/Chicago', cutOffLocal: '16:00' };
const reno = { timeZone: 'America/Los_Angeles', cutOffLocal: '16:00' };

describe('transit days by distance', () => {
  it.each([
    [0, 1],
    [249.9, 1],
    [250, 2],
    [599, 2],
    [600, 3],
    [999, 3],
    [1000, 4],
    [1499, 4],
    [1500, 5],
    [2800, 5],
  ])('%d miles take %d days', (miles, days) => {
    expect(transitDaysForMiles(miles, { dropship: false })).toBe(days);
  });

  it('adds two days for dropship stock', () => {
    expect(transitDaysForMiles(100, { dropship: true })).toBe(3);
    expect(transitDaysForMiles(2000, { dropship: true })).toBe(7);
  });

  it('measures great-circle distance in miles', () => {
    const chicagoLoop = { latitude: 41.8781, longitude: -87.6298 };
    const manhattan = { latitude: 40.7128, longitude: -74.006 };
    expect(greatCircleMiles(chicagoLoop, manhattan)).toBeGreaterThan(705);
    expect(greatCircleMiles(chicagoLoop, manhattan)).toBeLessThan(720);
    expect(greatCircleMiles(manhattan, manhattan)).toBe(0);
  });
});

describe('cut-off labels', () => {
  it('reads 16:00 in Chicago as 4:00 CT PM', () => {
    expect(cutOffLabel('16:00', 'America/Chicago')).toEqual({
      cutOffTime: '4:00 CT',
      timePeriod: 'PM',
      cutOffTime24hr: '16:00',
    });
  });

  it('labels every US zone and morning cut-offs', () => {
    expect(cutOffLabel('09:30', 'America/New_York').cutOffTime).toBe('9:30 ET');
    expect(cutOffLabel('09:30', 'America/New_York').timePeriod).toBe('AM');
    expect(cutOffLabel('9:30', 'America/New_York').cutOffTime24hr).toBe('09:30');
    expect(cutOffLabel('12:00', 'America/Los_Angeles').cutOffTime).toBe('12:00 PT');
    expect(cutOffLabel('12:00', 'America/Los_Angeles').timePeriod).toBe('PM');
    expect(cutOffLabel('16:00', 'America/Denver').cutOffTime).toBe('4:00 MT');
  });
});

describe('ship schedule', () => {
  it('ships today before the cut-off', () => {
    // Wed 18 Nov 2026, 15:59 in Chicago (CST, UTC-6).
    const s = shipSchedule(Date.UTC(2026, 10, 18, 21, 59), chicago, 2);
    expect(isoDate(s.shipDay)).toBe('2026-11-18');
    expect(s.cutOffAt).toBe(Date.UTC(2026, 10, 18, 22, 0));
    expect(isoDate(s.deliveryDay)).toBe('2026-11-20');
  });

  it('ships the next business day at or after the cut-off', () => {
    const s = shipSchedule(Date.UTC(2026, 10, 18, 22, 0), chicago, 2);
    expect(isoDate(s.shipDay)).toBe('2026-11-19');
    expect(s.cutOffAt).toBe(Date.UTC(2026, 10, 19, 22, 0));
    expect(isoDate(s.deliveryDay)).toBe('2026-11-23'); // Thu + 2 business days = Mon
  });

  it('moves a Friday order after the cut-off to Monday', () => {
    const s = shipSchedule(Date.UTC(2026, 10, 20, 23, 0), chicago, 1);
    expect(isoDate(s.shipDay)).toBe('2026-11-23');
    expect(isoDate(s.deliveryDay)).toBe('2026-11-24');
  });

  it('ships a weekend order on Monday even before the cut-off hour', () => {
    const s = shipSchedule(Date.UTC(2026, 10, 21, 15, 0), chicago, 1);
    expect(isoDate(s.shipDay)).toBe('2026-11-23');
  });

  it('does not ship on Thanksgiving and delivers after it', () => {
    // Wed 25 Nov after the cut-off: Thursday is Thanksgiving, ships Friday.
    const s = shipSchedule(Date.UTC(2026, 10, 25, 23, 0), chicago, 1);
    expect(isoDate(s.shipDay)).toBe('2026-11-27');
    expect(isoDate(s.deliveryDay)).toBe('2026-11-30');
  });

  it('applies the cut-off on the warehouse’s own clock', () => {
    // 23:30 UTC Monday is 15:30 in Reno: still before its 4:00 PT cut-off (00:00 UTC).
    const s = shipSchedule(Date.UTC(2026, 10, 23, 23, 30), reno, 1);
    expect(isoDate(s.shipDay)).toBe('2026-11-23');
    expect(s.cutOffAt).toBe(Date.UTC(2026, 10, 24, 0, 0));
    // …and 00:30 UTC Tuesday is 16:30 Monday in Reno: ships Tuesday.
    const late = shipSchedule(Date.UTC(2026, 10, 24, 0, 30), reno, 1);
    expect(isoDate(late.shipDay)).toBe('2026-11-24');
  });

  it('keeps the cut-off at 16:00 local across daylight-saving changes', () => {
    // Daylight time starts Sunday 8 March 2026: Friday's cut-off is 22:00 UTC, Monday's 21:00 UTC.
    const friday = shipSchedule(Date.UTC(2026, 2, 6, 15, 0), chicago, 1);
    expect(friday.cutOffAt).toBe(Date.UTC(2026, 2, 6, 22, 0));
    const afterFriday = shipSchedule(Date.UTC(2026, 2, 6, 22, 30), chicago, 1);
    expect(isoDate(afterFriday.shipDay)).toBe('2026-03-09');
    expect(afterFriday.cutOffAt).toBe(Date.UTC(2026, 2, 9, 21, 0));
    // 21:30 UTC on Monday is 16:30 CDT: too late, although it would be 15:30 in CST.
    const monday = shipSchedule(Date.UTC(2026, 2, 9, 21, 30), chicago, 1);
    expect(isoDate(monday.shipDay)).toBe('2026-03-10');
  });
});
