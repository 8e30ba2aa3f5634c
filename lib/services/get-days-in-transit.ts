// Days in transit from every warehouse to a zip code, with each warehouse's cut-off and the
// expected delivery of an order placed now (interface-v2.md §2.9, §4.4). Used by the REST
// endpoint, by order placement (autoselect, expected delivery) and by the portal's cut-off clock.
import { isoDate } from '@/lib/domain/business-days';
import { DomainError, type FieldError } from '@/lib/domain/errors';
import {
  cutOffLabel,
  dayAsInstant,
  greatCircleMiles,
  shipSchedule,
  transitDaysForMiles,
} from '@/lib/domain/transit-days';
import type { ServiceDeps } from './service-deps';

export interface WarehouseTransit {
  warehouseAbbr: string;
  /** "4:00 CT" */
  cutOffTime: string;
  timePeriod: 'AM' | 'PM';
  /** "16:00" */
  cutOffTime24hr: string;
  daysInTransit: number;
  /** Epoch ms of the cut-off an order placed now must beat to ship on `shipDate`. */
  cutOffAt: number;
  /** The ship day, as noon of that day in the business time zone (epoch ms). */
  shipDate: number;
  /** The delivery day, as noon of that day in the business time zone (epoch ms). */
  expectedDeliveryAt: number;
  /** The same two days as yyyy-mm-dd. */
  shipDay: string;
  expectedDeliveryDay: string;
}

export interface DaysInTransitQuote {
  zipCode: string;
  warehouses: WarehouseTransit[];
}

const FIVE_DIGITS = /^\d{5}$/;

export async function getDaysInTransit(
  deps: ServiceDeps,
  zip: string,
): Promise<DaysInTransitQuote> {
  const zipCode = zip.trim();
  if (!FIVE_DIGITS.test(zipCode)) {
    throw DomainError.field('zip', `'${zip}' is not a 5-digit zip code.`);
  }
  const [destination, warehouses] = await Promise.all([
    deps.repos.postalCodes.locate(zipCode),
    deps.repos.warehouses.listAll(),
  ]);
  if (!destination) {
    throw DomainError.field('zip', `'${zipCode}' is not a known US zip code.`);
  }
  const now = deps.clock.now();
  const zone = deps.settings.businessTimeZone;
  return {
    zipCode,
    warehouses: warehouses.map((warehouse) => {
      const daysInTransit = transitDaysForMiles(greatCircleMiles(warehouse, destination), {
        dropship: warehouse.isDropship,
      });
      const schedule = shipSchedule(now, warehouse, daysInTransit);
      return {
        warehouseAbbr: warehouse.code,
        ...cutOffLabel(warehouse.cutOffLocal, warehouse.timeZone),
        daysInTransit,
        cutOffAt: schedule.cutOffAt,
        shipDate: dayAsInstant(schedule.shipDay, zone),
        expectedDeliveryAt: dayAsInstant(schedule.deliveryDay, zone),
        shipDay: isoDate(schedule.shipDay),
        expectedDeliveryDay: isoDate(schedule.deliveryDay),
      };
    }),
  };
}

/** Several zip codes at once; every bad zip is reported, each as its own `zip` error. */
export async function getDaysInTransitForZips(
  deps: ServiceDeps,
  zips: string[],
): Promise<DaysInTransitQuote[]> {
  if (zips.length === 0) throw DomainError.field('zip', 'A 5-digit zip code is required.');
  const errors: FieldError[] = [];
  const quotes: DaysInTransitQuote[] = [];
  for (const zip of zips) {
    try {
      quotes.push(await getDaysInTransit(deps, zip));
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'invalid') throw error;
      errors.push(...error.errors);
    }
  }
  if (errors.length > 0) throw DomainError.invalid(errors);
  return quotes;
}
