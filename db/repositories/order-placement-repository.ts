// Reads the snapshot an order is planned from, and writes a planned order in ONE transaction
// (ARCHITECTURE.md invariant 2): order number, one orders row per warehouse, its lines, guarded
// stock decrements, the quote used up, outbox e-mails. No rule is decided here: the plan and the
// records arrive complete; this only refuses to write when stock or the quote moved meanwhile.
import type { PlanProduct, PlanStockCell } from '@/lib/domain/order-plan';
import type {
  OrderPlacementRepository,
  OrderRecordWrite,
  OutboxEmail,
} from '@/lib/domain/ports/order-placement-repository';
import type { Promotion, Quote } from '@/lib/domain/pricing';
import type { DatabaseHandle } from '../client';
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
  constructor(readonly reason: 'stock' | 'quote') {
    super(reason);
  }
}

const digits = /^\d{1,15}$/;

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
  const insertOrder = lazyStatement<Record<string, unknown>[], { id: number }>(
    handle,
    `INSERT INTO orders (guid, order_number, account_id, warehouse_code, po_number, invoice_number,
       ordered_at, expected_delivery_at, order_type, terms, status, delivery_status, dropship,
       shipping_method_code, shipping_carrier, shipping_method, ship_blind, shipping_collect_number,
       tracking_number, ship_to_customer, ship_to_attn, ship_to_address, ship_to_city, ship_to_state,
       ship_to_zip, ship_to_residential, bill_to, bill_attn, bill_address, bill_city, bill_state,
       bill_zip, subtotal_cents, shipping_cents, shipping_saved_cents, tax_cents,
       small_order_fee_cents, total_cents, total_pieces, total_lines, total_weight, total_boxes,
       conveyor_lane, quote_number, promotion_code, payment_profile_id, email_confirmation, is_test,
       cancelled_at, next_event_at)
     VALUES (@guid, @orderNumber, @accountId, @warehouseCode, @poNumber, '', @orderedAt,
       @expectedDeliveryAt, @orderType, @terms, @status, @deliveryStatus, @dropship, @methodCode,
       @carrier, @method, @shipBlind, @collect, '', @shipToCustomer, @shipToAttn, @shipToAddress,
       @shipToCity, @shipToState, @shipToZip, @residential, @billTo, @billAttn, @billAddress,
       @billCity, @billState, @billZip, @subtotal, @shipping, @shippingSaved, @tax, @smallOrderFee,
       @total, @pieces, @lines, @weight, @boxes, @lane, @quoteNumber, @promotionCode,
       @paymentProfileId, @email, @isTest, @cancelledAt, @nextEventAt)
     RETURNING id`,
  );
  const insertLine = lazyStatement<Record<string, unknown>[], unknown>(
    handle,
    `INSERT INTO order_lines (order_id, line_number, type, product_id, sku, gtin, your_sku,
       qty_ordered, qty_shipped, price_cents, brand_name, style_name, title, color_name, size_name,
       returnable, quoted)
     VALUES (@orderId, @lineNumber, @type, @productId, @sku, @gtin, @yourSku, @qtyOrdered, 0,
       @price, @brandName, @styleName, @title, @colorName, @sizeName, @returnable, @quoted)`,
  );
  const insertEmail = lazyStatement<
    [number, string, string | null, string, string, string, string, number],
    unknown
  >(
    handle,
    `INSERT INTO outbox (account_id, kind, order_number, to_address, subject, text_body, html_body,
       created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  function writeRecord(accountId: number, record: OrderRecordWrite): void {
    const v = record.view;
    const bool = (b: boolean) => (b ? 1 : 0);
    const { id } = insertOrder().get({
      guid: v.guid,
      orderNumber: v.orderNumber,
      accountId,
      warehouseCode: v.warehouseAbbr,
      poNumber: v.poNumber,
      orderedAt: v.orderedAt,
      expectedDeliveryAt: v.expectedDeliveryAt ?? null,
      orderType: v.orderType,
      terms: v.terms,
      status: v.orderStatus,
      deliveryStatus: v.deliveryStatus,
      dropship: bool(v.dropship),
      methodCode: record.shippingMethodCode,
      carrier: v.shippingCarrier,
      method: v.shippingMethod,
      shipBlind: bool(v.shipBlind),
      collect: v.shippingCollectNumber,
      shipToCustomer: v.shippingAddress.name,
      shipToAttn: v.shippingAddress.attn,
      shipToAddress: v.shippingAddress.address,
      shipToCity: v.shippingAddress.city,
      shipToState: v.shippingAddress.state,
      shipToZip: v.shippingAddress.zip,
      residential: bool(record.residential),
      billTo: v.billingAddress.name,
      billAttn: v.billingAddress.attn,
      billAddress: v.billingAddress.address,
      billCity: v.billingAddress.city,
      billState: v.billingAddress.state,
      billZip: v.billingAddress.zip,
      subtotal: v.subtotalCents,
      shipping: v.shippingCents,
      shippingSaved: v.shippingSavedCents,
      tax: v.taxCents,
      smallOrderFee: v.smallOrderFeeCents,
      total: v.totalCents,
      pieces: v.totalPieces,
      lines: v.totalLines,
      weight: v.totalWeight,
      boxes: v.totalBoxes,
      lane: v.conveyorLane,
      quoteNumber: v.quoteNumber ?? null,
      promotionCode: v.promotionCode ?? null,
      paymentProfileId: record.paymentProfileId ?? null,
      email: record.emailConfirmation,
      isTest: bool(v.isTest),
      cancelledAt: v.cancelledAt ?? null,
      nextEventAt: record.nextEventAt ?? null,
    })!;
    const meta = new Map(record.lines.map((l) => [l.lineNumber, l]));
    for (const line of v.lines) {
      insertLine().run({
        orderId: id,
        lineNumber: line.lineNumber,
        type: line.type,
        productId: meta.get(line.lineNumber)?.productId ?? line.skuId,
        sku: line.sku,
        gtin: line.gtin,
        yourSku: line.yourSku,
        qtyOrdered: line.qtyOrdered,
        price: line.priceCents,
        brandName: line.brandName,
        styleName: line.styleName,
        title: line.title,
        colorName: line.colorName,
        sizeName: line.sizeName,
        returnable: bool(line.returnable),
        quoted: bool(meta.get(line.lineNumber)?.quoted ?? false),
      });
    }
  }

  function writeEmails(
    accountId: number,
    now: number,
    orderNumber: string | null,
    emails: OutboxEmail[],
  ) {
    for (const e of emails) {
      insertEmail().run(
        accountId,
        e.kind,
        orderNumber,
        e.toAddress,
        e.subject,
        e.textBody,
        e.htmlBody,
        now,
      );
    }
  }

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
        const { records, emails } = placement.build(orderNumber);
        for (const record of records) writeRecord(placement.accountId, record);
        writeEmails(placement.accountId, placement.now, orderNumber, emails);
        return orderNumber;
      });
      try {
        return Promise.resolve({ ok: true as const, orderNumber: run.immediate() });
      } catch (error) {
        if (error instanceof CommitRefused)
          return Promise.resolve({ ok: false as const, reason: error.reason });
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    enqueueEmails(accountId, now, emails) {
      sqlite.transaction(() => writeEmails(accountId, now, null, emails))();
      return Promise.resolve();
    },
  };
}
