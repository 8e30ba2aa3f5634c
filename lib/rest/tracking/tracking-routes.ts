// GET /v2/TrackingData… – the caller's shipments with their carrier scans (after-the-order.md):
// GetAll, ByInvoice, ByOrderNum, ByShipDate, ByShippingDateRange ({start},{end}), ByTrackingNum
// and ByActualDeliveryDate, each with a comma list in the path; `?Boxes=true` gives one row per
// box. Asking by invoice, order or tracking number and matching nothing is a 404; the date forms
// answer an empty list. `?mediatype=xml` answers <ArrayOfTrackingData><TrackingData>….
import { itemsListing } from '@/lib/domain/listing';
import { findTracking, type TrackingForm } from '@/lib/services/find-tracking';
import { splitList } from '../query-params';
import type { Route } from '../router';
import { listResponse } from '../wire/list-response';
import { parseMediaType } from '../wire/media-type';
import { toTrackingWire } from './tracking-wire';

const XML_SHAPE = {
  root: 'ArrayOfTrackingData',
  item: 'TrackingData',
  itemNames: { checkpoints: 'Checkpoint', contents: 'BoxLine' },
};

function trackingRoute(path: string, form: TrackingForm): Route {
  return {
    method: 'GET',
    pattern: form === 'all' ? `v2/${path}` : `v2/${path}/:values?`,
    async handler({ req, params, caller, app }) {
      const format = parseMediaType(req.query);
      const rows = await findTracking(app.deps, caller, {
        form,
        ...(params.values !== undefined ? { values: splitList(params.values) } : {}),
        boxes: req.query.boolean('Boxes') === true,
      });
      const zone = app.deps.settings.businessTimeZone;
      return listResponse(itemsListing(rows), {
        toWire: (row) => toTrackingWire(row, zone),
        format,
        xml: XML_SHAPE,
      });
    },
  };
}

export const trackingRoutes: Route[] = [
  trackingRoute('TrackingDataGetAll', 'all'),
  trackingRoute('TrackingDataByInvoice', 'invoice'),
  trackingRoute('TrackingDataByOrderNum', 'order'),
  trackingRoute('TrackingDataByShipDate', 'shipDate'),
  trackingRoute('TrackingDataByShippingDateRange', 'shipDateRange'),
  trackingRoute('TrackingDataByTrackingNum', 'trackingNumber'),
  trackingRoute('TrackingDataByActualDeliveryDate', 'deliveryDate'),
];
