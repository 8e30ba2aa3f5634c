import { describe, expect, it } from 'vitest';
import { boxCount, conveyorLane, recordTotals, smallOrderFeeCents } from './order-totals';
import { salesTaxCents } from './tax';

const line = (qty: number, unitCents = 310, caseQty = 72) => ({
  qty,
  unitCents,
  unitWeight: 0.5,
  caseQty,
});

describe('order totals', () => {
  it('adds merchandise, shipping, tax and the small-order fee', () => {
    const totals = recordTotals({
      lines: [line(5), line(2, 500)],
      shippingCents: 1200,
      shippingSavedCents: 0,
      smallOrderFeeCents: 500,
      shipToState: 'IL',
      taxExempt: false,
    });
    expect(totals.subtotalCents).toBe(2550);
    expect(totals.taxCents).toBe(159); // 6.25 % of 25.50 = 1.59375
    expect(totals.totalCents).toBe(2550 + 1200 + 159 + 500);
    expect(totals).toMatchObject({
      totalPieces: 7,
      totalLines: 2,
      totalWeight: 3.5,
      totalBoxes: 1,
    });
  });

  it('charges the small-order fee under $50 only', () => {
    expect(smallOrderFeeCents(4_999)).toBe(500);
    expect(smallOrderFeeCents(5_000)).toBe(0);
  });

  it('taxes by ship-to state unless exempt', () => {
    expect(salesTaxCents(10_000, 'TX', false)).toBe(625);
    expect(salesTaxCents(10_000, 'tx', false)).toBe(625);
    expect(salesTaxCents(10_000, 'OR', false)).toBe(0);
    expect(salesTaxCents(10_000, 'TX', true)).toBe(0);
  });

  it('packs full cases per box and the partial cases together', () => {
    expect(boxCount([])).toBe(0);
    expect(boxCount([line(1)])).toBe(1);
    expect(boxCount([line(72)])).toBe(1);
    expect(boxCount([line(73)])).toBe(2);
    expect(boxCount([line(36), line(12, 100, 24)])).toBe(1);
  });

  it('gives the same content the same lane', () => {
    expect(conveyorLane([1, 2], 1, { ltl: false, pickup: false })).toBe('A4');
    expect(conveyorLane([1, 2], 3, { ltl: false, pickup: false })).toBe('B4');
    expect(conveyorLane([1, 2], 30, { ltl: true, pickup: false })).toMatch(/^F/);
    expect(conveyorLane([1, 2], 1, { ltl: false, pickup: true })).toMatch(/^W/);
  });
});
