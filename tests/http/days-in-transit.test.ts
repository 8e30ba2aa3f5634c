import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDaysInTransit } from '@/lib/services/get-days-in-transit';
import { startTestServer, type TestServer } from './harness';

interface WarehouseWire {
  warehouseAbbr: string;
  cutOffTime: string;
  timePeriod: string;
  cutOffTime24hr: string;
  daysInTransit: number;
}

interface DaysInTransitWire {
  zipCode: string;
  warehouses: WarehouseWire[];
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const byCode = (record: DaysInTransitWire): Record<string, WarehouseWire | undefined> =>
  Object.fromEntries(record.warehouses.map((w) => [w.warehouseAbbr, w]));

describe('GET /v2/daysintransit/{zip}', () => {
  it('answers one record with every warehouse, its cut-off and days by distance', async () => {
    const res = await server.call('/v2/daysintransit/60607');
    expect(res.status).toBe(200);
    const body = (await res.json()) as DaysInTransitWire[];
    expect(body).toHaveLength(1);
    expect(body[0]!.zipCode).toBe('60607');
    const warehouses = byCode(body[0]!);
    expect(Object.keys(warehouses)).toEqual(['IL', 'NV', 'NJ', 'KS', 'GA', 'TX', 'FL', 'OH', 'DS']);
    // Chicago: Lockport is next door, Reno is across the country, dropship adds two days.
    expect(warehouses.IL).toEqual({
      warehouseAbbr: 'IL',
      cutOffTime: '4:00 CT',
      timePeriod: 'PM',
      cutOffTime24hr: '16:00',
      daysInTransit: 1,
    });
    expect(warehouses.NV?.daysInTransit).toBe(5);
    expect(warehouses.NV?.cutOffTime).toBe('4:00 PT');
    expect(warehouses.NJ?.cutOffTime).toBe('4:00 ET');
    expect(warehouses.NJ?.daysInTransit).toBe(3);
    expect(warehouses.KS?.daysInTransit).toBe(2);
    expect(warehouses.DS?.daysInTransit).toBe(4);
  });

  it('answers one record per zip for a comma-separated list, case-insensitively', async () => {
    const res = await server.call('/V2/DaysInTransit/90210,08691/');
    expect(res.status).toBe(200);
    const body = (await res.json()) as DaysInTransitWire[];
    expect(body.map((r) => r.zipCode)).toEqual(['90210', '08691']);
    expect(byCode(body[0]!).NV?.daysInTransit).toBe(2); // Reno -> Beverly Hills, ~390 miles
    expect(byCode(body[1]!).NJ?.daysInTransit).toBe(1); // Robbinsville itself
    expect(byCode(body[1]!).NV?.daysInTransit).toBe(5);
  });

  it.each(['6060', '606071', 'abcde', '60-07'])('rejects %s with 400 naming zip', async (zip) => {
    const res = await server.call(`/v2/daysintransit/${zip}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      code: string;
      message: string;
      errors: { field: string; message: string }[];
    };
    expect(body.code).toBe('400');
    expect(body.message).toBe('Bad Request.');
    expect(body.errors.map((e) => e.field)).toEqual(['zip']);
    expect(body.errors[0]!.message).toContain(zip);
  });

  it('rejects a 5-digit code that is not a US zip code, naming each bad one', async () => {
    const res = await server.call('/v2/daysintransit/00000,60607,99999');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { field: string; message: string }[] };
    expect(body.errors.map((e) => e.field)).toEqual(['zip', 'zip']);
    expect(body.errors[0]!.message).toContain('00000');
    expect(body.errors[1]!.message).toContain('99999');
  });

  it('answers XML whose element names are the JSON field names with ?mediatype=xml', async () => {
    const res = await server.call('/v2/daysintransit/60607?MediaType=xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="utf-8"\?><ArrayOfDaysInTransit><DaysInTransit>/,
    );
    expect(xml).toContain('<zipCode>60607</zipCode>');
    expect(xml).toContain(
      '<Warehouse><warehouseAbbr>IL</warehouseAbbr><cutOffTime>4:00 CT</cutOffTime><timePeriod>PM</timePeriod><cutOffTime24hr>16:00</cutOffTime24hr><daysInTransit>1</daysInTransit></Warehouse>',
    );
  });

  it('requires credentials', async () => {
    const res = await server.call('/v2/daysintransit/60607', { as: null });
    expect(res.status).toBe(401);
  });
});

describe('cut-off and expected delivery as the portal and order placement see them', () => {
  it('ships today before the cut-off and the next business day after it', async () => {
    // Wed 18 Nov 2026 15:59 in Chicago: one minute before the IL cut-off.
    server.clock.set(Date.UTC(2026, 10, 18, 21, 59));
    const before = await getDaysInTransit(server.app.deps, '60607');
    const il = before.warehouses.find((w) => w.warehouseAbbr === 'IL')!;
    expect(il.shipDay).toBe('2026-11-18');
    expect(il.cutOffAt - server.clock.now()).toBe(60_000);
    expect(il.expectedDeliveryDay).toBe('2026-11-19');
    // NJ's cut-off (4:00 ET = 15:00 CT) has already passed.
    const nj = before.warehouses.find((w) => w.warehouseAbbr === 'NJ')!;
    expect(nj.shipDay).toBe('2026-11-19');

    server.clock.advance(60_000);
    const after = await getDaysInTransit(server.app.deps, '60607');
    const ilAfter = after.warehouses.find((w) => w.warehouseAbbr === 'IL')!;
    expect(ilAfter.shipDay).toBe('2026-11-19');
    expect(ilAfter.cutOffAt).toBe(Date.UTC(2026, 10, 19, 22, 0));
    expect(ilAfter.expectedDeliveryDay).toBe('2026-11-20');
  });

  it('moves a Friday order after the cut-off to Monday, and skips Thanksgiving', async () => {
    server.clock.set(Date.UTC(2026, 10, 20, 23, 0)); // Fri 20 Nov, 17:00 Chicago
    const friday = await getDaysInTransit(server.app.deps, '60607');
    const il = friday.warehouses.find((w) => w.warehouseAbbr === 'IL')!;
    expect(il.shipDay).toBe('2026-11-23');
    expect(il.expectedDeliveryDay).toBe('2026-11-24');

    server.clock.set(Date.UTC(2026, 10, 24, 16, 0)); // Tue 24 Nov, 10:00 Chicago
    const beforeHoliday = await getDaysInTransit(server.app.deps, '90210');
    const ga = beforeHoliday.warehouses.find((w) => w.warehouseAbbr === 'GA')!;
    expect(ga.daysInTransit).toBe(5);
    // Tue + 5 business days: Wed, Fri (Thanksgiving skipped), Mon, Tue, Wed.
    expect(ga.expectedDeliveryDay).toBe('2026-12-02');
  });
});
