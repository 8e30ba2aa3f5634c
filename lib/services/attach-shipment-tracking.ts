import type { OrderBox, OrderView } from '@/lib/domain/orders';
import { boxesOf } from '@/lib/domain/tracking-rows';
import {
  packageDeliveryStatus,
  recordDeliveryStatus,
  shownDeliveryStatus,
} from '@/lib/domain/tracking-status';
import type { ServiceDeps } from './service-deps';

/**
 * Shipped records as the carrier sees them: the deliveryStatus moments only the carrier's scans
 * know (exception, pending, unknown, expired, label only), and with `boxes` each record's boxes
 * (`GET /v2/orders/…?Boxes=true`, after-the-order.md). One query for the whole list.
 */
export async function withShipmentTracking(
  deps: ServiceDeps,
  accountId: number,
  views: OrderView[],
  options: { boxes: boolean },
): Promise<OrderView[]> {
  const shipped = views.filter((v) => v.shippedAt !== undefined && v.trackingNumber !== '');
  if (shipped.length === 0) return views;
  const packages = await deps.repos.tracking.packagesByGuid(
    accountId,
    shipped.map((v) => v.guid),
  );
  const now = deps.clock.now();
  return views.map((view) => {
    if (view.shippedAt === undefined || view.trackingNumber === '') return view;
    const shippedAt = view.shippedAt;
    const own = packages.get(view.guid);
    const fromPackages = own
      ? recordDeliveryStatus(own.map((p) => packageDeliveryStatus(p.checkpoints, shippedAt, now)))
      : undefined;
    const deliveryStatus =
      view.orderStatus === 'Shipped'
        ? shownDeliveryStatus(view.deliveryStatus, fromPackages)
        : view.deliveryStatus;
    if (!options.boxes) return { ...view, deliveryStatus };
    const boxes = boxesOf(view, own).map((box): OrderBox => ({
      boxNumber: box.boxNumber,
      trackingNumber: box.trackingNumber,
      weight: box.weight,
      contents: box.contents,
    }));
    return { ...view, deliveryStatus, boxes };
  });
}
