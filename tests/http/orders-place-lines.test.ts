// POST /v2/orders/ lines that cannot be filled (rejectLineErrors true and false), full-case-only
// stock, test orders and the confirmation e-mail in the outbox.
import { eq } from 'drizzle-orm';
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
    const before = await stockOf(server, tee, 'IL');
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
    expect(await stockOf(server, tee, 'IL')).toBe(before);
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
    const { db, t } = server;
    const kinds = (
      await db
        .select({ kind: t.outbox.kind })
        .from(t.outbox)
        .where(eq(t.outbox.orderNumber, body.orders[0]!.orderNumber))
        .orderBy(t.outbox.id)
    ).map((r) => r.kind);
    expect(kinds).toEqual(['order-confirmation', 'line-errors']);
  });
});

describe('test orders and the outbox', () => {
  it('a test order is priced like a real one, stored cancelled, and takes no stock', async () => {
    const before = await stockOf(server, tee, 'KS');
    const [order] = await placed(
      await postOrder(
        server,
        orderBody({ testOrder: true, lines: [{ identifier: tee, qty: 24, warehouseAbbr: 'KS' }] }),
      ),
    );
    expect(order?.orderStatus).toBe('Cancelled');
    expect(order?.lines[0]?.price).toBe(2.91);
    expect(order?.subtotal).toBe(69.84);
    expect(await stockOf(server, tee, 'KS')).toBe(before);
    const { db, t } = server;
    const [row] = await db
      .select({
        status: t.orders.status,
        cancelledAt: t.orders.cancelledAt,
        isTest: t.orders.isTest,
      })
      .from(t.orders)
      .where(eq(t.orders.guid, order!.guid));
    expect(row).toMatchObject({ status: 'Cancelled', isTest: true });
    expect(row?.cancelledAt).not.toBeNull();
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
    const { db, t } = server;
    const mail = await db
      .select()
      .from(t.outbox)
      .where(eq(t.outbox.orderNumber, order!.orderNumber));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: 'order-confirmation', toAddress: 'ops@example.com' });
    expect(mail[0]?.subject).toContain(order!.orderNumber);
    expect(mail[0]?.textBody).toContain(tee);
    expect(mail[0]?.htmlBody).toContain('<table>');
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
