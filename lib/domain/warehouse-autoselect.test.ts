import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from './warehouse-autoselect';
import type { AllocationRequest, AllocationResult, StockCell } from './warehouse-autoselect.types';

const cell = (warehouseAbbr: string, qty: number, caseQty = 0): StockCell => ({
  warehouseAbbr,
  qty,
  fullCaseOnly: caseQty > 0,
  caseQty: caseQty || 72,
});

const transitDays = { IL: 1, KS: 2, OH: 2, NJ: 3, TX: 3, NV: 5 };

function request(overrides: Partial<AllocationRequest>): AllocationRequest {
  return {
    demands: [],
    transitDays,
    preference: 'fewest',
    fewestMaxDaysInTransit: 10,
    ...overrides,
  };
}

const sorted = (result: AllocationResult) =>
  [...result.allocations].sort((a, b) =>
    `${a.key}/${a.warehouseAbbr}`.localeCompare(`${b.key}/${b.warehouseAbbr}`),
  );

describe('fastest', () => {
  it('fills from the nearest warehouse and splits a line when it runs short', () => {
    const result = allocate(
      request({
        preference: 'fastest',
        demands: [{ key: 'A', qty: 10, cells: [cell('NV', 50), cell('KS', 4), cell('IL', 3)] }],
      }),
    );
    expect(result.usedPreference).toBe('fastest');
    expect(result.allocations).toEqual([
      { key: 'A', warehouseAbbr: 'IL', qty: 3 },
      { key: 'A', warehouseAbbr: 'KS', qty: 4 },
      { key: 'A', warehouseAbbr: 'NV', qty: 3 },
    ]);
    expect(result.shortfalls).toEqual([]);
  });

  it('breaks equal transit days by warehouse code', () => {
    const result = allocate(
      request({
        preference: 'fastest',
        demands: [{ key: 'A', qty: 5, cells: [cell('OH', 5), cell('KS', 5)] }],
      }),
    );
    expect(result.allocations).toEqual([{ key: 'A', warehouseAbbr: 'KS', qty: 5 }]);
  });

  it('reports what no allowed warehouse can fill and ignores warehouses not allowed', () => {
    const result = allocate(
      request({
        preference: 'fastest',
        transitDays: { IL: 1, NJ: 3 },
        demands: [{ key: 'A', qty: 10, cells: [cell('IL', 4), cell('KS', 100)] }],
      }),
    );
    expect(result.allocations).toEqual([{ key: 'A', warehouseAbbr: 'IL', qty: 4 }]);
    expect(result.shortfalls).toEqual([{ key: 'A', qtyShort: 6 }]);
  });
});

describe('fewest', () => {
  it('ships a two-line order from the one warehouse that has both, though others are nearer', () => {
    const result = allocate(
      request({
        demands: [
          { key: 'A', qty: 5, cells: [cell('IL', 5), cell('NJ', 5)] },
          { key: 'B', qty: 5, cells: [cell('KS', 5), cell('NJ', 5)] },
        ],
      }),
    );
    expect(result.usedPreference).toBe('fewest');
    expect(sorted(result)).toEqual([
      { key: 'A', warehouseAbbr: 'NJ', qty: 5 },
      { key: 'B', warehouseAbbr: 'NJ', qty: 5 },
    ]);
  });

  it('prefers, among equally small sets, the one whose slowest warehouse is faster', () => {
    const result = allocate(
      request({
        demands: [{ key: 'A', qty: 8, cells: [cell('NV', 8), cell('TX', 8), cell('IL', 2)] }],
      }),
    );
    expect(result.allocations).toEqual([{ key: 'A', warehouseAbbr: 'TX', qty: 8 }]);
  });

  it('then prefers the lower freight rank, then the warehouse code', () => {
    const demands = [{ key: 'A', qty: 8, cells: [cell('NJ', 8), cell('TX', 8)] }];
    expect(allocate(request({ demands, freightRank: { NJ: 5, TX: 2 } })).allocations).toEqual([
      { key: 'A', warehouseAbbr: 'TX', qty: 8 },
    ]);
    expect(allocate(request({ demands })).allocations).toEqual([
      { key: 'A', warehouseAbbr: 'NJ', qty: 8 },
    ]);
  });

  it('fills each line from the fastest warehouse of the chosen set first', () => {
    const result = allocate(
      request({
        demands: [
          { key: 'A', qty: 10, cells: [cell('NV', 10), cell('IL', 6)] },
          { key: 'B', qty: 3, cells: [cell('NV', 3)] },
        ],
      }),
    );
    // {NV} alone fills everything: one warehouse.
    expect(sorted(result)).toEqual([
      { key: 'A', warehouseAbbr: 'NV', qty: 10 },
      { key: 'B', warehouseAbbr: 'NV', qty: 3 },
    ]);
    const split = allocate(
      request({
        demands: [
          { key: 'A', qty: 10, cells: [cell('NV', 5), cell('IL', 6)] },
          { key: 'B', qty: 3, cells: [cell('NV', 3)] },
        ],
      }),
    );
    expect(sorted(split)).toEqual([
      { key: 'A', warehouseAbbr: 'IL', qty: 6 },
      { key: 'A', warehouseAbbr: 'NV', qty: 4 },
      { key: 'B', warehouseAbbr: 'NV', qty: 3 },
    ]);
  });

  it('switches to fastest when the smallest set needs more than the maximum days', () => {
    const demands = [{ key: 'A', qty: 10, cells: [cell('NV', 10), cell('IL', 6), cell('KS', 6)] }];
    const result = allocate(request({ demands, fewestMaxDaysInTransit: 4 }));
    expect(result.usedPreference).toBe('fastest');
    expect(result.allocations).toEqual([
      { key: 'A', warehouseAbbr: 'IL', qty: 6 },
      { key: 'A', warehouseAbbr: 'KS', qty: 4 },
    ]);
    expect(allocate(request({ demands, fewestMaxDaysInTransit: 5 })).allocations).toEqual([
      { key: 'A', warehouseAbbr: 'NV', qty: 10 },
    ]);
  });

  it('when nothing fills everything, fills the most units and reports the rest', () => {
    const result = allocate(
      request({
        demands: [
          { key: 'A', qty: 10, cells: [cell('IL', 4), cell('NJ', 3)] },
          { key: 'B', qty: 2, cells: [cell('NJ', 2)] },
        ],
      }),
    );
    expect(sorted(result)).toEqual([
      { key: 'A', warehouseAbbr: 'IL', qty: 4 },
      { key: 'A', warehouseAbbr: 'NJ', qty: 3 },
      { key: 'B', warehouseAbbr: 'NJ', qty: 2 },
    ]);
    expect(result.shortfalls).toEqual([{ key: 'A', qtyShort: 3 }]);
  });

  it('merges lines with the same key before choosing', () => {
    const result = allocate(
      request({
        demands: [
          { key: 'A', qty: 4, cells: [cell('IL', 5), cell('NJ', 8)] },
          { key: 'A', qty: 4, cells: [cell('IL', 5), cell('NJ', 8)] },
        ],
      }),
    );
    expect(result.allocations).toEqual([{ key: 'A', warehouseAbbr: 'NJ', qty: 8 }]);
  });
});

describe('full-case-only stock', () => {
  it('takes only whole cases and never more than demanded', () => {
    const result = allocate(
      request({
        preference: 'fastest',
        demands: [{ key: 'A', qty: 30, cells: [cell('IL', 100, 12), cell('KS', 20)] }],
      }),
    );
    expect(result.allocations).toEqual([
      { key: 'A', warehouseAbbr: 'IL', qty: 24 },
      { key: 'A', warehouseAbbr: 'KS', qty: 6 },
    ]);
  });

  it('leaves loose stock for the remainder a case cannot fill', () => {
    // Greedy would take 5 loose units from IL first, and a case of 6 no longer fits.
    const result = allocate(
      request({
        preference: 'fastest',
        demands: [{ key: 'A', qty: 10, cells: [cell('IL', 5), cell('KS', 12, 6)] }],
      }),
    );
    expect(sorted(result)).toEqual([
      { key: 'A', warehouseAbbr: 'IL', qty: 4 },
      { key: 'A', warehouseAbbr: 'KS', qty: 6 },
    ]);
    expect(result.shortfalls).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

const codes = ['IL', 'NV', 'NJ', 'KS', 'GA', 'TX'];

const requestArb = fc
  .record({
    days: fc.tuple(...codes.map(() => fc.integer({ min: 1, max: 7 }))),
    allowed: fc.subarray(codes, { minLength: 1 }),
    demands: fc.array(
      fc.record({
        key: fc.constantFrom('A', 'B', 'C', 'D'),
        qty: fc.integer({ min: 0, max: 60 }),
        cells: fc.uniqueArray(
          fc.record({
            warehouseAbbr: fc.constantFrom(...codes),
            qty: fc.integer({ min: 0, max: 40 }),
            fullCaseOnly: fc.boolean(),
            caseQty: fc.constantFrom(1, 6, 12),
          }),
          { selector: (c) => c.warehouseAbbr, maxLength: 6 },
        ),
      }),
      { maxLength: 5 },
    ),
    preference: fc.constantFrom('fewest' as const, 'fastest' as const),
    maxDays: fc.integer({ min: 1, max: 8 }),
  })
  .map(({ days, allowed, demands, preference, maxDays }): AllocationRequest => {
    // Lines of one key are one product: they see the same stock.
    const cellsByKey = new Map<string, StockCell[]>();
    for (const d of demands) if (!cellsByKey.has(d.key)) cellsByKey.set(d.key, d.cells);
    return {
      transitDays: Object.fromEntries(allowed.map((c) => [c, days[codes.indexOf(c)]!])),
      demands: demands.map((d) => ({ ...d, cells: cellsByKey.get(d.key)! })),
      preference,
      fewestMaxDaysInTransit: maxDays,
    };
  });

function stockOf(req: AllocationRequest, key: string, warehouse: string): StockCell | undefined {
  return req.demands.find((d) => d.key === key)?.cells.find((c) => c.warehouseAbbr === warehouse);
}

describe('allocation properties', () => {
  it('never takes more than a cell holds, only from allowed warehouses, whole cases only', () => {
    fc.assert(
      fc.property(requestArb, (req) => {
        const result = allocate(req);
        for (const a of result.allocations) {
          const stock = stockOf(req, a.key, a.warehouseAbbr);
          expect(stock).toBeDefined();
          expect(req.transitDays[a.warehouseAbbr]).toBeDefined();
          expect(a.qty).toBeGreaterThan(0);
          const taken = result.allocations
            .filter((b) => b.key === a.key && b.warehouseAbbr === a.warehouseAbbr)
            .reduce((sum, b) => sum + b.qty, 0);
          expect(taken).toBeLessThanOrEqual(stock!.qty);
          if (stock!.fullCaseOnly) expect(taken % stock!.caseQty).toBe(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('accounts for every demanded unit: allocated + short = demanded, per key', () => {
    fc.assert(
      fc.property(requestArb, (req) => {
        const result = allocate(req);
        for (const key of new Set(req.demands.map((d) => d.key))) {
          const demanded = req.demands.filter((d) => d.key === key).reduce((s, d) => s + d.qty, 0);
          const allocated = result.allocations
            .filter((a) => a.key === key)
            .reduce((s, a) => s + a.qty, 0);
          const short = result.shortfalls.find((s) => s.key === key)?.qtyShort ?? 0;
          expect(allocated + short).toBe(demanded);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('fewest never uses more warehouses than fastest when both fill everything', () => {
    fc.assert(
      fc.property(requestArb, (req) => {
        const fewest = allocate({ ...req, preference: 'fewest', fewestMaxDaysInTransit: 99 });
        const fastest = allocate({ ...req, preference: 'fastest' });
        fc.pre(fewest.shortfalls.length === 0 && fastest.shortfalls.length === 0);
        const count = (r: AllocationResult) =>
          new Set(r.allocations.map((a) => a.warehouseAbbr)).size;
        expect(count(fewest)).toBeLessThanOrEqual(count(fastest));
      }),
      { numRuns: 300 },
    );
  });

  it('fills as many units with fewest as with fastest', () => {
    fc.assert(
      fc.property(requestArb, (req) => {
        const short = (r: AllocationResult) => r.shortfalls.reduce((s, x) => s + x.qtyShort, 0);
        expect(short(allocate({ ...req, preference: 'fewest', fewestMaxDaysInTransit: 99 }))).toBe(
          short(allocate({ ...req, preference: 'fastest' })),
        );
      }),
      { numRuns: 300 },
    );
  });
});
