// POST /v2/orders/ lines that cannot be filled (rejectLineErrors true and false), full-case-only
// stock, test orders and the confirmation e-mail in the outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SKUS } from '@/db/seed/demo-fixtures';
import { startTestServer, type TestServer } from './harness';
import {
  orderBody,
  placed,
  postOrder,
  rejected,
  stockOf,
  type WireError,
  type WireOrder,
} from './orders-place-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const tee = DEMO_SKUS.plentiful.sku;
const low = DEMO_SKUS.lowStock.sku;
const gone = DEMO_SKUS.outOfStock.sku;

describe('line errors', () => {
  it('rejectLineErrors true (default): one 400 entry per unfillable line, nothing placed', async () => {
    const before = stockOf(server, tee, 'IL');
    const body = await rejected(
      await postOrder(
        server,
        orderBody({
          lines: [
            { identifier: tee, qty: 1, warehouseAbbr: 'IL' },
            { identifier: gone, qty: 2, warehouseAbbr: 'IL' },
            { identifier: 'NO-SUCH-SKU', qty: 1, warehouseAbbr: 'IL' },
          ],
        }),
      ),
    );
    expect(body.errors).toEqual([
      { field: 'Lines', message: `Identifier ${gone} (Hartwell, 5000, Gold, 5XL) - Out Of Stock` },
      { field: 'Lines', message: 'Identifier NO-SUCH-SKU - Not Found' },
    ]);
    expect(stockOf(server, tee, 'IL')).toBe(before);
  });

  it('rejectLineErrors false: places what can be filled and answers {orders, lineErrors}', async () => {
    const res = await postOrder(
      server,
      orderBody({
        rejectLineErrors: false,
        emailConfirmation: 'buyer@example.com',
        lines: [
          { identifier: tee, qty: 1, warehouseAbbr: 'IL' },
          { identifier: low, qty: 9, warehouseAbbr: 'IL' },
        ],
      }),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      orders: WireOrder[];
      lineErrors: {
        lineNumber: number;
        identifier: string;
        qtyRequested: number;
        qtyAvailable: number;
        message: string;
      }[];
    };
    expect(body.orders).toHaveLength(1);
    // The 7 Red M on hand in IL are placed; the 2 missing are the line error.
    expect(body.orders[0]?.lines.map((l) => [l.sku, l.qtyOrdered])).toEqual([
      [tee, 1],
      [low, 7],
    ]);
    expect(body.lineErrors).toEqual([
      {
        lineNumber: 2,
        identifier: low,
        warehouseAbbr: 'IL',
        qtyRequested: 9,
        qtyAvailable: 7,
        message: `Identifier ${low} (Hartwell, 5000, Red, M) - Only 7 Available`,
      },
    ]);
    const kinds = server.app.database.sqlite
      .prepare<[string], { kind: string }>(
        'SELECT kind FROM outbox WHERE order_number = ? ORDER BY id',
      )
      .all(body.orders[0]!.orderNumber)
      .map((r) => r.kind);
    expect(kinds).toEqual(['order-confirmation', 'line-errors']);
  });
});

describe('test orders and the outbox', () => {
  it('a test order is priced like a real one, stored cancelled, and takes no stock', async () => {
    const before = stockOf(server, tee, 'KS');
    const [order] = await placed(
      await postOrder(
        server,
        orderBody({ testOrder: true, lines: [{ identifier: tee, qty: 24, warehouseAbbr: 'KS' }] }),
      ),
    );
    expect(order?.orderStatus).toBe('Cancelled');
    expect(order?.lines[0]?.price).toBe(2.91);
    expect(order?.subtotal).toBe(69.84);
    expect(stockOf(server, tee, 'KS')).toBe(before);
    const row = server.app.database.sqlite
      .prepare<[string], { status: string; cancelled_at: number | null; is_test: number }>(
        'SELECT status, cancelled_at, is_test FROM orders WHERE guid = ?',
      )
      .get(order!.guid);
    expect(row).toMatchObject({ status: 'Cancelled', is_test: 1 });
    expect(row?.cancelled_at).not.toBeNull();
  });

  it('writes the confirmation e-mail to the outbox in the order transaction', async () => {
    const [order] = await placed(
      await postOrder(
        server,
        orderBody({
          emailConfirmation: 'ops@example.com',
          poNumber: 'MAIL-1',
          lines: [{ identifier: tee, qty: 2, warehouseAbbr: 'IL' }],
        }),
      ),
    );
    const mail = server.app.database.sqlite
      .prepare<
        [string],
        { kind: string; to_address: string; subject: string; text_body: string; html_body: string }
      >('SELECT kind, to_address, subject, text_body, html_body FROM outbox WHERE order_number = ?')
      .all(order!.orderNumber);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: 'order-confirmation', to_address: 'ops@example.com' });
    expect(mail[0]?.subject).toContain(order!.orderNumber);
    expect(mail[0]?.text_body).toContain(tee);
    expect(mail[0]?.html_body).toContain('<table>');
  });
});

describe('full-case-only stock', () => {
  it('takes whole cases only, and says so when the quantity is not one', async () => {
    const hoodie = DEMO_SKUS.fullCaseOnly.sku;
    const res = await postOrder(
      server,
      orderBody({ testOrder: true, lines: [{ identifier: hoodie, qty: 30, warehouseAbbr: 'NV' }] }),
    );
    const body = (await res.json()) as WireError;
    expect(body.errors).toEqual([
      {
        field: 'Lines',
        message: `Identifier ${hoodie} (Hartwell, 18500, Black, XL) - Full Cases Only (24 per case)`,
      },
    ]);
    const [order] = await placed(
      await postOrder(
        server,
        orderBody({
          testOrder: true,
          lines: [{ identifier: hoodie, qty: 48, warehouseAbbr: 'NV' }],
        }),
      ),
    );
    expect(order?.totalPieces).toBe(48);
    expect(order?.totalBoxes).toBe(2);
  });
});
