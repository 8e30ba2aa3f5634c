import type { Caller } from '@/lib/domain/accounts';
import { DomainError } from '@/lib/domain/errors';
import { businessDay, businessDayRange } from '@/lib/domain/order-listing';
import type { TrackingFilter } from '@/lib/domain/ports/tracking-repository';
import { trackingRowsOf, type TrackingRow } from '@/lib/domain/tracking-rows';
import type { ServiceDeps } from './service-deps';

/** The path forms of after-the-order.md, by what their list holds. */
export type TrackingForm =
  'all' | 'invoice' | 'order' | 'shipDate' | 'shipDateRange' | 'trackingNumber' | 'deliveryDate';

export interface FindTrackingRequest {
  form: TrackingForm;
  /** The comma list of the path (absent for `all`). */
  values?: string[];
  boxes: boolean;
}

const MAX_VALUES = 200;
const MAX_RECORDS = 1000;

const fieldOf: Record<TrackingForm, string> = {
  all: 'path',
  invoice: 'invoiceNumber',
  order: 'orderNumber',
  shipDate: 'shipDate',
  shipDateRange: 'shippingDateRange',
  trackingNumber: 'trackingNumber',
  deliveryDate: 'actualDeliveryDate',
};

function filterOf(request: FindTrackingRequest, zone: string): TrackingFilter {
  if (request.form === 'all') return { kind: 'all' };
  const field = fieldOf[request.form];
  const values = request.values ?? [];
  if (values.length === 0) throw DomainError.field(field, 'Required.');
  if (values.length > MAX_VALUES) throw DomainError.field(field, `At most ${MAX_VALUES} values.`);
  switch (request.form) {
    case 'invoice':
      return { kind: 'invoice', values };
    case 'order':
      return { kind: 'order', values };
    case 'trackingNumber':
      return { kind: 'tracking', values };
    case 'shipDate':
      return { kind: 'shipped', ranges: values.map((v) => businessDay(v, field, zone)) };
    case 'deliveryDate':
      return { kind: 'delivered', ranges: values.map((v) => businessDay(v, field, zone)) };
    case 'shipDateRange': {
      if (values.length !== 2) {
        throw DomainError.field(field, 'Must be two dates: {start},{end} (yyyy-MM-dd).');
      }
      const fields = { start: field, end: field };
      return { kind: 'shipped', ranges: [businessDayRange(values[0], values[1], fields, zone)] };
    }
  }
}

/** GET /v2/TrackingData…: the caller's shipped records as tracking rows (per shipment or box). */
export async function findTracking(
  deps: ServiceDeps,
  caller: Caller,
  request: FindTrackingRequest,
): Promise<TrackingRow[]> {
  const filter = filterOf(request, deps.settings.businessTimeZone);
  const accountId = caller.account.id;
  const records = await deps.repos.tracking.find(accountId, filter, MAX_RECORDS);
  const byIdForm =
    filter.kind === 'invoice' || filter.kind === 'order' || filter.kind === 'tracking';
  if (byIdForm && records.length === 0) {
    throw DomainError.notFound(
      fieldOf[request.form],
      'No shipment matches the requested value(s).',
    );
  }
  const views = request.boxes
    ? await deps.repos.orderQueries.byIds(
        accountId,
        records.map((r) => r.recordId),
      )
    : [];
  const now = deps.clock.now();
  const wanted = filter.kind === 'tracking' ? new Set(filter.values) : undefined;
  return records.flatMap((record) => {
    const view = views.find((v) => v.guid === record.guid);
    const rows = trackingRowsOf(record, view, request.boxes, now);
    // Asked by a box's own number: that box, not its siblings (a shipment's first number: all).
    const master = record.packages[0]?.trackingNumber ?? view?.trackingNumber;
    if (!wanted || !request.boxes || (master !== undefined && wanted.has(master))) return rows;
    return rows.filter((row) => wanted.has(row.trackingNumber));
  });
}
