// Shared inputs of the order-planning tests: one account, products of one style, a two-warehouse
// snapshot and a command with the REST defaults. Each test file states only what it changes.
import type { Account } from './accounts';
import type { PlacementSnapshot, PlanProduct } from './order-plan';
import type { PlaceOrderCommand } from './orders';

/** 2026-11-18 09:00 in Chicago. */
export const PLAN_NOW = Date.UTC(2026, 10, 18, 15);
export const PLAN_TIME_ZONE = 'America/Chicago';

export const planAccount: Account = {
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

export const planProduct = (id: number, sku: string, weight = 0.5): PlanProduct => ({
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

type Warehouse = PlacementSnapshot['warehouses'][number];
const today = { year: 2026, month: 11, day: 18 };

/** IL (near) and TX (far), both shipping today unless the test says otherwise. */
export const planWarehouses = (
  shipDays: { IL?: Warehouse['shipDay']; TX?: Warehouse['shipDay'] } = {},
): Warehouse[] => [
  { code: 'IL', sortOrder: 1, isDropship: false, daysInTransit: 1, shipDay: shipDays.IL ?? today },
  { code: 'TX', sortOrder: 6, isDropship: false, daysInTransit: 3, shipDay: shipDays.TX ?? today },
];

/** Products A and B; stock as [productId, warehouse, qty]. */
export const planSnapshot = (
  stock: [number, string, number][],
  warehouses: Warehouse[] = planWarehouses(),
): PlacementSnapshot => ({
  now: PLAN_NOW,
  businessTimeZone: PLAN_TIME_ZONE,
  account: planAccount,
  products: new Map([
    ['A', planProduct(1, 'A')],
    ['B', planProduct(2, 'B')],
  ]),
  stock: stock.map(([productId, warehouseCode, qty]) => ({
    productId,
    warehouseCode,
    qty,
    fullCaseOnly: false,
    excludeFreeFreight: false,
    returnable: true,
  })),
  warehouses,
});

export const planCommand = (overrides: Partial<PlaceOrderCommand>): PlaceOrderCommand => ({
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
