// Days in transit and same-day cut-offs (interface-v2.md §2.9, compatibility.md §5).
import { zonedParts, zonedTimeToEpoch } from './business-time';
import {
  addBusinessDays,
  isBusinessDay,
  nextBusinessDay,
  type CalendarDate,
} from './business-days';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/**
 * Ground transit days by great-circle distance from warehouse to destination. The bands follow
 * the shape of the carriers' ground zone charts (zone 2 ≈ 1 day … zone 8 ≈ 5 days):
 *
 * | distance (miles)  | business days |
 * |-------------------|---------------|
 * | under 250         | 1             |
 * | 250 to under 600  | 2             |
 * | 600 to under 1000 | 3             |
 * | 1000 to under 1500| 4             |
 * | 1500 and more     | 5             |
 *
 * Dropship (DS) stock first travels from the mill to its hub: 2 more days.
 */
export const TRANSIT_BANDS: readonly { underMiles: number; days: number }[] = [
  { underMiles: 250, days: 1 },
  { underMiles: 600, days: 2 },
  { underMiles: 1000, days: 3 },
  { underMiles: 1500, days: 4 },
];
export const FARTHEST_BAND_DAYS = 5;
export const DROPSHIP_EXTRA_DAYS = 2;

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance; good to a fraction of a percent, far finer than the bands. */
export function greatCircleMiles(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function transitDaysForMiles(miles: number, options: { dropship: boolean }): number {
  const band = TRANSIT_BANDS.find((b) => miles < b.underMiles);
  return (band?.days ?? FARTHEST_BAND_DAYS) + (options.dropship ? DROPSHIP_EXTRA_DAYS : 0);
}

// US zone labels as customers read them on the production service ("4:00 CT").
const zoneLabels: Record<string, string> = {
  'America/New_York': 'ET',
  'America/Detroit': 'ET',
  'America/Indiana/Indianapolis': 'ET',
  'America/Kentucky/Louisville': 'ET',
  'America/Chicago': 'CT',
  'America/Denver': 'MT',
  'America/Boise': 'MT',
  'America/Phoenix': 'MT',
  'America/Los_Angeles': 'PT',
  'America/Anchorage': 'AKT',
  'Pacific/Honolulu': 'HT',
};

export interface CutOffLabel {
  cutOffTime: string; // "4:00 CT"
  timePeriod: 'AM' | 'PM';
  cutOffTime24hr: string; // "16:00"
}

/** `cutOffLocal` is 'HH:mm' on the warehouse's own clock. */
export function cutOffLabel(cutOffLocal: string, timeZone: string): CutOffLabel {
  const { hour, minute } = parseClockTime(cutOffLocal);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const mm = String(minute).padStart(2, '0');
  return {
    cutOffTime: `${hour12}:${mm} ${zoneLabels[timeZone] ?? timeZone}`,
    timePeriod: hour < 12 ? 'AM' : 'PM',
    cutOffTime24hr: `${String(hour).padStart(2, '0')}:${mm}`,
  };
}

function parseClockTime(value: string): { hour: number; minute: number } {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  const hour = Number(match?.[1]);
  const minute = Number(match?.[2]);
  if (!match || hour > 23 || minute > 59) throw new Error(`Not a clock time: ${value}`);
  return { hour, minute };
}

export interface ShipSchedule {
  /** The cut-off that an order placed now must beat to ship on `shipDay` (epoch ms). */
  cutOffAt: number;
  shipDay: CalendarDate;
  deliveryDay: CalendarDate;
}

/**
 * An order placed at `now` ships today when today is a business day at the warehouse and its
 * local cut-off has not passed; otherwise on the next business day. It arrives `transitDays`
 * business days after it ships.
 */
export function shipSchedule(
  now: number,
  warehouse: { timeZone: string; cutOffLocal: string },
  transitDays: number,
): ShipSchedule {
  const local = zonedParts(now, warehouse.timeZone);
  const today: CalendarDate = { year: local.year, month: local.month, day: local.day };
  const cutOffOn = (day: CalendarDate) =>
    zonedTimeToEpoch({ ...day, ...parseClockTime(warehouse.cutOffLocal) }, warehouse.timeZone);
  const shipDay = isBusinessDay(today) && now < cutOffOn(today) ? today : nextBusinessDay(today);
  return {
    cutOffAt: cutOffOn(shipDay),
    shipDay,
    deliveryDay: addBusinessDays(shipDay, transitDays),
  };
}

/**
 * A calendar day as an instant: noon in the given zone. Noon keeps the same calendar date when
 * the instant is shown in any US zone, which midnight would not.
 */
export function dayAsInstant(day: CalendarDate, timeZone: string): number {
  return zonedTimeToEpoch({ ...day, hour: 12, minute: 0 }, timeZone);
}
