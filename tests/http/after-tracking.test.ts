// Tracking data (issue 12, item 2): every path form of after-the-order.md over HTTP Basic, one row
// per shipment or per box, a checkpoint history that advances with the order lifecycle, the
// carrier's deliveryStatus moments, and `?Boxes=true` on orders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrackingWire } from '@/lib/contracts/tracking-record';
import { toBusinessDateTime } from '@/lib/domain/business-time';
import { storyOf } from '@/lib/domain/tracking-schedule';
import { advance } from './after-helpers';
import { startTestServer, type TestServer } from './harness';
import { placeOrder, stockedSkus, type ErrorBody, type OrderWireRecord } from './order-helpers';

let server: TestServer;
let skus: string[];

beforeAll(async () => {
  server = await startTestServer();
  skus = await stockedSkus(server, 'IL', 20);
});
afterAll(() => server.close());

const MINUTE = 60_000;
const zone = 'America/Chicago';
const read = async (orderNumber: string, query = '') =>
  (await (await server.call(`/v2/orders/${orderNumber}${query}`)).json()) as OrderWireRecord[];
const tracking = async (path: string) => {
  const res = await server.call(path);
  expect(res.status).toBe(200);
  return (await res.json()) as TrackingWire[];
};
const dayOf = (wireDateTime: string) => wireDateTime.slice(0, 10);

describe('a shipment with several boxes', () => {
  let order: OrderWireRecord;

  beforeAll(async () => {
    // Enough pieces of one sku for more than one full case: more than one box.
    const [placed] = await placeOrder(server, {
      lines: [
        { identifier: skus[0]!, qty: 150, warehouseAbbr: 'IL' },
        { identifier: skus[1]!, qty: 5, warehouseAbbr: 'IL' },
      ],
    });
    expect(placed!.totalBoxes).toBeGreaterThan(1);
    // Invoiced after a minute; shipped once the ten-minute window is over.
    await advance(server, 11 * MINUTE);
    order = (await read(placed!.orderNumber))[0]!;
    expect(order.orderStatus).toBe('Shipped');
  });

  it('lists one row per shipment by order number, with the carrier, origin and first scan', async () => {
    const rows = await tracking(`/v2/TrackingDataByOrderNum/${order.orderNumber}`);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      carrierName: order.shippingCarrier,
      trackingNumber: order.trackingNumber,
      origin: 'Lockport, IL',
      actualDeliveryDateTime: '',
      orderNumber: order.orderNumber,
      invoiceNumber: order.invoiceNumber,
    });
    expect(row!.latestCheckpoint.checkpointDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(row!.latestCheckpoint.checkpointTime).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(row!.latestCheckpoint.checkpointLocation).toBe('Lockport, IL');
    expect(row!.checkpoints.length).toBeGreaterThan(0);
  });

  it('gives one row per box with Boxes=true, each with its own tracking number and contents', async () => {
    const rows = await tracking(`/v2/trackingdatabyordernum/${order.orderNumber}?boxes=true`);
    expect(rows).toHaveLength(order.totalBoxes);
    expect(rows.map((r) => r.boxNumber)).toEqual(rows.map((_, i) => i + 1));
    expect(new Set(rows.map((r) => r.trackingNumber)).size).toBe(rows.length);
    expect(rows[0]!.trackingNumber).toBe(order.trackingNumber);
    const pieces = rows.flatMap((r) => r.contents ?? []).reduce((n, l) => n + l.qty, 0);
    expect(pieces).toBe(order.totalPieces);
    const weight = rows.reduce((sum, r) => sum + (r.weight ?? 0), 0);
    expect(weight).toBeCloseTo(order.totalWeight, 1);
  });

  it('shows the same boxes on the order with ?Boxes=true, and none without', async () => {
    const [withBoxes] = await read(order.orderNumber, '?Boxes=True');
    const rows = await tracking(`/v2/TrackingDataByOrderNum/${order.orderNumber}?Boxes=true`);
    expect(withBoxes!.boxes?.map((b) => b.trackingNumber)).toEqual(
      rows.map((r) => r.trackingNumber),
    );
    expect(withBoxes!.boxes?.[0]).toMatchObject({ boxNumber: 1, contents: rows[0]!.contents });
    const [plain] = await read(order.orderNumber);
    expect(plain!.boxes).toBeUndefined();
  });

  it('finds a box by its own tracking number, alone; the shipment number finds every box', async () => {
    const boxes = await tracking(`/v2/TrackingDataByOrderNum/${order.orderNumber}?Boxes=true`);
    const second = boxes[1]!.trackingNumber;
    const byBox = await tracking(`/v2/TrackingDataByTrackingNum/${second}?Boxes=true`);
    expect(byBox.map((r) => r.trackingNumber)).toEqual([second]);
    const byMaster = await tracking(
      `/v2/TrackingDataByTrackingNum/${order.trackingNumber}?Boxes=true`,
    );
    expect(byMaster).toHaveLength(boxes.length);
    const shipmentRow = await tracking(`/v2/TrackingDataByTrackingNum/${second},UNKNOWN1`);
    expect(shipmentRow.map((r) => r.orderNumber)).toEqual([order.orderNumber]);
  });

  it('finds it by invoice, by ship date and by a ship date range, and in GetAll', async () => {
    const day = dayOf(order.shipDate!);
    const byInvoice = await tracking(`/v2/TrackingDataByInvoice/${order.invoiceNumber}`);
    expect(byInvoice.map((r) => r.orderNumber)).toEqual([order.orderNumber]);
    const byDay = await tracking(`/v2/TrackingDataByShipDate/2020-01-01,${day}`);
    expect(byDay.map((r) => r.orderNumber)).toContain(order.orderNumber);
    const byRange = await tracking(`/v2/TrackingDataByShippingDateRange/${day},${day}`);
    expect(byRange.map((r) => r.orderNumber)).toContain(order.orderNumber);
    const before = await tracking('/v2/TrackingDataByShippingDateRange/2020-01-01,2020-01-31');
    expect(before.map((r) => r.orderNumber)).not.toContain(order.orderNumber);
    const all = await tracking('/v2/TrackingDataGetAll/');
    expect(all.map((r) => r.orderNumber)).toContain(order.orderNumber);
  });

  it('keeps other accounts out: their lookups find nothing', async () => {
    const res = await server.call(`/v2/TrackingDataByOrderNum/${order.orderNumber}`, {
      as: 'account2',
    });
    expect(res.status).toBe(404);
    const all = (await (
      await server.call('/v2/TrackingDataGetAll', { as: 'account2' })
    ).json()) as TrackingWire[];
    expect(all.map((r) => r.orderNumber)).not.toContain(order.orderNumber);
  });

  it('advances the history to delivered with the lifecycle, then finds it by delivery date', async () => {
    await advance(server, 70 * MINUTE);
    const [record] = await read(order.orderNumber);
    expect(record!.deliveryStatus).toBe('Shipped - Delivered');
    const rows = await tracking(`/v2/TrackingDataByOrderNum/${order.orderNumber}?Boxes=true`);
    for (const row of rows) {
      const kinds = row.checkpoints.map((c) => c.checkpointStatusMessage);
      expect(kinds[kinds.length - 1]).toBe('Delivered');
      expect(kinds).toContain('Out for delivery');
      expect(kinds).toContain('Departed from the origin facility');
      expect(row.latestCheckpoint.checkpointStatusMessage).toBe('Delivered');
      expect(row.latestCheckpoint.checkpointLocation).toBe('Chicago, IL');
      expect(row.actualDeliveryDateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/);
      expect(row.signedBy).toBe('ORTIZ');
      // Scans are in the order they happened.
      const times = row.checkpoints.map((c) => `${c.checkpointDate}T${c.checkpointTime}`);
      expect([...times].sort()).toEqual(times);
    }
    const [shipment] = await tracking(`/v2/TrackingDataByOrderNum/${order.orderNumber}`);
    const deliveredDay = dayOf(shipment!.actualDeliveryDateTime);
    const byDelivery = await tracking(`/v2/TrackingDataByActualDeliveryDate/${deliveredDay}`);
    expect(byDelivery.map((r) => r.orderNumber)).toContain(order.orderNumber);
    expect(dayOf(toBusinessDateTime(server.clock.now(), zone))).toBe(deliveredDay);
  });
});

describe('the carrier moments of deliveryStatus', () => {
  it('shows Exception, label-only Shipped and Pending exactly for the packages whose story has them', async () => {
    const placed: OrderWireRecord[] = [];
    for (const sku of skus.slice(2, 18)) {
      const [record] = await placeOrder(server, {
        lines: [{ identifier: sku, qty: 1, warehouseAbbr: 'IL' }],
      });
      placed.push(record!);
    }
    await advance(server, 11 * MINUTE);
    const shipped = await Promise.all(placed.map(async (p) => (await read(p.orderNumber))[0]!));
    const stories = shipped.map((o) => storyOf(o.trackingNumber!));
    // The seeded ids give this set of orders every story at least once.
    expect(stories).toEqual(
      expect.arrayContaining(['normal', 'weather-exception', 'late-pickup', 'missed-delivery']),
    );
    const statusAt = async () =>
      Promise.all(shipped.map(async (o) => (await read(o.orderNumber))[0]!.deliveryStatus));

    // Shipped a minute ago (at the ten-minute mark): label-only packages wait for the carrier.
    let statuses = await statusAt();
    stories.forEach((story, i) =>
      expect(statuses[i]).toBe(story === 'late-pickup' ? 'Shipped' : 'Shipped - In Transit'),
    );
    await advance(server, 16 * MINUTE); // 17 min after shipping: the weather holds some
    statuses = await statusAt();
    stories.forEach((story, i) =>
      expect(statuses[i]).toBe(
        story === 'weather-exception' ? 'Shipped - Exception' : 'Shipped - In Transit',
      ),
    );
    await advance(server, 25 * MINUTE); // 42 min: out for delivery, a drop missed
    statuses = await statusAt();
    stories.forEach((story, i) =>
      expect(statuses[i]).toBe(
        story === 'missed-delivery' ? 'Shipped - Pending' : 'Shipped - Out For Delivery',
      ),
    );
    const rows = await tracking(
      `/v2/TrackingDataByOrderNum/${shipped.map((o) => o.orderNumber).join(',')}`,
    );
    expect(rows).toHaveLength(shipped.length);
    rows.forEach((row) =>
      expect(row.deliveryStatus).toBe(
        statuses[shipped.findIndex((o) => o.orderNumber === row.orderNumber)],
      ),
    );
  });
});

describe('bad input', () => {
  it.each([
    ['/v2/TrackingDataByShipDate/2026-13-01', 'shipDate'],
    ['/v2/TrackingDataByShipDate/', 'shipDate'],
    ['/v2/TrackingDataByShippingDateRange/2026-11-01', 'shippingDateRange'],
    ['/v2/TrackingDataByShippingDateRange/2026-11-20,2026-11-01', 'shippingDateRange'],
    ['/v2/TrackingDataByActualDeliveryDate/yesterday', 'actualDeliveryDate'],
    ['/v2/TrackingDataByOrderNum/', 'orderNumber'],
    ['/v2/TrackingDataGetAll/?mediatype=pdf', 'mediatype'],
  ])('%s is a 400 naming %s', async (path, field) => {
    const res = await server.call(path);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors[0]!.field).toBe(field);
  });

  it('answers XML when asked', async () => {
    const res = await server.call('/v2/TrackingDataGetAll/?mediatype=xml');
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^<\?xml[^>]*\?><ArrayOfTrackingData>/);
  });
});

describe('the seeded history', () => {
  it('gives every shipped record its packages, even where tracking numbers repeat', async () => {
    await advance(server, 60_000);
    const shipped = (await (
      await server.call('/v2/orders/?status=Shipped&pageSize=500')
    ).json()) as OrderWireRecord[];
    expect(shipped.length).toBeGreaterThan(0);
    const rows = await tracking('/v2/TrackingDataGetAll/?Boxes=true');
    const tracked = new Set(rows.map((r) => `${r.orderNumber}/${r.invoiceNumber}`));
    const missing = shipped.filter((o) => !tracked.has(`${o.orderNumber}/${o.invoiceNumber}`));
    expect(missing.map((o) => o.orderNumber)).toEqual([]);
  });
});
