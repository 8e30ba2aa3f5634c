import { and, desc, eq, isNotNull, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_NOW, startTestServer, type TestServer } from './harness';
import {
  orderBody,
  placeOrder,
  stockedSkus,
  type ErrorBody,
  type OrderWireRecord,
} from './order-helpers';

let server: TestServer;
let placed: OrderWireRecord[];

const get = async (path: string, as: 'account1' | 'account2' = 'account1') => {
  const res = await server.call(path, { as });
  return { res, body: (await res.json()) as OrderWireRecord[] };
};

beforeAll(async () => {
  server = await startTestServer();
  const [il] = await stockedSkus(server, 'IL', 1);
  const [nj] = await stockedSkus(server, 'NJ', 1);
  placed = await placeOrder(server, {
    poNumber: 'PO-READ-1',
    lines: [
      { identifier: il!, qty: 4, warehouseAbbr: 'IL' },
      { identifier: nj!, qty: 2, warehouseAbbr: 'NJ' },
    ],
  });
});
afterAll(() => server.close());

describe('GET /v2/orders/{n}', () => {
  it('returns every warehouse record of the order number, lines included', async () => {
    const { res, body } = await get(`/v2/orders/${placed[0]!.orderNumber}`);
    expect(res.status).toBe(200);
    expect(body.map((r) => r.warehouseAbbr).sort()).toEqual(['IL', 'NJ']);
    expect(body.every((r) => r.orderNumber === placed[0]!.orderNumber)).toBe(true);
    const il = body.find((r) => r.warehouseAbbr === 'IL')!;
    expect(il.lines).toEqual([expect.objectContaining({ qtyOrdered: 4, qtyShipped: 0 })]);
    expect(il.orderStatus).toBe('In Progress');
    expect(il.invoiceNumber).toBe('');
    expect(il.invoiceDate).toBeUndefined();
  });

  it("answers 404 for another account's order exactly like a missing one", async () => {
    const other = await server.call(`/v2/orders/${placed[0]!.orderNumber}`, { as: 'account2' });
    const missing = await server.call('/v2/orders/424242424', { as: 'account2' });
    expect(other.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(await other.json()).toEqual(await missing.json());
  });

  it('matches each id of a comma list against PO, order number, invoice number or guid', async () => {
    const { db, t } = server;
    const shipped = await db
      .select({
        invoiceNumber: t.orders.invoiceNumber,
        guid: t.orders.guid,
        orderNumber: t.orders.orderNumber,
      })
      .from(t.orders)
      .where(and(eq(t.orders.accountId, 1), eq(t.orders.status, 'Shipped')))
      .orderBy(desc(t.orders.orderedAt))
      .limit(2);
    const ids = ['PO-READ-1', shipped[0]!.invoiceNumber, shipped[1]!.guid.toUpperCase()];
    const { res, body } = await get(`/v2/orders/${ids.join(',')}`);
    expect(res.status).toBe(200);
    const numbers = new Set(body.map((r) => r.orderNumber));
    expect(numbers).toEqual(
      new Set([placed[0]!.orderNumber, shipped[0]!.orderNumber, shipped[1]!.orderNumber]),
    );
  });
});

describe('GET /v2/orders/ listings', () => {
  it('lists the open (not invoiced, not cancelled) orders by default', async () => {
    const { res, body } = await get('/v2/orders/');
    expect(res.status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((r) => r.invoiceNumber === '' && r.orderStatus !== 'Cancelled')).toBe(true);
    expect(body.map((r) => r.orderNumber)).toContain(placed[0]!.orderNumber);
    expect(res.headers.get('x-total-count')).toBe(String(body.length));
  });

  it('?All=True adds invoiced orders placed in the last three months, and nothing older', async () => {
    const { body } = await get('/v2/orders/?all=true');
    const invoiced = body.filter((r) => r.invoiceNumber !== '');
    expect(invoiced.length).toBeGreaterThan(5);
    expect(new Set(invoiced.map((r) => r.orderStatus))).toEqual(
      new Set(['In Progress', 'Shipped', 'Completed']),
    );
    const cutoff = new Date(SEED_NOW + 3600_000);
    cutoff.setUTCMonth(cutoff.getUTCMonth() - 3);
    const { db, t } = server;
    const oldest = await db.$count(
      t.orders,
      and(eq(t.orders.accountId, 1), lt(t.orders.orderedAt, cutoff.getTime())),
    );
    expect(oldest).toBeGreaterThan(0); // the seed has older history, and it is left out:
    for (const record of body) {
      expect(record.orderDate >= cutoff.toISOString().slice(0, 10)).toBe(true);
    }
    expect(body.every((r) => r.orderStatus !== 'Cancelled')).toBe(true);
  });

  it('filters by invoice date and by an invoice date range in the business time zone', async () => {
    const { db, t } = server;
    const [row] = await db
      .select({ invoicedAt: t.orders.invoicedAt })
      .from(t.orders)
      .where(and(eq(t.orders.accountId, 1), isNotNull(t.orders.invoicedAt)))
      .orderBy(desc(t.orders.invoicedAt))
      .limit(1)
      .offset(5);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
      new Date(row!.invoicedAt!),
    );
    const { body } = await get(`/v2/orders/?invoicedate=${day}`);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((r) => r.invoiceDate?.startsWith(day))).toBe(true);

    const range = await get(`/v2/orders/?invoicestartdate=2026-01-01&invoiceenddate=${day}`);
    expect(range.body.some((r) => r.invoiceDate?.startsWith(day))).toBe(true);
    expect(range.body.every((r) => (r.invoiceDate ?? '9') <= `${day}T23:59:59.999`)).toBe(true);

    const bad = await server.call('/v2/orders/?invoicedate=11/18/2026');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).errors[0]?.field).toBe('invoicedate');
  });

  it('pages and filters by status and order date for the portal, with X-Total-Count', async () => {
    const all = await get('/v2/orders/?status=Shipped,Completed,Cancelled,In Progress');
    const total = Number(all.res.headers.get('x-total-count'));
    expect(total).toBe(all.body.length);
    const page1 = await get(
      '/v2/orders/?status=Shipped,Completed,Cancelled,In Progress&page=1&pageSize=5',
    );
    const page2 = await get(
      '/v2/orders/?status=Shipped,Completed,Cancelled,In Progress&page=2&pageSize=5',
    );
    expect(page1.body).toHaveLength(5);
    expect(page1.res.headers.get('x-total-count')).toBe(String(total));
    expect(page2.body.map((r) => r.guid)).toEqual(all.body.slice(5, 10).map((r) => r.guid));

    const cancelled = await get('/v2/orders/?status=cancelled');
    expect(cancelled.body.length).toBeGreaterThan(0);
    expect(cancelled.body.every((r) => r.orderStatus === 'Cancelled' && r.total === 0)).toBe(true);

    const today = await get('/v2/orders/?from=2026-11-18&to=2026-11-18');
    expect(today.body.every((r) => r.orderDate.startsWith('2026-11-18'))).toBe(true);
    expect(today.body.map((r) => r.orderNumber)).toContain(placed[0]!.orderNumber);

    const bad = await server.call('/v2/orders/?pageSize=0');
    expect(bad.status).toBe(400);
  });

  it('keeps test orders out of listings but finds one by its own number', async () => {
    const [il] = await stockedSkus(server, 'IL', 1);
    const body = JSON.parse(
      orderBody({ lines: [{ identifier: il!, qty: 1, warehouseAbbr: 'IL' }] }),
    ) as object;
    const res = await server.call('/v2/orders/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, testOrder: true }),
    });
    const test = (await res.json()) as OrderWireRecord[];
    expect(res.status).toBe(200);
    const number = test[0]!.orderNumber;
    for (const listing of ['/v2/orders/', '/v2/orders/?All=True', '/v2/orders/?status=cancelled']) {
      const { body: listed } = await get(listing);
      expect(listed.map((r) => r.orderNumber)).not.toContain(number);
    }
    const byNumber = await get(`/v2/orders/${number}`);
    expect(byNumber.body.map((r) => r.orderStatus)).toEqual(['Cancelled']);
  });

  it("never lists another account's orders", async () => {
    const { body } = await get('/v2/orders/?all=true', 'account2');
    expect(body.length).toBeGreaterThan(0);
    expect(body.map((r) => r.orderNumber)).not.toContain(placed[0]!.orderNumber);
  });

  it('answers ?mediatype=xml with an ArrayOfOrder document', async () => {
    const res = await server.call(`/v2/orders/${placed[0]!.orderNumber}?mediatype=xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml[^>]*\?>\s*<ArrayOfOrder>\s*<Order>/);
    expect(xml).toContain(`<orderNumber>${placed[0]!.orderNumber}</orderNumber>`);
    expect(xml).toMatch(/<lines>\s*<OrderLine>\s*<lineNumber>1<\/lineNumber>/);
  });
});
