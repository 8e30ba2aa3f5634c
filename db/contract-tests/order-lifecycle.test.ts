// Cancelling and moving orders forward, the same contract on SQLite and PostgreSQL, with several
// connections racing as several app processes would: a cancel restores stock and frees the quote
// exactly once, a lifecycle step is applied by exactly one of them, and the records the domain
// calls final are never handed out again.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories, openDatabaseAt, type DatabaseHandle } from '@/db/database';
import { DEMO_QUOTES } from '@/db/seed/commerce-fixtures';
import type { PlanProduct } from '@/lib/domain/order-plan';
import { nextTransition } from '@/lib/domain/order-progress';
import { isFinal } from '@/lib/domain/order-states';
import type { Repositories } from '@/lib/domain/ports/repositories';
import {
  ACCOUNT_ID,
  NOW,
  openOrderTestBed,
  placed,
  placementOf,
  productOf,
  stockQty,
  type OrderTestBed,
} from './order-fixtures';

const PROCESSES = 3;

describe.each(['sqlite', 'postgres'] as const)('order lifecycle on %s', (dialect) => {
  let bed: OrderTestBed;
  let tee: PlanProduct;
  /** Other connections to the same database, standing in for other app processes. */
  let others: { handle: DatabaseHandle; repos: Repositories }[] = [];
  beforeAll(async () => {
    bed = await openOrderTestBed(dialect);
    tee = await productOf(bed);
    for (let i = 1; i < PROCESSES; i++) {
      const handle = await openDatabaseAt(bed.url, { migrate: false });
      others.push({ handle, repos: createRepositories(handle) });
    }
  });
  afterAll(async () => {
    await Promise.all(others.map((o) => o.handle.close()));
    others = [];
    await bed?.close();
  });
  const everyProcess = () => [bed.repos, ...others.map((o) => o.repos)];

  it('cancels an order once when every process cancels it at the same time', async () => {
    const before = (await stockQty(bed, tee.productId, 'GA'))!;
    const orderNumber = await placed(bed, placementOf(tee, 'GA', 7));
    const records = await bed.repos.orderLifecycle.recordsForCancel(ACCOUNT_ID, orderNumber);
    const ids = records.map((r) => r.id);
    const results = await Promise.all(
      everyProcess().map((repos) => repos.orderLifecycle.cancelRecords(ids, NOW + 1_000)),
    );
    expect(results.flat().sort()).toEqual(ids);
    expect(await stockQty(bed, tee.productId, 'GA')).toBe(before);
    const [view] = await bed.repos.orderQueries.byOrderNumber(ACCOUNT_ID, orderNumber);
    expect(view).toMatchObject({ orderStatus: 'Cancelled', cancelledAt: NOW + 1_000 });
  });

  it('frees a single-use quote once the order it saved money on is cancelled', async () => {
    const quote = DEMO_QUOTES.singleUse.number;
    const orderNumber = await placed(bed, placementOf(tee, 'IL', 2, { useQuoteNumber: quote }));
    expect(await bed.repos.quotes.findForAccount(ACCOUNT_ID, quote)).toMatchObject({
      usedByOrderNumber: orderNumber,
    });
    const ids = (await bed.repos.orderLifecycle.recordsForCancel(ACCOUNT_ID, orderNumber)).map(
      (r) => r.id,
    );
    await Promise.all(everyProcess().map((r) => r.orderLifecycle.cancelRecords(ids, NOW)));
    const freed = await bed.repos.quotes.findForAccount(ACCOUNT_ID, quote);
    expect(freed?.usedAt).toBeUndefined();
    expect(freed?.usedByOrderNumber).toBeUndefined();
  });

  it('keeps the quote used while one record of the order is left uncancelled', async () => {
    const quote = DEMO_QUOTES.singleUse.number;
    const orderNumber = await placed(bed, placementOf(tee, 'KS', 1, { useQuoteNumber: quote }));
    const { db, t } = bed.test;
    // A second record of the same order, as a two-warehouse placement writes it.
    const [first] = await db.select().from(t.orders).where(eq(t.orders.orderNumber, orderNumber));
    const { id: _id, ...copy } = first!;
    await db
      .insert(t.orders)
      .values({ ...copy, guid: `${copy.guid.slice(0, -4)}beef`, warehouseCode: 'TX' });
    await bed.repos.orderLifecycle.cancelRecords([first!.id], NOW);
    expect(await bed.repos.quotes.findForAccount(ACCOUNT_ID, quote)).toMatchObject({
      usedByOrderNumber: orderNumber,
    });
  });

  it('applies each due step in exactly one process', async () => {
    const orderNumber = await placed(bed, placementOf(tee, 'NJ', 1));
    const due = await bed.repos.orderLifecycle.dueRecords(NOW + 120_000, 1000);
    const record = due.find((r) => r.orderNumber === orderNumber);
    expect(record).toBeDefined();
    const invoice = nextTransition(record!, NOW + 120_000)!;
    expect(invoice.kind).toBe('invoice');
    const applied = await Promise.all(
      everyProcess().map((repos) => repos.orderLifecycle.applyTransition(record!, invoice)),
    );
    expect(applied.filter(Boolean)).toHaveLength(1);
    const [view] = await bed.repos.orderQueries.byOrderNumber(ACCOUNT_ID, orderNumber);
    expect(view?.invoiceNumber).toMatch(/^\d{8}$/);
    expect(view?.invoicedAt).toBe(invoice.at);
  });

  it('hands out no final record as due or unfinished, and ships lines when it ships', async () => {
    const orderNumber = await placed(bed, placementOf(tee, 'FL', 2));
    let [record] = await bed.repos.orderLifecycle.unfinishedRecords(orderNumber);
    let at = NOW;
    while (record && !isFinal(record)) {
      at += 3 * 60 * 60_000;
      const step = nextTransition(record, at, true)!;
      expect(await bed.repos.orderLifecycle.applyTransition(record, step)).toBe(true);
      [record] = await bed.repos.orderLifecycle.unfinishedRecords(orderNumber);
    }
    expect(record).toBeUndefined();
    const [view] = await bed.repos.orderQueries.byOrderNumber(ACCOUNT_ID, orderNumber);
    expect(view).toMatchObject({ orderStatus: 'Shipped', deliveryStatus: 'Shipped - Delivered' });
    expect(view?.lines[0]?.qtyShipped).toBe(2);
    expect(view?.trackingNumber).not.toBe('');
    const due = await bed.repos.orderLifecycle.dueRecords(Number.MAX_SAFE_INTEGER, 10_000);
    expect(due.some((r) => r.orderNumber === orderNumber)).toBe(false);
  });

  it("lists open and recent orders by the domain's scopes", async () => {
    const open = await placed(bed, placementOf(tee, 'OH', 1, { poNumber: 'PO-SCOPE-OPEN' }));
    const invoiced = await placed(bed, placementOf(tee, 'OH', 1, { poNumber: 'PO-SCOPE-INV' }));
    const [record] = await bed.repos.orderLifecycle.unfinishedRecords(invoiced);
    await bed.repos.orderLifecycle.applyTransition(record!, nextTransition(record!, NOW, true)!);
    const numbersOf = async (scope: { kind: 'open' } | { kind: 'recent'; placedSince: number }) =>
      (await bed.repos.orderQueries.find(ACCOUNT_ID, { scope })).orders.map((o) => o.orderNumber);
    const openList = await numbersOf({ kind: 'open' });
    expect(openList).toContain(open);
    expect(openList).not.toContain(invoiced);
    expect(await numbersOf({ kind: 'recent', placedSince: NOW })).toEqual(
      expect.arrayContaining([open, invoiced]),
    );
    expect(await numbersOf({ kind: 'recent', placedSince: NOW + 1 })).not.toContain(invoiced);
    const page = await bed.repos.orderQueries.find(ACCOUNT_ID, {
      ids: ['PO-SCOPE-OPEN', invoiced],
      page: { offset: 0, limit: 1 },
    });
    expect(page.total).toBe(2);
    expect(page.orders).toHaveLength(1);
  });
});
