// Calendar arithmetic on plain dates (no time, no zone), so that "business day" never depends on
// the process's time zone or on daylight-saving shifts. Carriers neither pick up nor deliver on
// weekends or on the US carrier holidays below.

export interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number;
}

const DAY_MS = 86_400_000;

function toUtcMs(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day);
}

function fromUtcMs(ms: number): CalendarDate {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: CalendarDate): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

export function isoDate(date: CalendarDate): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return toUtcMs(a) - toUtcMs(b);
}

/** The n-th given weekday of a month (n = 1 first, n = -1 last). */
function nthWeekday(year: number, month: number, weekday: number, n: number): CalendarDate {
  if (n > 0) {
    const first = { year, month, day: 1 };
    const offset = (weekday - dayOfWeek(first) + 7) % 7;
    return { year, month, day: 1 + offset + (n - 1) * 7 };
  }
  const last = addDays(
    { year: month === 12 ? year + 1 : year, month: (month % 12) + 1, day: 1 },
    -1,
  );
  const offset = (dayOfWeek(last) - weekday + 7) % 7;
  return addDays(last, -offset);
}

// A fixed-date holiday on a Saturday is observed the Friday before, on a Sunday the Monday after
// (the federal rule the carriers follow for their closed days).
function observed(date: CalendarDate): CalendarDate {
  const weekday = dayOfWeek(date);
  if (weekday === 6) return addDays(date, -1);
  if (weekday === 0) return addDays(date, 1);
  return date;
}

/**
 * The days carriers are closed in a year, already moved to their observed weekday: New Year's
 * Day, Memorial Day (last Monday of May), Independence Day, Labor Day (first Monday of
 * September), Thanksgiving (fourth Thursday of November), Christmas Day.
 */
export function carrierHolidays(year: number): CalendarDate[] {
  return [
    observed({ year, month: 1, day: 1 }),
    nthWeekday(year, 5, 1, -1),
    observed({ year, month: 7, day: 4 }),
    nthWeekday(year, 9, 1, 1),
    nthWeekday(year, 11, 4, 4),
    observed({ year, month: 12, day: 25 }),
  ];
}

const holidayCache = new Map<number, Set<string>>();

function holidaySet(year: number): Set<string> {
  let set = holidayCache.get(year);
  if (!set) {
    set = new Set(carrierHolidays(year).map(isoDate));
    holidayCache.set(year, set);
  }
  return set;
}

export function isCarrierHoliday(date: CalendarDate): boolean {
  const key = isoDate(date);
  // Next year's New Year's Day may be observed on 31 December of this year.
  return holidaySet(date.year).has(key) || holidaySet(date.year + 1).has(key);
}

export function isBusinessDay(date: CalendarDate): boolean {
  const weekday = dayOfWeek(date);
  return weekday !== 0 && weekday !== 6 && !isCarrierHoliday(date);
}

/** The first business day strictly after the date. */
export function nextBusinessDay(date: CalendarDate): CalendarDate {
  let next = addDays(date, 1);
  while (!isBusinessDay(next)) next = addDays(next, 1);
  return next;
}

/** The date that many business days after the given one (0: the date itself). */
export function addBusinessDays(date: CalendarDate, businessDays: number): CalendarDate {
  let result = date;
  for (let i = 0; i < businessDays; i++) result = nextBusinessDay(result);
  return result;
}
