// PostgreSQL twin of db/sqlite/repositories/order-placement-repository.ts: reads the snapshot an
// order is planned from, and writes a planned order in ONE transaction (ARCHITECTURE.md
// invariant 2). READ COMMITTED is enough: stock decrements are guarded (`qty >= n`, exactly one
// row changed) and taken in the plan's fixed (product, warehouse) order, so row locks are always
// acquired in one order; the single-use quote is guarded the same way; order numbers come from a
// sequence, not a counter row every placement would queue on. A transaction PostgreSQL aborts
// as colliding (40001/40P01) is reported as a 'conflict' refusal: the service plans again.
import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { PlanProduct, PlanStockCell } from '@/lib/domain/order-plan';
import type { CommitRefusal } from '@/lib/domain/placement-attempts';
import type {
  OrderPlacementRepository,
  PlacementCommit,
} from '@/lib/domain/ports/order-placement-repository';
import { lazy } from '../../shared/lazy';
import { toPlanProduct, toPlanStockCell, toPromotion, toQuote } from '../../shared/placement-rows';
import { asciiUpper, productIdOf } from '../../shared/product-identifiers';
import type { PostgresHandle } from '../client';
import {
  brands,
  crossRefs,
  orderNumberSeq,
  products,
  promotions,
  quoteItems,
  quotes,
  stock,
  styleColors,
  styles,
} from '../schema';
import { inArrayParam } from './array-param';
import {
  clearCartOf,
  completeIdempotencyKey,
  writeEmails,
  writeRecords,
  type PgTx,
} from './order-placement-writer';
import { isStockCheckViolation, isTransactionConflict } from './transaction-conflict';
import { writePlacementWebhooks } from './webhook-event-writer';
import { stockDeltasOf } from '../../shared/webhook-records';

/** Thrown inside the transaction to roll it back; never leaves this module. */
class CommitRefused extends Error {
  constructor(readonly reason: CommitRefusal) {
    super(reason);
  }
}

/** How an identifier matched a product; lower ranks win (sku, gtin, skuID_Master, yourSku). */
const RANK = { sku: 1, gtin: 2, id: 3, yourSku: 4 } as const;
/** The rank as a literal of the statement (a constant, not a parameter). */
const rankOf = (rank: number) => sql<number>`${sql.raw(String(rank))}`;

export function createOrderPlacementRepository({ db }: PostgresHandle): OrderPlacementRepository {
  const account = sql.placeholder('account');

  // Every kind of match of every identifier in one round trip; the precedence is applied below.
  const candidates = lazy(() =>
    db
      .select({ key: products.sku, rank: rankOf(RANK.sku), productId: products.id })
      .from(products)
      .where(inArrayParam(products.sku, 'skus'))
      .unionAll(
        db
          .select({ key: products.gtin, rank: rankOf(RANK.gtin), productId: products.id })
          .from(products)
          .where(inArrayParam(products.gtin, 'codes')),
      )
      .unionAll(
        db
          .select({
            key: sql<string>`${products.id}::text`,
            rank: rankOf(RANK.id),
            productId: products.id,
          })
          .from(products)
          .where(inArrayParam(products.id, 'ids')),
      )
      .unionAll(
        db
          .select({
            key: crossRefs.yourSku,
            rank: rankOf(RANK.yourSku),
            productId: crossRefs.productId,
          })
          .from(crossRefs)
          .where(and(eq(crossRefs.accountId, account), inArrayParam(crossRefs.yourSku, 'codes'))),
      )
      .prepare('b_placement_candidates'),
  );
  // What an order line shows of a product; yourSku is the account's newest cross reference.
  const planProducts = lazy(() =>
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
      .innerJoin(styleColors, eq(styleColors.id, products.styleColorId))
      .where(inArrayParam(products.id, 'ids'))
      .prepare('b_placement_products'),
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
      .where(inArrayParam(stock.productId, 'ids'))
      .orderBy(asc(stock.productId), asc(stock.warehouseCode))
      .prepare('b_placement_stock'),
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
      .prepare('b_placement_quote'),
  );
  const itemsOfQuote = lazy(() =>
    db
      .select({ productId: quoteItems.productId, priceCents: quoteItems.priceCents })
      .from(quoteItems)
      .where(eq(quoteItems.quoteId, sql.placeholder('quoteId')))
      .prepare('b_placement_quote_items'),
  );
  const promotionByCode = lazy(() =>
    db
      .select()
      .from(promotions)
      .where(eq(promotions.code, sql.placeholder('code')))
      .prepare('b_placement_promotion'),
  );

  async function resolve(accountId: number, identifiers: readonly string[]) {
    const rows = await candidates().execute({
      skus: identifiers.map(asciiUpper),
      codes: identifiers,
      ids: identifiers.map(productIdOf).filter((id) => id >= 0),
      account: accountId,
    });
    const byRank = new Map<number, Map<string, number>>();
    for (const row of rows) {
      const keys = byRank.get(row.rank) ?? new Map<string, number>();
      keys.set(row.key, row.productId);
      byRank.set(row.rank, keys);
    }
    const chosen = new Map<string, number>();
    for (const identifier of identifiers) {
      const productId =
        byRank.get(RANK.sku)?.get(asciiUpper(identifier)) ??
        byRank.get(RANK.gtin)?.get(identifier) ??
        byRank.get(RANK.id)?.get(String(productIdOf(identifier))) ??
        byRank.get(RANK.yourSku)?.get(identifier);
      if (productId !== undefined) chosen.set(identifier, productId);
    }
    return chosen;
  }

  async function commit(tx: PgTx, placement: PlacementCommit): Promise<string> {
    // nextval() has no query-builder form in drizzle; the sequence object supplies its name.
    const numbered = await tx.execute<{ value: number }>(
      sql`select nextval(${orderNumberSeq.seqName ?? 'order_number_seq'}) as value`,
    );
    const value = numbered.rows[0]?.value;
    if (value === undefined) throw new Error('nextval(order_number_seq) returned nothing.');
    const orderNumber = String(value);
    for (const d of placement.decrements) {
      const decremented = await tx
        .update(stock)
        .set({ qty: sql`${stock.qty} - ${d.qty}` })
        .where(
          and(
            eq(stock.productId, d.productId),
            eq(stock.warehouseCode, d.warehouseCode),
            gte(stock.qty, d.qty),
          ),
        );
      if (decremented.rowCount !== 1) throw new CommitRefused('stock');
    }
    if (placement.useQuoteNumber !== undefined) {
      const used = await tx
        .update(quotes)
        .set({ usedAt: placement.now, usedByOrderNumber: orderNumber })
        .where(
          and(
            eq(quotes.number, placement.useQuoteNumber),
            eq(quotes.singleUse, true),
            isNull(quotes.usedAt),
          ),
        );
      if (used.rowCount !== 1) throw new CommitRefused('quote');
    }
    const writes = placement.build(orderNumber);
    await writeRecords(tx, placement.accountId, writes.records);
    await writeEmails(tx, placement.accountId, placement.now, orderNumber, writes.emails);
    await writePlacementWebhooks(
      tx,
      placement.accountId,
      writes.webhookEvents ?? [],
      stockDeltasOf(placement.decrements),
      placement.now,
    );
    if (placement.idempotencyKey) {
      if (!writes.idempotentAnswer) {
        throw new Error('A placement under an Idempotency-Key must return its answer.');
      }
      const completed = await completeIdempotencyKey(
        tx,
        placement.accountId,
        placement.idempotencyKey,
        writes.idempotentAnswer,
      );
      if (!completed) throw new CommitRefused('idempotency');
    }
    if (placement.clearCartOfUserId !== undefined)
      await clearCartOf(tx, placement.clearCartOfUserId);
    return orderNumber;
  }

  return {
    async resolveProducts(accountId, identifiers) {
      const found = new Map<string, PlanProduct>();
      const chosen = await resolve(accountId, identifiers);
      if (chosen.size === 0) return found;
      const rows = await planProducts().execute({
        ids: [...new Set(chosen.values())],
        account: accountId,
      });
      const byId = new Map(rows.map((row) => [row.id, toPlanProduct(row)]));
      for (const [identifier, productId] of chosen) {
        const product = byId.get(productId);
        if (product) found.set(identifier, product);
      }
      return found;
    },
    async stockFor(productIds) {
      const ids = [...new Set(productIds)];
      if (ids.length === 0) return [];
      const rows = await stockOf().execute({ ids });
      // Cells grouped in the order the products were asked for, as the SQLite twin gives them.
      const byProduct = new Map<number, PlanStockCell[]>();
      for (const row of rows) {
        const cells = byProduct.get(row.productId) ?? [];
        cells.push(toPlanStockCell(row));
        byProduct.set(row.productId, cells);
      }
      return ids.flatMap((id) => byProduct.get(id) ?? []);
    },
    async findQuote(quoteNumber) {
      const [row] = await quoteByNumber().execute({ number: quoteNumber });
      if (!row) return undefined;
      return toQuote(row, await itemsOfQuote().execute({ quoteId: row.id }));
    },
    async findPromotion(promotionCode) {
      const [row] = await promotionByCode().execute({ code: promotionCode.toUpperCase() });
      return row ? toPromotion(row) : undefined;
    },
    async commitPlacement(placement) {
      try {
        const orderNumber = await db.transaction((tx) => commit(tx, placement));
        return { ok: true, orderNumber };
      } catch (error) {
        if (error instanceof CommitRefused) return { ok: false, reason: error.reason };
        if (isTransactionConflict(error)) return { ok: false, reason: 'conflict' };
        if (isStockCheckViolation(error)) return { ok: false, reason: 'stock' };
        throw error;
      }
    },
    async enqueueEmails(accountId, now, emails) {
      await db.transaction((tx) => writeEmails(tx, accountId, now, null, emails));
    },
  };
}
