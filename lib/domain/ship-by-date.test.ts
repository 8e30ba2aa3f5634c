import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import { planOrder, rejectionOf } from './order-plan';
import type { PlaceOrderCommand } from './orders';
import { canShipBy, checkedShipBy, parseIsoDay } from './ship-by-date';
import { allocate } from './warehouse-autoselect';
import { planCommand, planSnapshot, planWarehouses } from './order-plan.fixtures';

// 2026-11-18 09:00 in Chicago.
const NOW = Date.UTC(2026, 10, 18, 15);
const ZONE = 'America/Chicago';
const d = (iso: string) => parseIsoDay(iso)!;

describe('canShipBy', () => {
  it.each([
    ['2026-11-18', undefined, true],
    ['2026-11-18', '2026-11-18', true],
    ['2026-11-18', '2026-11-19', true],
    ['2026-11-19', '2026-11-18', false],
    ['2026-12-01', '2026-11-30', false],
    ['2027-01-01', '2026-12-31', false],
  ])('ship day %s, ship by %s -> %s', (shipDay, shipBy, expected) => {
    expect(canShipBy(d(shipDay), shipBy === undefined ? undefined : d(shipBy))).toBe(expected);
  });
});

describe('checkedShipBy', () => {
  const fieldOf = (iso: string, now = NOW) => {
    try {
      checkedShipBy(iso, now, ZONE);
      return undefined;
    } catch (error) {
      return error instanceof DomainError ? error.errors[0]?.field : 'other';
    }
  };
  it('accepts today and later in the business time zone', () => {
    expect(checkedShipBy('2026-11-18', NOW, ZONE)).toEqual(d('2026-11-18'));
    expect(checkedShipBy('2027-02-01', NOW, ZONE)).toEqual(d('2027-02-01'));
    expect(checkedShipBy(undefined, NOW, ZONE)).toBeUndefined();
  });
  it.each([['2026-11-17'], ['2025-12-31'], ['11/30/2026'], ['']])(
    'refuses %s naming shipByDate',
    (iso) => expect(fieldOf(iso)).toBe('shipByDate'),
  );
  it('uses the business day, not the UTC day: 02:00 UTC on the 19th is still the 18th in Chicago', () => {
    expect(fieldOf('2026-11-18', Date.UTC(2026, 10, 19, 2))).toBeUndefined();
  });
});

// IL is close but ships only on the 20th; TX is far but ships today. Stock of sku A only.
const snapshot = (stock: [string, number][]) =>
  planSnapshot(
    stock.map(([warehouseCode, qty]) => [1, warehouseCode, qty]),
    planWarehouses({ IL: d('2026-11-20') }),
  );
const command = (overrides: Partial<PlaceOrderCommand>) =>
  planCommand({
    autoselectWarehouse: true,
    rejectLineErrors: false,
    lines: [{ identifier: 'A', qty: 5 }],
    ...overrides,
  });

describe('planOrder with a ship-by date', () => {
  it('without a date, autoselect takes the nearest warehouse', () => {
    const plan = planOrder(
      command({}),
      snapshot([
        ['IL', 10],
        ['TX', 10],
      ]),
      allocate,
    );
    expect(plan.records.map((r) => r.warehouseCode)).toEqual(['IL']);
  });
  it('autoselect skips a warehouse that ships after the date', () => {
    const plan = planOrder(
      command({ shipByDate: '2026-11-19' }),
      snapshot([
        ['IL', 10],
        ['TX', 10],
      ]),
      allocate,
    );
    expect(plan.records.map((r) => r.warehouseCode)).toEqual(['TX']);
    expect(plan.lineErrors).toEqual([]);
  });
  it('a ship day equal to the date makes it', () => {
    const plan = planOrder(
      command({ shipByDate: '2026-11-20' }),
      snapshot([
        ['IL', 10],
        ['TX', 10],
      ]),
      allocate,
    );
    expect(plan.records.map((r) => r.warehouseCode)).toEqual(['IL']);
  });
  it('a line only a late warehouse could fill is a line error naming the date', () => {
    const plan = planOrder(
      command({ shipByDate: '2026-11-19' }),
      snapshot([
        ['IL', 10],
        ['TX', 0],
      ]),
      allocate,
    );
    expect(plan.records).toEqual([]);
    expect(plan.lineErrors.map((e) => e.message)).toEqual([
      'Identifier A (Hartwell, 5000, Black, L) - Cannot Ship By shipByDate 11/19/2026',
    ]);
    expect(rejectionOf(plan)?.errors[0]?.field).toBe('Lines');
  });
  it('a line pinned to a late warehouse is a line error, even with stock there', () => {
    const plan = planOrder(
      command({
        autoselectWarehouse: false,
        shipByDate: '2026-11-19',
        lines: [{ identifier: 'A', qty: 5, warehouseAbbr: 'IL' }],
      }),
      snapshot([
        ['IL', 10],
        ['TX', 10],
      ]),
      allocate,
    );
    expect(plan.records).toEqual([]);
    expect(plan.lineErrors[0]?.message).toContain('Cannot Ship By shipByDate 11/19/2026');
  });
  it('out of stock everywhere stays Out Of Stock', () => {
    const plan = planOrder(
      command({ shipByDate: '2026-11-19' }),
      snapshot([
        ['IL', 0],
        ['TX', 0],
      ]),
      allocate,
    );
    expect(plan.lineErrors[0]?.message).toContain('Out Of Stock');
  });
  it('a past date is refused before anything is allocated', () => {
    expect(() =>
      planOrder(command({ shipByDate: '2026-11-17' }), snapshot([['TX', 10]]), allocate),
    ).toThrow(DomainError);
  });
});
