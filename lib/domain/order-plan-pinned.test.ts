// The portal's cart keeps warehouses chosen in the style grid (issue 11, defect 5).
import { describe, expect, it } from 'vitest';
import { planOrder } from './order-plan';
import { allocate } from './warehouse-autoselect';
import { planCommand, planSnapshot } from './order-plan.fixtures';

describe("a cart that keeps the buyer's warehouses while the service chooses the rest", () => {
  const where = (plan: ReturnType<typeof planOrder>) =>
    plan.records.map((r) => [r.warehouseCode, r.lines.map((l) => [l.product.sku, l.qty])]);

  it('ships a pinned line from its warehouse and lets the service place the others', () => {
    const plan = planOrder(
      planCommand({
        autoselectWarehouse: true,
        keepLineWarehouses: true,
        lines: [
          { identifier: 'A', qty: 5, warehouseAbbr: 'TX' },
          { identifier: 'B', qty: 3 },
        ],
      }),
      planSnapshot([
        [1, 'IL', 100],
        [1, 'TX', 100],
        [2, 'IL', 100],
      ]),
      allocate,
    );
    expect(where(plan)).toEqual([
      ['IL', [['B', 3]]],
      ['TX', [['A', 5]]],
    ]);
  });

  it('counts what pinned lines take before the service chooses from the same stock', () => {
    const plan = planOrder(
      planCommand({
        autoselectWarehouse: true,
        keepLineWarehouses: true,
        lines: [
          { identifier: 'A', qty: 8, warehouseAbbr: 'IL' },
          { identifier: 'A', qty: 4 },
        ],
      }),
      planSnapshot([
        [1, 'IL', 10],
        [1, 'TX', 100],
      ]),
      allocate,
    );
    const total = plan.decrements
      .filter((d) => d.warehouseCode === 'IL')
      .reduce((sum, d) => sum + d.qty, 0);
    expect(total).toBeLessThanOrEqual(10);
    expect(plan.lineErrors).toEqual([]);
  });

  it('ignores line warehouses under autoselect for the API (the flag is off)', () => {
    const plan = planOrder(
      planCommand({
        autoselectWarehouse: true,
        lines: [{ identifier: 'A', qty: 5, warehouseAbbr: 'TX' }],
      }),
      planSnapshot([
        [1, 'IL', 100],
        [1, 'TX', 100],
      ]),
      allocate,
    );
    expect(where(plan)).toEqual([['IL', [['A', 5]]]]);
  });
});
