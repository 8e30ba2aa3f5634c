// Reads the snapshot an order is planned from, and writes a planned order in ONE transaction
// (ARCHITECTURE.md invariant 2): order number, one orders row per warehouse, its lines, guarded
// stock decrements, the quote used up, outbox e-mails, the Idempotency-Key's answer and the
// checked-out cart. No rule is decided here: the plan and the records arrive complete; this only
// refuses to write when stock or the quote moved meanwhile.
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { PlanProduct, PlanStockCell } from '@/lib/domain/order-plan';
import type { CommitRefusal } from '@/lib/domain/placement-attempts';
import type { OrderPlacementRepository } from '@/lib/domain/ports/order-placement-repository';
import { lazy } from '../../shared/lazy';
import { asciiUpper, productIdOf } from '../../shared/product-identifiers';
import { toPlanProduct, toPlanStockCell, toPromotion, toQuote } from '../../shared/placement-rows';
import type { DatabaseHandle } from '../client';
import {
  brands,
  counters,
  crossRefs,
  products,
  promotions,
  quoteItems,
  quotes,
  stock,
  styleColors,
  styles,
} from '../schema';
import { createOrderWriter } from './order-placement-writer';
import { createWebhookEventWriter } from './webhook-event-writer';
import { stockDeltasOf } from '../../shared/webhook-records';

/** Thrown inside the transaction to roll it back; never leaves this module. */
class CommitRefused extends Error {
  constructor(readonly reason: CommitRefusal) {
    super(reason);
  }
}

function isStockCheckViolation(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_CHECK' &&
    error.message.includes('stock_qty_not_negative')
  );
}

export function createOrderPlacementRepository(handle: DatabaseHandle): OrderPlacementRepository {
  const { db } = handle;
  const account = sql.placeholder('account');
  const code = sql.placeholder('code');

  // What an order line shows of a product; yourSku is the account's newest cross reference.
  const planProductQuery = () =>
    db
      .select({
        id: products.id,
        sku: products.sku,
        gtin: products.gtin,
        styleId: products.styleId,
        sizeName: products.sizeName,
        caseQty: products.caseQty,
        unitWeight: products.unitWeight,
        piecePriceCents: products.piecePriceCents,
        dozenPriceCents: products.dozenPriceCents,
        casePriceCents: products.casePriceCents,
        salePriceCents: products.salePriceCents,
        saleExpiresAt: products.saleExpiresAt,
        brandId: styles.brandId,
        brandName: brands.name,
        styleName: styles.styleName,
        title: styles.title,
        colorName: styleColors.colorName,
        yourSku: sql<string | null>`${db
          .select({ yourSku: crossRefs.yourSku })
          .from(crossRefs)
          .where(and(eq(crossRefs.accountId, account), eq(crossRefs.productId, products.id)))
          .orderBy(desc(crossRefs.updatedAt))
          .limit(1)}`,
      })
      .from(products)
      .innerJoin(styles, eq(styles.id, products.styleId))
      .innerJoin(brands, eq(brands.id, styles.brandId))
      .innerJoin(styleColors, eq(styleColors.id, products.styleColorId));
  // One token may be a sku, a gtin, a skuID_Master or the account's yourSku: the first kind that
  // names a product wins, in that order. One indexed look-up per kind, tried in turn.
  const bySku = lazy(() => planProductQuery().where(eq(products.sku, code)).prepare());
  const byGtin = lazy(() => planProductQuery().where(eq(products.gtin, code)).prepare());
  const byId = lazy(() => planProductQuery().where(eq(products.id, code)).prepare());
  const byYourSku = lazy(() =>
    planProductQuery()
      .innerJoin(
        crossRefs,
        and(
          eq(crossRefs.productId, products.id),
          eq(crossRefs.accountId, account),
          eq(crossRefs.yourSku, code),
        ),
      )
      .prepare(),
  );
  const stockOf = lazy(() =>
    db
      .select({
        productId: stock.productId,
        warehouseCode: stock.warehouseCode,
        qty: stock.qty,
        fullCaseOnly: stock.fullCaseOnly,
        excludeFreeFreight: stock.excludeFreeFreight,
        returnable: stock.returnable,
      })
      .from(stock)
      .where(eq(stock.productId, sql.placeholder('productId')))
      .orderBy(stock.warehouseCode)
      .prepare(),
  );
  const quoteByNumber = lazy(() =>
    db
      .select({
        id: quotes.id,
        number: quotes.number,
        accountId: quotes.accountId,
        status: quotes.status,
        expiresAt: quotes.expiresAt,
        singleUse: quotes.singleUse,
        minPieces: quotes.minPieces,
        usedAt: quotes.usedAt,
      })
      .from(quotes)
      .where(eq(quotes.number, sql.placeholder('number')))
      .prepare(),
  );
  const itemsOfQuote = lazy(() =>
    db
      .select({ productId: quoteItems.productId, priceCents: quoteItems.priceCents })
      .from(quoteItems)
      .where(eq(quoteItems.quoteId, sql.placeholder('quoteId')))
      .prepare(),
  );
  const promotionByCode = lazy(() =>
    db
      .select()
      .from(promotions)
      .where(eq(promotions.code, sql.placeholder('code')))
      .prepare(),
  );
  const nextOrderNumber = lazy(() =>
    db
      .update(counters)
      .set({ value: sql`${counters.value} + 1` })
      .where(eq(counters.name, 'order_number'))
      .returning({ value: counters.value })
      .prepare(),
  );
  const qty = sql.placeholder('qty');
  const decrement = lazy(() =>
    db
      .update(stock)
      .set({ qty: sql`${stock.qty} - ${qty}` })
      .where(
        and(
          eq(stock.productId, sql.placeholder('productId')),
          eq(stock.warehouseCode, sql.placeholder('warehouseCode')),
          gte(stock.qty, qty),
        ),
      )
      .prepare(),
  );
  const useQuote = lazy(() =>
    db
      .update(quotes)
      .set({
        usedAt: sql`${sql.placeholder('now')}`,
        usedByOrderNumber: sql`${sql.placeholder('orderNumber')}`,
      })
      .where(
        and(
          eq(quotes.number, sql.placeholder('number')),
          eq(quotes.singleUse, true),
          isNull(quotes.usedAt),
        ),
      )
      .prepare(),
  );
  const writer = createOrderWriter(handle);
  const webhookEvents = createWebhookEventWriter(handle);

  function resolveOne(accountId: number, identifier: string): PlanProduct | undefined {
    const row =
      bySku().get({ code: asciiUpper(identifier), account: accountId }) ??
      byGtin().get({ code: identifier, account: accountId }) ??
      byId().get({ code: productIdOf(identifier), account: accountId }) ??
      byYourSku().get({ code: identifier, account: accountId });
    return row ? toPlanProduct(row) : undefined;
  }

  return {
    resolveProducts(accountId, identifiers) {
      const found = new Map<string, PlanProduct>();
      for (const identifier of identifiers) {
        if (found.has(identifier)) continue;
        const product = resolveOne(accountId, identifier);
        if (product) found.set(identifier, product);
      }
      return Promise.resolve(found);
    },
    stockFor(productIds) {
      const cells: PlanStockCell[] = [];
      for (const productId of new Set(productIds)) {
        for (const row of stockOf().all({ productId })) cells.push(toPlanStockCell(row));
      }
      return Promise.resolve(cells);
    },
    findQuote(quoteNumber) {
      const row = quoteByNumber().get({ number: quoteNumber });
      if (!row) return Promise.resolve(undefined);
      return Promise.resolve(toQuote(row, itemsOfQuote().all({ quoteId: row.id })));
    },
    findPromotion(promotionCode) {
      const row = promotionByCode().get({ code: promotionCode.toUpperCase() });
      return Promise.resolve(row ? toPromotion(row) : undefined);
    },
    commitPlacement(placement) {
      // Synchronous from BEGIN to COMMIT: nothing awaits inside (better-sqlite3). IMMEDIATE takes
      // the write lock up front, so two processes never deadlock upgrading a read lock.
      const commit = () =>
        db.transaction(
          () => {
            const counter = nextOrderNumber().get();
            if (!counter) throw new Error('The order_number counter is missing.');
            const orderNumber = String(counter.value);
            for (const d of placement.decrements) {
              const { changes } = decrement().run({
                qty: d.qty,
                productId: d.productId,
                warehouseCode: d.warehouseCode,
              });
              if (changes !== 1) throw new CommitRefused('stock');
            }
            if (placement.useQuoteNumber !== undefined) {
              const { changes } = useQuote().run({
                now: placement.now,
                orderNumber,
                number: placement.useQuoteNumber,
              });
              if (changes !== 1) throw new CommitRefused('quote');
            }
            const writes = placement.build(orderNumber);
            for (const record of writes.records) writer.writeRecord(placement.accountId, record);
            writer.writeEmails(placement.accountId, placement.now, orderNumber, writes.emails);
            for (const event of writes.webhookEvents ?? []) {
              webhookEvents.writeEvent(placement.accountId, event);
            }
            webhookEvents.writeStockLow(stockDeltasOf(placement.decrements), placement.now);
            if (placement.idempotencyKey) {
              if (!writes.idempotentAnswer) {
                throw new Error('A placement under an Idempotency-Key must return its answer.');
              }
              const completed = writer.completeIdempotencyKey(
                placement.accountId,
                placement.idempotencyKey,
                writes.idempotentAnswer,
              );
              if (!completed) throw new CommitRefused('idempotency');
            }
            if (placement.clearCartOfUserId !== undefined) {
              writer.clearCartOf(placement.clearCartOfUserId);
            }
            return orderNumber;
          },
          { behavior: 'immediate' },
        );
      try {
        return Promise.resolve({ ok: true as const, orderNumber: commit() });
      } catch (error) {
        if (error instanceof CommitRefused)
          return Promise.resolve({ ok: false as const, reason: error.reason });
        // The CHECK (qty >= 0) backstop caught a decrement the guard let through (a rival write
        // in between): the same outcome as a guard miss — re-plan, then a clean 400, never a 500.
        if (isStockCheckViolation(error)) {
          return Promise.resolve({ ok: false as const, reason: 'stock' as const });
        }
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    enqueueEmails(accountId, now, emails) {
      db.transaction(() => writer.writeEmails(accountId, now, null, emails));
      return Promise.resolve();
    },
  };
}
