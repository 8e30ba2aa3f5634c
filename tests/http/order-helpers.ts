// Helpers of the order lifecycle tests: find stocked skus and place orders over HTTP like a client.
import { and, eq, gte } from 'drizzle-orm';
import type { OrderWire } from '@/lib/contracts/order-record';
import type { ErrorBody as RestErrorBody } from '@/lib/rest/responses';
import type { TestServer } from './harness';

export type OrderWireRecord = OrderWire;
export type ErrorBody = RestErrorBody;

/** Skus with plenty of plain stock (no case-only, no closeout) in the warehouse. */
export async function stockedSkus(
  server: TestServer,
  warehouse: string,
  count: number,
): Promise<string[]> {
  const { db, t } = server;
  const rows = await db
    .select({ sku: t.products.sku })
    .from(t.stock)
    .innerJoin(t.products, eq(t.products.id, t.stock.productId))
    .where(
      and(
        eq(t.stock.warehouseCode, warehouse),
        gte(t.stock.qty, 200),
        eq(t.stock.fullCaseOnly, false),
        eq(t.stock.closeout, false),
        eq(t.stock.dropship, false),
      ),
    )
    .orderBy(t.products.id)
    .limit(count);
  if (rows.length < count) throw new Error(`not enough stocked skus in ${warehouse}`);
  return rows.map((r) => r.sku);
}

export interface PlaceOptions {
  as?: 'account1' | 'account2';
  lines: { identifier: string; qty: number; warehouseAbbr: string }[];
  poNumber?: string;
  shippingMethod?: string;
  emailConfirmation?: string;
  headers?: Record<string, string>;
}

export function orderBody(options: PlaceOptions): string {
  return JSON.stringify({
    shippingAddress: {
      customer: 'Lakeview Little League',
      attn: 'Coach Ortiz',
      address: '3600 N Clark St',
      city: 'Chicago',
      state: 'IL',
      zip: '60613',
      residential: false,
    },
    shippingMethod: options.shippingMethod ?? '1',
    poNumber: options.poNumber ?? '',
    emailConfirmation: options.emailConfirmation ?? '',
    lines: options.lines,
  });
}

export function postOrder(server: TestServer, options: PlaceOptions, body = orderBody(options)) {
  return server.call('/v2/orders/', {
    method: 'POST',
    as: options.as ?? 'account1',
    headers: { 'content-type': 'application/json', ...options.headers },
    body,
  });
}

export async function placeOrder(
  server: TestServer,
  options: PlaceOptions,
): Promise<OrderWireRecord[]> {
  const res = await postOrder(server, options);
  const text = await res.text();
  if (res.status !== 200) throw new Error(`placing failed: ${res.status} ${text}`);
  return JSON.parse(text) as OrderWireRecord[];
}
