// GET /v2/daysintransit/{zip[,zip]} – one DaysInTransit record (§2.9) per zip code, in JSON or,
// with ?mediatype=xml, as <ArrayOfDaysInTransit><DaysInTransit>…<warehouses><Warehouse>….
import type { DaysInTransitWire } from '@/lib/contracts/wire/account-records';
import {
  getDaysInTransitForZips,
  type DaysInTransitQuote,
} from '@/lib/services/get-days-in-transit';
import { splitList } from '../query-params';
import { json, XML_TYPE } from '../responses';
import type { Route } from '../router';
import { parseMediaType } from '../wire/media-type';
import { xmlDocument, type XmlListShape } from '../wire/xml-writer';

const xmlShape: XmlListShape = {
  root: 'ArrayOfDaysInTransit',
  item: 'DaysInTransit',
  itemNames: { warehouses: 'Warehouse' },
};

/** Only the fields of interface-v2.md §2.9 go on the wire. */
function toWire(quote: DaysInTransitQuote): DaysInTransitWire {
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
    async handler({ req, params, app }) {
      const format = parseMediaType(req.query);
      const quotes = await getDaysInTransitForZips(app.deps, splitList(params.zips ?? ''));
      const records = quotes.map(toWire);
      if (format === 'xml') {
        return {
          status: 200,
          headers: { 'content-type': XML_TYPE },
          body: xmlDocument(records, xmlShape),
        };
      }
      return json(200, records);
    },
  },
];
