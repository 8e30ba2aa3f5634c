// The buyer's ship-by date (after-the-order.md, "Dates that are dates"): a warehouse whose
// earliest ship day falls after it is never chosen, and a line that no warehouse can ship by then
// is a line error. A date already past in the business time zone can never be met by anyone, so
// it is refused as a request error naming the field instead of failing every line.
import { compareDates, type CalendarDate } from './business-days';
import { zonedParts } from './business-time';
import { DomainError } from './errors';

/** `yyyy-mm-dd` (as the command carries it) -> a calendar date; undefined when malformed. */
export function parseIsoDay(iso: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return undefined;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** True when a warehouse that ships on `shipDay` makes the ship-by date (no date: always). */
export function canShipBy(shipDay: CalendarDate, shipBy: CalendarDate | undefined): boolean {
  return shipBy === undefined || compareDates(shipDay, shipBy) <= 0;
}

/** `mm/dd/YYYY`, the format the buyer wrote it in. */
export function shipByLabel(shipBy: CalendarDate): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(shipBy.month)}/${pad(shipBy.day)}/${shipBy.year}`;
}

/** The line error's message when no allowed warehouse can ship the line by the date. */
export function cannotShipByMessage(what: string, shipBy: CalendarDate): string {
  return `${what} - Cannot Ship By shipByDate ${shipByLabel(shipBy)}`;
}

/**
 * The ship-by date of a command, checked against today in the business time zone: a malformed or
 * past date is a 400 naming `shipByDate`.
 */
export function checkedShipBy(
  shipByIso: string | undefined,
  now: number,
  timeZone: string,
): CalendarDate | undefined {
  if (shipByIso === undefined) return undefined;
  const shipBy = parseIsoDay(shipByIso);
  if (!shipBy) throw DomainError.field('shipByDate', 'Must be a date mm/dd/YYYY.');
  const local = zonedParts(now, timeZone);
  const today: CalendarDate = { year: local.year, month: local.month, day: local.day };
  if (compareDates(shipBy, today) < 0) {
    throw DomainError.field('shipByDate', `Must not be in the past (${shipByLabel(shipBy)}).`);
  }
  return shipBy;
}
