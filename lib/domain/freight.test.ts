import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isShippingMethodCode, quoteFreight, shippingServices } from './freight';

const base = {
  weightPounds: 10,
  transitDays: 2,
  residential: false,
  freeFreightMerchandiseCents: 5_000,
};

describe('freight', () => {
  it('knows every shippingMethod code of §4.1.1 and no other', () => {
    expect(Object.keys(shippingServices).sort()).toEqual(
      [
        '1',
        '2',
        '3',
        '16',
        '6',
        '8',
        '54',
        '17',
        '21',
        '19',
        '20',
        '22',
        '14',
        '27',
        '26',
        '40',
        '48',
      ].sort(),
    );
    expect(isShippingMethodCode('99')).toBe(false);
  });

  it('charges the carrier cost for ground under $200, and nothing over', () => {
    const paid = quoteFreight({ ...base, code: '1' });
    expect(paid.chargeCents).toBeGreaterThan(0);
    expect(paid.savedCents).toBe(0);
    const free = quoteFreight({ ...base, code: '1', freeFreightMerchandiseCents: 20_001 });
    expect(free.chargeCents).toBe(0);
    expect(free.savedCents).toBe(free.carrierCostCents);
    expect(
      quoteFreight({ ...base, code: '1', freeFreightMerchandiseCents: 20_000 }).chargeCents,
    ).toBeGreaterThan(0);
  });

  it('air is never free and costs more than ground', () => {
    const air = quoteFreight({ ...base, code: '2', freeFreightMerchandiseCents: 100_000 });
    expect(air.chargeCents).toBeGreaterThan(quoteFreight({ ...base, code: '40' }).chargeCents);
    expect(air.label).toBe('UPS Next Day Air');
    expect(air.transitDays).toBe(1);
  });

  it('farther and heavier cost more', () => {
    const near = quoteFreight({ ...base, code: '40', transitDays: 1 }).chargeCents;
    const far = quoteFreight({ ...base, code: '40', transitDays: 5 }).chargeCents;
    const heavy = quoteFreight({
      ...base,
      code: '40',
      transitDays: 1,
      weightPounds: 50,
    }).chargeCents;
    expect(far).toBeGreaterThan(near);
    expect(heavy).toBeGreaterThan(near);
  });

  it('becomes LTL freight above 1000 lb', () => {
    expect(quoteFreight({ ...base, code: '1', weightPounds: 1000 }).ltl).toBe(false);
    const ltl = quoteFreight({ ...base, code: '1', weightPounds: 1000.5 });
    expect(ltl).toMatchObject({ ltl: true, label: 'LTL Freight', chargeCents: 0 });
  });

  it('will call and messenger ship nothing, whatever the weight', () => {
    for (const code of ['6', '8']) {
      expect(quoteFreight({ ...base, code, weightPounds: 5000 })).toMatchObject({
        chargeCents: 0,
        savedCents: 0,
        ltl: false,
      });
    }
  });

  it('code 54 picks the cheapest: first class for a light parcel', () => {
    expect(quoteFreight({ ...base, code: '54', weightPounds: 0.5 }).label).toBe('USPS First Class');
    expect(quoteFreight({ ...base, code: '54', weightPounds: 60 }).carrier).toBe('UPS');
  });
});

describe('freight properties', () => {
  it('never charges more than the carrier cost, never saves a negative amount', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(shippingServices)),
        fc.double({ min: 0, max: 3000, noNaN: true }),
        fc.integer({ min: 0, max: 8 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 100_000 }),
        (code, weightPounds, transitDays, residential, merchandise) => {
          const quote = quoteFreight({
            code,
            weightPounds,
            transitDays,
            residential,
            freeFreightMerchandiseCents: merchandise,
          });
          expect(quote.chargeCents).toBeGreaterThanOrEqual(0);
          expect(quote.chargeCents).toBeLessThanOrEqual(quote.carrierCostCents);
          expect(quote.savedCents).toBe(quote.carrierCostCents - quote.chargeCents);
          expect(Number.isInteger(quote.chargeCents)).toBe(true);
        },
      ),
    );
  });
});
