// Shared request builders and wire types of the order-placement HTTP tests.
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

export function stockOf(server: TestServer, sku: string, warehouse: string): number {
  const row = server.app.database.sqlite
    .prepare<[string, string], { qty: number }>(
      'SELECT s.qty FROM stock s JOIN products p ON p.id = s.product_id WHERE p.sku = ? AND s.warehouse_code = ?',
    )
    .get(sku, warehouse);
  return row?.qty ?? 0;
}

export function setStock(server: TestServer, sku: string, warehouse: string, qty: number): void {
  server.app.database.sqlite
    .prepare(
      `INSERT INTO stock (product_id, warehouse_code, sku_id, qty)
       SELECT p.id, ?, (SELECT coalesce(max(sku_id), 0) + 1 FROM stock), ? FROM products p WHERE p.sku = ?
       ON CONFLICT (product_id, warehouse_code) DO UPDATE SET qty = excluded.qty`,
    )
    .run(warehouse, qty, sku);
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
