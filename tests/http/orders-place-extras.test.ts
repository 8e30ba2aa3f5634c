// Beyond the basics: GET /v2/quotes/, ordering by the account's own yourSku, the line-errors
// e-mail of a rejected order, dropship lines and the idempotent retry of a placement.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_QUOTES } from '@/db/seed/commerce-fixtures';
import { DEMO_SKUS } from '@/db/seed/demo-fixtures';
import { startTestServer, type TestServer } from './harness';
import { orderBody, postOrder, stockOf, type WireOrder } from './orders-place-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const tee = DEMO_SKUS.plentiful.sku;

interface WireQuote {
  quoteNumber: string;
  status: string;
  expirationDate: string;
  singleUse: boolean;
  minPieces: number;
  used: boolean;
  items: { sku: string; price: number }[];
}

describe('GET /v2/quotes/', () => {
  it("lists only the account's own quotes with their terms and items", async () => {
    const res = await server.call('/v2/quotes/');
    expect(res.status).toBe(200);
    const quotes = (await res.json()) as WireQuote[];
    const numbers = quotes.map((q) => q.quoteNumber);
    expect(numbers).toContain(DEMO_QUOTES.validMultiUse.number);
    expect(numbers).not.toContain(DEMO_QUOTES.otherAccount.number);
    const min = quotes.find((q) => q.quoteNumber === DEMO_QUOTES.minPieces.number);
    expect(min).toMatchObject({ status: 'Approved', singleUse: false, minPieces: 48, used: false });
    expect(min?.items).toEqual([expect.objectContaining({ sku: tee, price: 2.09 })]);
    expect(quotes.find((q) => q.quoteNumber === DEMO_QUOTES.alreadyUsed.number)?.used).toBe(true);
  });

  it("answers one quote by number, and another account's as 404", async () => {
    const one = await server.call(`/v2/quotes/${DEMO_QUOTES.singleUse.number}`);
    expect(one.status).toBe(200);
    expect(((await one.json()) as WireQuote[])[0]).toMatchObject({
      quoteNumber: '700102',
      singleUse: true,
    });
    expect((await server.call(`/v2/quotes/${DEMO_QUOTES.otherAccount.number}`)).status).toBe(404);
    expect((await server.call('/v2/quotes/abc')).status).toBe(400);
  });
});

describe('identifiers and lines', () => {
  it("names a sku by the account's own yourSku and shows it on the line", async () => {
    const put = await server.call(`/v2/crossref/MY-TEE-BLK-L?Identifier=${tee}`, { method: 'PUT' });
    expect([200, 201]).toContain(put.status);
    const res = await postOrder(
      server,
      orderBody({
        testOrder: true,
        lines: [{ identifier: 'MY-TEE-BLK-L', qty: 1, warehouseAbbr: 'IL' }],
      }),
    );
    expect(res.status).toBe(200);
    const [order] = (await res.json()) as WireOrder[];
    expect(order?.lines[0]).toMatchObject({ sku: tee, yourSku: 'MY-TEE-BLK-L' });
    // Another account's cross reference names nothing for this account.
    const other = await postOrder(
      server,
      orderBody({
        testOrder: true,
        lines: [{ identifier: 'MY-TEE-BLK-L', qty: 1, warehouseAbbr: 'IL' }],
      }),
      { as: 'account2' },
    );
    expect(other.status).toBe(400);
  });

  it('ships dropship stock from DS as a not-stocked (NS) line', async () => {
    const res = await postOrder(
      server,
      orderBody({
        testOrder: true,
        lines: [{ identifier: DEMO_SKUS.dropshipOnly.sku, qty: 2, warehouseAbbr: 'DS' }],
      }),
    );
    expect(res.status).toBe(200);
    const [order] = (await res.json()) as (WireOrder & {
      dropship: boolean;
      lines: { type: string }[];
    })[];
    expect(order?.dropship).toBe(true);
    expect(order?.lines[0]?.type).toBe('NS');
  });
});

describe('e-mails of a rejected order', () => {
  it('writes the line-errors e-mail even though nothing is placed', async () => {
    const res = await postOrder(
      server,
      orderBody({
        emailConfirmation: 'reject@example.com',
        lines: [{ identifier: DEMO_SKUS.outOfStock.sku, qty: 1, warehouseAbbr: 'IL' }],
      }),
    );
    expect(res.status).toBe(400);
    const { db, t } = server;
    const rows = await db
      .select({
        kind: t.outbox.kind,
        orderNumber: t.outbox.orderNumber,
        textBody: t.outbox.textBody,
      })
      .from(t.outbox)
      .where(eq(t.outbox.toAddress, 'reject@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'line-errors', orderNumber: null });
    expect(rows[0]?.textBody).toContain('Out Of Stock');
  });

  it('writes no line-errors e-mail when rejectLineErrors_Email is false', async () => {
    await postOrder(
      server,
      orderBody({
        emailConfirmation: 'quiet@example.com',
        rejectLineErrors_Email: false,
        lines: [{ identifier: DEMO_SKUS.outOfStock.sku, qty: 1, warehouseAbbr: 'IL' }],
      }),
    );
    const { db, t } = server;
    expect(await db.$count(t.outbox, eq(t.outbox.toAddress, 'quiet@example.com'))).toBe(0);
  });
});

describe('idempotent retries', () => {
  it('a retry with the same Idempotency-Key answers the first order and takes no more stock', async () => {
    const before = await stockOf(server, tee, 'OH');
    const body = JSON.stringify(
      orderBody({ lines: [{ identifier: tee, qty: 2, warehouseAbbr: 'OH' }] }),
    );
    const send = () =>
      server.call('/v2/orders/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'place-once-1' },
        body,
      });
    const first = (await (await send()).json()) as WireOrder[];
    const again = (await (await send()).json()) as WireOrder[];
    expect(again[0]?.orderNumber).toBe(first[0]?.orderNumber);
    expect(await stockOf(server, tee, 'OH')).toBe(before - 2);
  });
});
