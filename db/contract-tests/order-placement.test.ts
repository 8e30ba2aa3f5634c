// The order placement repository, the same contract on SQLite and on PostgreSQL: one transaction
// writes everything or nothing (records, stock, quote, Idempotency-Key answer, cart), guarded
// decrements and the used-once quote refuse a stale plan, and concurrent commits never oversell.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_QUOTES } from '@/db/seed/commerce-fixtures';
import type { PlanProduct } from '@/lib/domain/order-plan';
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

describe.each(['sqlite', 'postgres'] as const)('order placement on %s', (dialect) => {
  let bed: OrderTestBed;
  let tee: PlanProduct;
  beforeAll(async () => {
    bed = await openOrderTestBed(dialect);
    tee = await productOf(bed);
  });
  afterAll(() => bed?.close());

  async function idempotencyRow(key: string) {
    const { db, t } = bed.test;
    const [row] = await db
      .select()
      .from(t.idempotencyKeys)
      .where(and(eq(t.idempotencyKeys.accountId, ACCOUNT_ID), eq(t.idempotencyKeys.key, key)));
    return row;
  }

  async function reserveKey(key: string, requestHash: string) {
    const { db, t } = bed.test;
    await db.insert(t.idempotencyKeys).values({
      accountId: ACCOUNT_ID,
      key,
      requestHash,
      state: 'running',
      createdAt: NOW,
      expiresAt: NOW + 86_400_000,
    });
  }

  async function buyerWithCart(): Promise<number> {
    const { db, t } = bed.test;
    const [user] = await db
      .select({ id: t.websiteUsers.id })
      .from(t.websiteUsers)
      .where(eq(t.websiteUsers.email, 'buyer@example.com'));
    if (!user) throw new Error('no demo buyer');
    await db.delete(t.cartLines).where(eq(t.cartLines.userId, user.id));
    await db.insert(t.cartLines).values({
      userId: user.id,
      productId: tee.productId,
      warehouseCode: 'GA',
      qty: 3,
      addedAt: NOW,
    });
    return user.id;
  }

  async function cartSize(userId: number) {
    const { db, t } = bed.test;
    return (await db.select().from(t.cartLines).where(eq(t.cartLines.userId, userId))).length;
  }

  it("resolves a sku, a gtin, a skuID_Master and the account's yourSku, in that precedence", async () => {
    const { db, t } = bed.test;
    await db.insert(t.crossRefs).values({
      accountId: ACCOUNT_ID,
      yourSku: 'MY-TEE',
      productId: tee.productId,
      updatedAt: NOW,
    });
    const ids = [tee.sku, tee.gtin, String(tee.productId), 'MY-TEE', 'my-tee', 'NO-SUCH'];
    const found = await bed.repos.orderPlacement.resolveProducts(ACCOUNT_ID, ids);
    expect([...found.keys()].sort()).toEqual(ids.slice(0, 4).sort());
    for (const product of found.values()) {
      expect(product).toEqual({ ...tee, yourSku: 'MY-TEE' });
    }
    // Another account's yourSku names nothing for this one.
    expect((await bed.repos.orderPlacement.resolveProducts(2, ['MY-TEE'])).size).toBe(0);
    await db.delete(t.crossRefs).where(eq(t.crossRefs.yourSku, 'MY-TEE'));
  });

  it('writes the order and takes its stock in one commit, readable by number and PO', async () => {
    const before = await stockQty(bed, tee.productId, 'GA');
    const orderNumber = await placed(bed, placementOf(tee, 'GA', 5, { poNumber: 'PO-ONE' }));
    expect(await stockQty(bed, tee.productId, 'GA')).toBe(before! - 5);
    const [record] = await bed.repos.orderQueries.byOrderNumber(ACCOUNT_ID, orderNumber);
    expect(record).toMatchObject({ orderNumber, poNumber: 'PO-ONE', orderStatus: 'In Progress' });
    expect(record?.lines).toMatchObject([
      { skuId: tee.productId, qtyOrdered: 5, returnable: true },
    ]);
    expect(await bed.repos.poLookup.findOrderNumberByPoNumber(ACCOUNT_ID, 'PO-ONE')).toBe(
      orderNumber,
    );
  });

  it('gives each placement the next, unique order number', async () => {
    const numbers = await Promise.all(
      [1, 2, 3, 4].map((i) => placed(bed, placementOf(tee, 'GA', 1, { poNumber: `PO-N${i}` }))),
    );
    expect(new Set(numbers).size).toBe(4);
    for (const n of numbers) expect(Number(n)).toBeGreaterThan(5_000_000);
  });

  it('refuses a plan whose stock moved and writes nothing of it', async () => {
    const before = await stockQty(bed, tee.productId, 'FL');
    const outcome = await bed.repos.orderPlacement.commitPlacement(
      placementOf(tee, 'FL', before! + 1, { poNumber: 'PO-STALE' }),
    );
    expect(outcome).toEqual({ ok: false, reason: 'stock' });
    expect(await stockQty(bed, tee.productId, 'FL')).toBe(before);
    expect(await bed.repos.poLookup.findOrderNumberByPoNumber(ACCOUNT_ID, 'PO-STALE')).toBe(
      undefined,
    );
  });

  it('never sells more than the cell holds when commits race', async () => {
    const start = (await stockQty(bed, tee.productId, 'OH'))!;
    const qty = Math.ceil(start / 6) + 1; // six such orders need more than the cell holds
    const outcomes = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((i) =>
        bed.repos.orderPlacement.commitPlacement(
          placementOf(tee, 'OH', qty, { poNumber: `PO-RACE-${i}` }),
        ),
      ),
    );
    const sold = outcomes.filter((o) => o.ok).length;
    expect(sold).toBe(Math.floor(start / qty));
    expect(outcomes.filter((o) => !o.ok)).toEqual(
      Array.from({ length: 6 - sold }, () => ({ ok: false, reason: 'stock' })),
    );
    expect(await stockQty(bed, tee.productId, 'OH')).toBe(start - sold * qty);
  });

  it('uses a single-use quote once: a second placement using it is refused', async () => {
    const quote = DEMO_QUOTES.singleUse.number;
    const first = await placed(bed, placementOf(tee, 'IL', 2, { useQuoteNumber: quote }));
    const before = await stockQty(bed, tee.productId, 'IL');
    const second = await bed.repos.orderPlacement.commitPlacement(
      placementOf(tee, 'IL', 2, { useQuoteNumber: quote, poNumber: 'PO-QUOTE-2' }),
    );
    expect(second).toEqual({ ok: false, reason: 'quote' });
    expect(await stockQty(bed, tee.productId, 'IL')).toBe(before);
    expect(await bed.repos.quotes.findForAccount(ACCOUNT_ID, quote)).toMatchObject({
      usedByOrderNumber: first,
    });
  });

  it("records the Idempotency-Key's answer in the order's transaction", async () => {
    await reserveKey('key-placed', 'hash-1');
    const answer = { status: 201, contentType: 'application/json', body: '{"orders":[]}' };
    await placed(
      bed,
      placementOf(tee, 'KS', 1, {
        idempotencyKey: { key: 'key-placed', requestHash: 'hash-1' },
        writes: { idempotentAnswer: answer },
      }),
    );
    const row = await idempotencyRow('key-placed');
    expect(row).toMatchObject({ state: 'done', responseStatus: 201 });
    expect(JSON.parse(row!.responseBody!)).toEqual({
      contentType: answer.contentType,
      body: answer.body,
    });
  });

  it('leaves the key running when the placement is refused', async () => {
    await reserveKey('key-refused', 'hash-2');
    const before = (await stockQty(bed, tee.productId, 'NV'))!;
    const outcome = await bed.repos.orderPlacement.commitPlacement(
      placementOf(tee, 'NV', before + 1, {
        idempotencyKey: { key: 'key-refused', requestHash: 'hash-2' },
        writes: { idempotentAnswer: { status: 201, contentType: 'application/json', body: '{}' } },
      }),
    );
    expect(outcome.ok).toBe(false);
    expect(await idempotencyRow('key-refused')).toMatchObject({
      state: 'running',
      responseStatus: null,
    });
  });

  it("refuses and writes nothing when the key is no longer this run's reservation", async () => {
    await reserveKey('key-taken', 'hash-3');
    const answer = { status: 201, contentType: 'application/json', body: '{"first":true}' };
    await placed(
      bed,
      placementOf(tee, 'KS', 1, {
        poNumber: 'PO-KEY-FIRST',
        idempotencyKey: { key: 'key-taken', requestHash: 'hash-3' },
        writes: { idempotentAnswer: answer },
      }),
    );
    const before = await stockQty(bed, tee.productId, 'KS');
    const second = await bed.repos.orderPlacement.commitPlacement(
      placementOf(tee, 'KS', 1, {
        poNumber: 'PO-KEY-SECOND',
        idempotencyKey: { key: 'key-taken', requestHash: 'hash-3' },
        writes: { idempotentAnswer: { ...answer, body: '{"second":true}' } },
      }),
    );
    expect(second).toEqual({ ok: false, reason: 'idempotency' });
    expect(await stockQty(bed, tee.productId, 'KS')).toBe(before);
    expect(await bed.repos.poLookup.findOrderNumberByPoNumber(ACCOUNT_ID, 'PO-KEY-SECOND')).toBe(
      undefined,
    );
    expect(JSON.parse((await idempotencyRow('key-taken'))!.responseBody!)).toMatchObject({
      body: answer.body,
    });
  });

  it('empties the checked-out cart in the same transaction, and keeps it when refused', async () => {
    const userId = await buyerWithCart();
    const before = (await stockQty(bed, tee.productId, 'TX'))!;
    const refused = await bed.repos.orderPlacement.commitPlacement(
      placementOf(tee, 'TX', before + 1, { clearCartOfUserId: userId }),
    );
    expect(refused.ok).toBe(false);
    expect(await cartSize(userId)).toBe(1);
    await placed(bed, placementOf(tee, 'TX', 3, { clearCartOfUserId: userId }));
    expect(await cartSize(userId)).toBe(0);
  });

  it('writes the outbox e-mails of the order, and those of a rejected placement alone', async () => {
    const email = {
      kind: 'order-confirmation' as const,
      toAddress: 'buyer@example.com',
      subject: 'Order confirmation',
      textBody: 'text',
      htmlBody: '<p>html</p>',
    };
    const orderNumber = await placed(
      bed,
      placementOf(tee, 'KS', 1, { writes: { emails: [email] } }),
    );
    await bed.repos.orderPlacement.enqueueEmails(ACCOUNT_ID, NOW, [
      { ...email, kind: 'line-errors', subject: 'Line errors' },
    ]);
    const { db, t } = bed.test;
    const rows = await db
      .select()
      .from(t.outbox)
      .where(eq(t.outbox.toAddress, 'buyer@example.com'));
    expect(rows.filter((r) => r.createdAt === NOW).map((r) => [r.kind, r.orderNumber])).toEqual(
      expect.arrayContaining([
        ['order-confirmation', orderNumber],
        ['line-errors', null],
      ]),
    );
  });
});
