// Reads the snapshot an order is planned from, and writes a planned order in ONE transaction
// (ARCHITECTURE.md invariant 2): order number, one orders row per warehouse, its lines, guarded
// stock decrements, the quote used up, outbox e-mails. No rule is decided here: the plan and the
// records arrive complete; this only refuses to write when stock or the quote moved meanwhile.
import type { PlanProduct, PlanStockCell } from '@/lib/domain/order-plan';
import type { OrderPlacementRepository } from '@/lib/domain/ports/order-placement-repository';
import type { Promotion, Quote } from '@/lib/domain/pricing';
import type { DatabaseHandle } from '../client';
import { completeKeyedRun } from './idempotency-repository';
import { createOrderWriter } from './order-placement-writer';
import { lazyStatement } from './prepared';

interface ProductRow {
  id: number;
  sku: string;
  gtin: string;
  your_sku: string | null;
  brand_id: number;
  brand_name: string;
  style_id: number;
  style_name: string;
  title: string;
  color_name: string;
  size_name: string;
  case_qty: number;
  unit_weight: number;
  piece_price_cents: number;
  dozen_price_cents: number;
  case_price_cents: number;
  sale_price_cents: number | null;
  sale_expires_at: number | null;
}

interface StockRow {
  product_id: number;
  warehouse_code: string;
  qty: number;
  full_case_only: number;
  exclude_free_freight: number;
  returnable: number;
}

interface QuoteRow {
  id: number;
  number: string;
  account_id: number;
  status: string;
  expires_at: number;
  single_use: number;
  min_pieces: number;
  used_at: number | null;
}

interface PromotionRow {
  code: string;
  description: string;
  discount_basis_points: number;
  brand_id: number | null;
  style_id: number | null;
  starts_at: number;
  ends_at: number;
}

/** Thrown inside the transaction to roll it back; never leaves this module. */
class CommitRefused extends Error {
  constructor(readonly reason: 'stock' | 'quote' | 'idempotency') {
    super(reason);
  }
}

const digits = /^\d{1,15}$/;

function isStockCheckViolation(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_CHECK' &&
    error.message.includes('stock_qty_not_negative')
  );
}

function toProduct(row: ProductRow): PlanProduct {
  return {
    productId: row.id,
    sku: row.sku,
    gtin: row.gtin,
    yourSku: row.your_sku ?? '',
    brandId: row.brand_id,
    brandName: row.brand_name,
    styleId: row.style_id,
    styleName: row.style_name,
    title: row.title,
    colorName: row.color_name,
    sizeName: row.size_name,
    caseQty: row.case_qty,
    unitWeight: row.unit_weight,
    levels: {
      piecePriceCents: row.piece_price_cents,
      dozenPriceCents: row.dozen_price_cents,
      casePriceCents: row.case_price_cents,
      salePriceCents: row.sale_price_cents,
      saleExpiresAt: row.sale_expires_at,
    },
  };
}

export function createOrderPlacementRepository(handle: DatabaseHandle): OrderPlacementRepository {
  const sqlite = handle.sqlite;
  // One token may be a sku, a gtin, a skuID_Master or the account's yourSku: the first kind that
  // exists wins, in that order.
  const resolve = lazyStatement<[{ code: string; id: number; account: number }], { id: number }>(
    handle,
    `SELECT id FROM (
       SELECT id, 1 AS rank FROM products WHERE sku = upper(@code)
       UNION ALL SELECT id, 2 FROM products WHERE gtin = @code
       UNION ALL SELECT id, 3 FROM products WHERE id = @id
       UNION ALL SELECT product_id, 4 FROM cross_refs WHERE account_id = @account AND your_sku = @code)
     ORDER BY rank LIMIT 1`,
  );
  const productById = lazyStatement<[number, number], ProductRow>(
    handle,
    `SELECT p.id, p.sku, p.gtin, s.brand_id, b.name AS brand_name, p.style_id, s.style_name, s.title,
            c.color_name, p.size_name, p.case_qty, p.unit_weight, p.piece_price_cents,
            p.dozen_price_cents, p.case_price_cents, p.sale_price_cents, p.sale_expires_at,
            (SELECT x.your_sku FROM cross_refs x WHERE x.account_id = ? AND x.product_id = p.id
              ORDER BY x.updated_at DESC LIMIT 1) AS your_sku
       FROM products p JOIN styles s ON s.id = p.style_id JOIN brands b ON b.id = s.brand_id
       JOIN style_colors c ON c.id = p.style_color_id
      WHERE p.id = ?`,
  );
  const stockOf = lazyStatement<[number], StockRow>(
    handle,
    `SELECT product_id, warehouse_code, qty, full_case_only, exclude_free_freight, returnable
       FROM stock WHERE product_id = ?`,
  );
  const quoteByNumber = lazyStatement<[string], QuoteRow>(
    handle,
    `SELECT id, number, account_id, status, expires_at, single_use, min_pieces, used_at
       FROM quotes WHERE number = ?`,
  );
  const quoteItems = lazyStatement<[number], { product_id: number; price_cents: number }>(
    handle,
    'SELECT product_id, price_cents FROM quote_items WHERE quote_id = ?',
  );
  const promotionByCode = lazyStatement<[string], PromotionRow>(
    handle,
    'SELECT * FROM promotions WHERE code = ?',
  );
  const nextOrderNumber = lazyStatement<[], { value: number }>(
    handle,
    `UPDATE counters SET value = value + 1 WHERE name = 'order_number' RETURNING value`,
  );
  const decrement = lazyStatement<[number, number, string, number], unknown>(
    handle,
    'UPDATE stock SET qty = qty - ? WHERE product_id = ? AND warehouse_code = ? AND qty >= ?',
  );
  const useQuote = lazyStatement<[number, string, string], unknown>(
    handle,
    `UPDATE quotes SET used_at = ?, used_by_order_number = ?
      WHERE number = ? AND single_use = 1 AND used_at IS NULL`,
  );
  const writer = createOrderWriter(handle);
  return {
    resolveProducts(accountId, identifiers) {
      const found = new Map<string, PlanProduct>();
      for (const identifier of identifiers) {
        if (found.has(identifier)) continue;
        const id = digits.test(identifier) ? Number(identifier) : -1;
        const hit = resolve().get({ code: identifier, id, account: accountId });
        const row = hit ? productById().get(accountId, hit.id) : undefined;
        if (row) found.set(identifier, toProduct(row));
      }
      return Promise.resolve(found);
    },
    stockFor(productIds) {
      const cells: PlanStockCell[] = [];
      for (const productId of new Set(productIds)) {
        for (const row of stockOf().all(productId)) {
          cells.push({
            productId: row.product_id,
            warehouseCode: row.warehouse_code,
            qty: row.qty,
            fullCaseOnly: row.full_case_only === 1,
            excludeFreeFreight: row.exclude_free_freight === 1,
            returnable: row.returnable === 1,
          });
        }
      }
      return Promise.resolve(cells);
    },
    findQuote(quoteNumber) {
      const row = quoteByNumber().get(quoteNumber);
      if (!row) return Promise.resolve(undefined);
      const quote: Quote = {
        number: row.number,
        accountId: row.account_id,
        status: row.status,
        expiresAt: row.expires_at,
        singleUse: row.single_use === 1,
        minPieces: row.min_pieces,
        usedAt: row.used_at,
        items: new Map(
          quoteItems()
            .all(row.id)
            .map((i) => [i.product_id, i.price_cents]),
        ),
      };
      return Promise.resolve(quote);
    },
    findPromotion(code) {
      const row = promotionByCode().get(code.toUpperCase());
      if (!row) return Promise.resolve(undefined);
      const promotion: Promotion = {
        code: row.code,
        description: row.description,
        discountBasisPoints: row.discount_basis_points,
        brandId: row.brand_id,
        styleId: row.style_id,
        startsAt: row.starts_at,
        endsAt: row.ends_at,
      };
      return Promise.resolve(promotion);
    },
    commitPlacement(placement) {
      // Synchronous from BEGIN to COMMIT: nothing awaits inside (better-sqlite3). IMMEDIATE takes
      // the write lock up front, so two processes never deadlock upgrading a read lock.
      const run = sqlite.transaction(() => {
        const counter = nextOrderNumber().get();
        if (!counter) throw new Error('The order_number counter is missing.');
        const orderNumber = String(counter.value);
        for (const d of placement.decrements) {
          const changed = decrement().run(d.qty, d.productId, d.warehouseCode, d.qty).changes;
          if (changed !== 1) throw new CommitRefused('stock');
        }
        if (placement.useQuoteNumber !== undefined) {
          const changed = useQuote().run(
            placement.now,
            orderNumber,
            placement.useQuoteNumber,
          ).changes;
          if (changed !== 1) throw new CommitRefused('quote');
        }
        const { records, emails, idempotentAnswer } = placement.build(orderNumber);
        for (const record of records) writer.writeRecord(placement.accountId, record);
        writer.writeEmails(placement.accountId, placement.now, orderNumber, emails);
        if (placement.idempotencyKey) {
          if (!idempotentAnswer) throw new Error('A keyed placement must return its answer.');
          const key = { accountId: placement.accountId, ...placement.idempotencyKey };
          // Still running for this request, or another run of it committed first: nothing here.
          if (!completeKeyedRun(handle, key, idempotentAnswer)) {
            throw new CommitRefused('idempotency');
          }
        }
        return orderNumber;
      });
      try {
        return Promise.resolve({ ok: true as const, orderNumber: run.immediate() });
      } catch (error) {
        if (error instanceof CommitRefused)
          return Promise.resolve({ ok: false as const, reason: error.reason });
        // The CHECK (qty >= 0) backstop caught a decrement the guard let through (a rival write
        // in between): the same outcome as a guard miss — re-plan, then a clean 400, never a 500.
        if (isStockCheckViolation(error))
          return Promise.resolve({ ok: false as const, reason: 'stock' as const });
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    enqueueEmails(accountId, now, emails) {
      sqlite.transaction(() => writer.writeEmails(accountId, now, null, emails))();
      return Promise.resolve();
    },
  };
}
