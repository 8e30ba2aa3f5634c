// Order dates come from the API in the business time zone without a zone suffix
// (compatibility.md §1); the countdowns need the instant, so they are read in that zone.
import { zonedTimeToEpoch } from '@/lib/domain/business-time';
import { CANCELLATION_WINDOW_MS } from '@/lib/domain/order-cancellation';

const WIRE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?$/;

/** '2026-11-21T10:59:06.433' in `timeZone` -> epoch ms; undefined when not in that form. */
export function businessDateTimeToEpoch(value: string, timeZone: string): number | undefined {
  const m = WIRE.exec(value);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s, ms] = m;
  const minuteStart = zonedTimeToEpoch(
    { year: Number(y), month: Number(mo), day: Number(d), hour: Number(h), minute: Number(mi) },
    timeZone,
  );
  return minuteStart + Number(s) * 1000 + Number((ms ?? '0').padEnd(3, '0'));
}

/** When the ten-minute cancellation window of an order placed at `orderDate` closes. */
export function cancelDeadline(orderDate: string, timeZone: string): number | undefined {
  const placed = businessDateTimeToEpoch(orderDate, timeZone);
  return placed === undefined ? undefined : placed + CANCELLATION_WINDOW_MS;
}

/** 'Nov 21, 2026, 10:59 AM' in the business zone, as the buyer's invoices show it. */
export function formatBusinessDateTime(value: string, timeZone: string): string {
  const at = businessDateTimeToEpoch(value, timeZone);
  if (at === undefined) return value;
  return new Date(at).toLocaleString('en-US', {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}
