// Helpers of the order lifecycle tests: find stocked skus and place orders over HTTP like a client.
import type { OrderWire } from '@/lib/contracts/order-record';
import type { ErrorBody as RestErrorBody } from '@/lib/rest/responses';
import type { TestServer } from './harness';

export type OrderWireRecord = OrderWire;
export type ErrorBody = RestErrorBody;

/** Skus with plenty of plain stock (no case-only, no closeout) in the warehouse. */
export function stockedSkus(server: TestServer, warehouse: string, count: number): string[] {
  const rows = server.app.database.sqlite
    .prepare(
      `SELECT p.sku FROM stock s JOIN products p ON p.id = s.product_id
        WHERE s.warehouse_code = ? AND s.qty >= 200 AND s.full_case_only = 0 AND s.closeout = 0
          AND s.dropship = 0
        ORDER BY p.id LIMIT ?`,
    )
    .all(warehouse, count) as { sku: string }[];
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
