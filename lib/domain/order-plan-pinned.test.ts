// The portal's cart keeps warehouses chosen in the style grid (issue 11, defect 5).
import { describe, expect, it } from 'vitest';
import type { Account } from './accounts';
import { planOrder, type PlacementSnapshot, type PlanProduct } from './order-plan';
import type { PlaceOrderCommand } from './orders';
import { allocate } from './warehouse-autoselect';

const NOW = Date.UTC(2026, 10, 18, 15);
const account: Account = {
  id: 1,
  number: '100001',
  companyName: 'Northside',
  terms: 'Net 30',
  shipBlindDefault: false,
  priceTierId: 1,
  tierDiscountBasisPoints: 0,
  taxExempt: false,
  shippingCollectNumber: '',
  billing: { billTo: 'N', attn: '', address: 'a', city: 'c', state: 'IL', zip: '60607' },
};

const product = (id: number, sku: string, weight = 0.5): PlanProduct => ({
  productId: id,
  sku,
  gtin: `000${id}`,
  yourSku: '',
  brandId: 1,
  brandName: 'Hartwell',
  styleId: 1,
  styleName: '5000',
  title: 'Tee',
  colorName: 'Black',
  sizeName: 'L',
  caseQty: 72,
  unitWeight: weight,
  levels: {
    piecePriceCents: 310,
    dozenPriceCents: 291,
    casePriceCents: 273,
    salePriceCents: null,
    saleExpiresAt: null,
  },
});

const day = { year: 2026, month: 11, day: 18 };
const snapshot = (stock: [number, string, number][]): PlacementSnapshot => ({
  now: NOW,
  businessTimeZone: 'America/Chicago',
  account,
  products: new Map([
    ['A', product(1, 'A')],
    ['B', product(2, 'B')],
  ]),
  stock: stock.map(([productId, warehouseCode, qty]) => ({
    productId,
    warehouseCode,
    qty,
    fullCaseOnly: false,
    excludeFreeFreight: false,
    returnable: true,
  })),
  warehouses: [
    { code: 'IL', sortOrder: 1, isDropship: false, daysInTransit: 1, shipDay: day },
    { code: 'TX', sortOrder: 6, isDropship: false, daysInTransit: 3, shipDay: day },
  ],
});

const command = (overrides: Partial<PlaceOrderCommand>): PlaceOrderCommand => ({
  shippingAddress: {
    customer: '',
    attn: '',
    address: 'a',
    city: 'Chicago',
    state: 'IL',
    zip: '60607',
    residential: false,
  },
  shippingMethod: '1',
  poNumber: '',
  emailConfirmation: '',
  testOrder: false,
  autoselectWarehouse: false,
  autoselectPreference: 'fewest',
  fewestMaxDaysInTransit: 10,
  rejectLineErrors: true,
  rejectLineErrorsEmail: true,
  lines: [],
  ...overrides,
});

describe("a cart that keeps the buyer's warehouses while the service chooses the rest", () => {
  const where = (plan: ReturnType<typeof planOrder>) =>
    plan.records.map((r) => [r.warehouseCode, r.lines.map((l) => [l.product.sku, l.qty])]);

  it('ships a pinned line from its warehouse and lets the service place the others', () => {
    const plan = planOrder(
      command({
        autoselectWarehouse: true,
        keepLineWarehouses: true,
        lines: [
          { identifier: 'A', qty: 5, warehouseAbbr: 'TX' },
          { identifier: 'B', qty: 3 },
        ],
      }),
      snapshot([
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
      command({
        autoselectWarehouse: true,
        keepLineWarehouses: true,
        lines: [
          { identifier: 'A', qty: 8, warehouseAbbr: 'IL' },
          { identifier: 'A', qty: 4 },
        ],
      }),
      snapshot([
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
      command({
        autoselectWarehouse: true,
        lines: [{ identifier: 'A', qty: 5, warehouseAbbr: 'TX' }],
      }),
      snapshot([
        [1, 'IL', 100],
        [1, 'TX', 100],
      ]),
      allocate,
    );
    expect(where(plan)).toEqual([['IL', [['A', 5]]]]);
  });
});
