// Shared request builders and wire types of the order-placement HTTP tests.
import { and, countDistinct, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { OrderLineWire, OrderWire } from '@/lib/contracts/order-record';
import type { ErrorBody } from '@/lib/rest/responses';
import type { TestServer } from './harness';

// The wire records are the contract's own types, so a renamed field breaks these tests at compile time.
export type WireLine = OrderLineWire;
export type WireOrder = OrderWire;
export type WireError = ErrorBody;

export const CHICAGO = {
  customer: 'Northside Print Co.',
  attn: 'Receiving',
  address: '1200 W Fulton St',
  city: 'Chicago',
  state: 'IL',
  zip: '60607',
  residential: false,
};

export function orderBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { shippingAddress: CHICAGO, shippingMethod: '1', ...overrides };
}

export function postOrder(
  server: TestServer,
  body: unknown,
  options: { as?: 'account1' | 'account2'; contentType?: string } = {},
): Promise<Response> {
  return server.call('/v2/orders/', {
    method: 'POST',
    as: options.as ?? 'account1',
    headers: { 'content-type': options.contentType ?? 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function stockOf(server: TestServer, sku: string, warehouse: string): Promise<number> {
  const { db, t } = server;
  const [row] = await db
    .select({ qty: t.stock.qty })
    .from(t.stock)
    .innerJoin(t.products, eq(t.products.id, t.stock.productId))
    .where(and(eq(t.products.sku, sku), eq(t.stock.warehouseCode, warehouse)));
  return row?.qty ?? 0;
}

/** Sets the sku's stock in the warehouse, adding the stock row when the sku has none there. */
export async function setStock(
  server: TestServer,
  sku: string,
  warehouse: string,
  qty: number,
): Promise<void> {
  const { db, t } = server;
  const [product] = await db
    .select({ id: t.products.id })
    .from(t.products)
    .where(eq(t.products.sku, sku));
  if (!product) throw new Error(`no sku ${sku}`);
  const [next] = await db
    .select({ skuId: sql<number>`coalesce(max(${t.stock.skuId}), 0) + 1`.mapWith(Number) })
    .from(t.stock);
  await db
    .insert(t.stock)
    .values({ productId: product.id, warehouseCode: warehouse, skuId: next?.skuId ?? 1, qty })
    .onConflictDoUpdate({ target: [t.stock.productId, t.stock.warehouseCode], set: { qty } });
}

/** How many placements (distinct order numbers, any warehouse) carry the PO number. */
export async function placementsWithPo(server: TestServer, poNumber: string): Promise<number> {
  const { db, t } = server;
  const [row] = await db
    .select({ n: countDistinct(t.orders.orderNumber) })
    .from(t.orders)
    .where(eq(t.orders.poNumber, poNumber));
  return row?.n ?? 0;
}

export async function productBySku(server: TestServer, sku: string) {
  const { db, t } = server;
  const [row] = await db.select().from(t.products).where(eq(t.products.sku, sku));
  if (!row) throw new Error(`no sku ${sku}`);
  return row;
}

export async function placed(res: Response): Promise<WireOrder[]> {
  const body = (await res.json()) as unknown;
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body as WireOrder[];
}

export async function rejected(res: Response): Promise<WireError> {
  const body = (await res.json()) as WireError;
  expect(res.status, JSON.stringify(body)).toBe(400);
  expect(body.code).toBe('400');
  expect(body.message).toBe('Bad Request.');
  return body;
}

export const fields = (body: WireError) => body.errors.map((e) => e.field);
