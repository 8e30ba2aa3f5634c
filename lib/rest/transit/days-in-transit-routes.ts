// GET /v2/daysintransit/{zip[,zip]} – one DaysInTransit record (§2.9) per zip code.
import {
  getDaysInTransitForZips,
  type DaysInTransitQuote,
} from '@/lib/services/get-days-in-transit';
import { splitList } from '../query-params';
import { json } from '../responses';
import type { Route } from '../router';

/** Only the fields of interface-v2.md §2.9 go on the wire. */
function toWire(quote: DaysInTransitQuote) {
  return {
    zipCode: quote.zipCode,
    warehouses: quote.warehouses.map((w) => ({
      warehouseAbbr: w.warehouseAbbr,
      cutOffTime: w.cutOffTime,
      timePeriod: w.timePeriod,
      cutOffTime24hr: w.cutOffTime24hr,
      daysInTransit: w.daysInTransit,
    })),
  };
}

export const daysInTransitRoutes: Route[] = [
  {
    method: 'GET',
    pattern: 'v2/daysintransit/:zips?',
    async handler({ params, app }) {
      const quotes = await getDaysInTransitForZips(app.deps, splitList(params.zips ?? ''));
      return json(200, quotes.map(toWire));
    },
  },
];
