// Helpers of the order lifecycle tests: find stocked skus and place orders over HTTP like a client.
import type { TestServer } from './harness';

export interface OrderWireRecord {
  guid: string;
  orderNumber: string;
  invoiceNumber: string;
  poNumber: string;
  warehouseAbbr: string;
  orderDate: string;
  invoiceDate?: string;
  shipDate?: string;
  orderStatus: string;
  deliveryStatus: string;
  shippingCarrier: string;
  trackingNumber?: string;
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
  totalPieces: number;
  totalLines: number;
  lines: { sku: string; qtyOrdered: number; qtyShipped: number; yourSku: string }[];
}

export interface ErrorBody {
  code?: string;
  message?: string;
  errors: { field: string; message: string }[];
}

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

export function stockOf(server: TestServer, sku: string, warehouse: string): number {
  const row = server.app.database.sqlite
    .prepare(
      `SELECT s.qty FROM stock s JOIN products p ON p.id = s.product_id
        WHERE p.sku = ? AND s.warehouse_code = ?`,
    )
    .get(sku, warehouse) as { qty: number } | undefined;
  if (!row) throw new Error(`no stock row for ${sku} in ${warehouse}`);
  return row.qty;
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
