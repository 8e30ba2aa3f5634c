// What the order repository contract tests share: a seeded database of either dialect with the
// real repositories over it, a neutral drizzle handle for what they read or tweak beside the
// ports, and hand-made placements (the repositories decide no rule, so any consistent record
// will do; the services' own tests place real planned orders).
import { randomUUID } from 'node:crypto';
import { createRepositories, openDatabaseAt, type DatabaseHandle } from '@/db/database';
import { DEMO_SKUS } from '@/db/seed/demo-fixtures';
import type { PlanProduct, StockDecrement } from '@/lib/domain/order-plan';
import type { OrderView } from '@/lib/domain/orders';
import type {
  PlacementCommit,
  PlacementWrites,
} from '@/lib/domain/ports/order-placement-repository';
import type { Repositories } from '@/lib/domain/ports/repositories';
import type { Dialect } from '@/tests/support/dialect';
import { SEED_NOW } from '@/tests/support/seed-instant';
import { createTestDatabase, type TestDatabase } from '@/tests/support/test-databases';
import { openTestDb, type TestDb } from '@/tests/support/test-db';

export const ACCOUNT_ID = 1;
export const NOW = SEED_NOW + 60 * 60_000;
export const TEE = DEMO_SKUS.plentiful.sku;

export interface OrderTestBed {
  /** The database's URL, for more connections to it (other processes). */
  url: string;
  handle: DatabaseHandle;
  repos: Repositories;
  test: TestDb;
  close(): Promise<void>;
}

export async function openOrderTestBed(dialect: Dialect): Promise<OrderTestBed> {
  const database: TestDatabase = await createTestDatabase(dialect);
  const handle = await openDatabaseAt(database.url);
  const test = openTestDb(database);
  return {
    url: database.url,
    handle,
    repos: createRepositories(handle),
    test,
    async close() {
      await test.close();
      await handle.close();
      await database.drop();
    },
  };
}

export async function productOf(bed: OrderTestBed, identifier = TEE): Promise<PlanProduct> {
  const found = await bed.repos.orderPlacement.resolveProducts(ACCOUNT_ID, [identifier]);
  const product = found.get(identifier);
  if (!product) throw new Error(`No product ${identifier} in the demo seed`);
  return product;
}

export async function stockQty(bed: OrderTestBed, productId: number, warehouse: string) {
  const cells = await bed.repos.orderPlacement.stockFor([productId]);
  return cells.find((c) => c.warehouseCode === warehouse)?.qty;
}

function viewOf(
  orderNumber: string,
  product: PlanProduct,
  warehouse: string,
  qty: number,
  poNumber: string,
): OrderView {
  const address = {
    name: 'Northside Print',
    attn: '',
    address: '1200 W Fulton St',
    city: 'Chicago',
    state: 'IL',
    zip: '60607',
  };
  const subtotal = qty * product.levels.piecePriceCents;
  return {
    guid: randomUUID(),
    companyName: 'Northside Print Co.',
    warehouseAbbr: warehouse,
    orderNumber,
    invoiceNumber: '',
    poNumber,
    customerNumber: '100001',
    orderedAt: NOW,
    expectedDeliveryAt: NOW + 2 * 86_400_000,
    orderType: 'API',
    terms: 'Net 30',
    orderStatus: 'In Progress',
    dropship: false,
    shippingCarrier: 'UPS',
    shippingMethod: 'UPS Ground',
    shipBlind: false,
    shippingCollectNumber: '',
    trackingNumber: '',
    shippingAddress: address,
    billingAddress: address,
    subtotalCents: subtotal,
    shippingCents: 0,
    shippingSavedCents: 0,
    codCents: 0,
    taxCents: 0,
    lostCashDiscountCents: 0,
    smallOrderFeeCents: 0,
    cuponDiscountCents: 0,
    sampleDiscountCents: 0,
    setUpFeeCents: 0,
    restockFeeCents: 0,
    debitCreditCents: 0,
    totalCents: subtotal,
    totalPieces: qty,
    totalLines: 1,
    totalWeight: qty * product.unitWeight,
    totalBoxes: 1,
    deliveryStatus: '',
    conveyorLane: '',
    isTest: false,
    lines: [
      {
        lineNumber: 1,
        type: 'S',
        skuId: product.productId,
        sku: product.sku,
        gtin: product.gtin,
        yourSku: product.yourSku,
        qtyOrdered: qty,
        qtyShipped: 0,
        priceCents: product.levels.piecePriceCents,
        brandName: product.brandName,
        styleName: product.styleName,
        title: product.title,
        colorName: product.colorName,
        sizeName: product.sizeName,
        returnable: true,
      },
    ],
  };
}

/** A one-record, one-line placement of `qty` pieces of `product` from `warehouse`. */
export function placementOf(
  product: PlanProduct,
  warehouse: string,
  qty: number,
  options: Partial<Omit<PlacementCommit, 'build'>> & {
    poNumber?: string;
    writes?: Partial<PlacementWrites>;
  } = {},
): PlacementCommit {
  const { poNumber = 'PO-CONTRACT', writes, ...commit } = options;
  const decrements: StockDecrement[] = [
    { productId: product.productId, warehouseCode: warehouse, qty },
  ];
  return {
    accountId: ACCOUNT_ID,
    now: NOW,
    decrements,
    ...commit,
    build(orderNumber) {
      return {
        records: [
          {
            view: viewOf(orderNumber, product, warehouse, qty, poNumber),
            shippingMethodCode: '1',
            residential: false,
            emailConfirmation: '',
            nextEventAt: NOW + 60_000,
            lines: [{ lineNumber: 1, productId: product.productId, quoted: false }],
          },
        ],
        emails: [],
        ...writes,
      };
    },
  };
}

export async function placed(bed: OrderTestBed, placement: PlacementCommit): Promise<string> {
  const outcome = await bed.repos.orderPlacement.commitPlacement(placement);
  if (!outcome.ok) throw new Error(`placement refused: ${outcome.reason}`);
  return outcome.orderNumber;
}
