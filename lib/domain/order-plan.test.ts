import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import { planOrder, rejectionOf } from './order-plan';
import { allocate } from './warehouse-autoselect';
import { planCommand, planSnapshot } from './order-plan.fixtures';

describe('planOrder', () => {
  it('merges lines per sku and warehouse, one record per warehouse in warehouse order', () => {
    const plan = planOrder(
      planCommand({
        lines: [
          { identifier: 'A', qty: 2, warehouseAbbr: 'TX' },
          { identifier: 'A', qty: 3, warehouseAbbr: 'IL' },
          { identifier: 'A', qty: 4, warehouseAbbr: 'TX' },
          { identifier: 'B', qty: 1, warehouseAbbr: 'IL' },
        ],
      }),
      planSnapshot([
        [1, 'IL', 100],
        [1, 'TX', 100],
        [2, 'IL', 100],
      ]),
      allocate,
    );
    expect(
      plan.records.map((r) => [r.warehouseCode, r.lines.map((l) => [l.product.sku, l.qty])]),
    ).toEqual([
      [
        'IL',
        [
          ['A', 3],
          ['B', 1],
        ],
      ],
      ['TX', [['A', 6]]],
    ]);
    // 9 pieces of A on the order: piece level everywhere.
    expect(plan.records.flatMap((r) => r.lines.map((l) => l.unitCents))).toEqual([310, 310, 310]);
    expect(plan.decrements).toEqual([
      { productId: 1, warehouseCode: 'IL', qty: 3 },
      { productId: 1, warehouseCode: 'TX', qty: 6 },
      { productId: 2, warehouseCode: 'IL', qty: 1 },
    ]);
    // The small-order fee is charged once, on the first record.
    expect(plan.records.map((r) => r.totals.smallOrderFeeCents)).toEqual([500, 0]);
  });

  it('prices by the quantity of the sku on the whole order', () => {
    const plan = planOrder(
      planCommand({
        lines: [
          { identifier: 'A', qty: 6, warehouseAbbr: 'IL' },
          { identifier: 'A', qty: 6, warehouseAbbr: 'TX' },
        ],
      }),
      planSnapshot([
        [1, 'IL', 100],
        [1, 'TX', 100],
      ]),
      allocate,
    );
    expect(plan.records.map((r) => r.lines[0]?.unitCents)).toEqual([291, 291]);
  });

  it('rejects the whole order when a line cannot be filled and rejectLineErrors is true', () => {
    const plan = planOrder(
      planCommand({
        lines: [
          { identifier: 'A', qty: 5, warehouseAbbr: 'IL' },
          { identifier: 'Z', qty: 1, warehouseAbbr: 'IL' },
        ],
      }),
      planSnapshot([[1, 'IL', 3]]),
      allocate,
    );
    expect(plan.records).toEqual([]);
    const error = rejectionOf(plan);
    expect(error).toBeInstanceOf(DomainError);
    expect(error?.errors).toEqual([
      { field: 'Lines', message: 'Identifier A (Hartwell, 5000, Black, L) - Only 3 Available' },
      { field: 'Lines', message: 'Identifier Z - Not Found' },
    ]);
  });

  it('property: never plans more than the stock of a cell, and every filled unit is accounted for', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom('A', 'B'),
            fc.integer({ min: 1, max: 40 }),
            fc.constantFrom('IL', 'TX'),
          ),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 4, maxLength: 4 }),
        fc.boolean(),
        (lines, qtys, auto) => {
          const cells: [number, string, number][] = [
            [1, 'IL', qtys[0]!],
            [1, 'TX', qtys[1]!],
            [2, 'IL', qtys[2]!],
            [2, 'TX', qtys[3]!],
          ];
          const plan = planOrder(
            planCommand({
              autoselectWarehouse: auto,
              rejectLineErrors: false,
              lines: lines.map(([identifier, qty, warehouseAbbr]) => ({
                identifier,
                qty,
                warehouseAbbr,
              })),
            }),
            planSnapshot(cells),
            allocate,
          );
          for (const d of plan.decrements) {
            const cell = cells.find(([p, w]) => p === d.productId && w === d.warehouseCode);
            expect(d.qty).toBeLessThanOrEqual(cell?.[2] ?? 0);
          }
          const recordPieces = plan.records.reduce((sum, r) => sum + r.totals.totalPieces, 0);
          expect(recordPieces).toBe(plan.decrements.reduce((sum, d) => sum + d.qty, 0));
          // Per sku: what is planned plus what the line errors report short is what was asked for.
          for (const sku of ['A', 'B']) {
            const productId = sku === 'A' ? 1 : 2;
            const requested = lines
              .filter(([id]) => id === sku)
              .reduce((sum, [, qty]) => sum + qty, 0);
            const filled = plan.decrements
              .filter((d) => d.productId === productId)
              .reduce((sum, d) => sum + d.qty, 0);
            const short = plan.lineErrors
              .filter((e) => e.identifier === sku)
              .reduce((sum, e) => sum + e.qtyRequested - e.qtyAvailable, 0);
            expect(filled + short).toBe(requested);
          }
        },
      ),
    );
  });
});
