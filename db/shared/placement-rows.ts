// Rows -> the snapshot a placement is planned from (products, stock cells, quote, promotion), and
// the outbox rows it writes: shared by both dialects' placement repositories.
import type { PlanProduct, PlanStockCell } from '@/lib/domain/order-plan';
import type { OutboxEmail } from '@/lib/domain/ports/order-placement-repository';
import type { StoredAnswer } from '@/lib/domain/ports/idempotency-repository';
import type { Promotion, Quote } from '@/lib/domain/pricing';
import type { OutboxInsertValues } from './order-insert-columns';
import type { PromotionRow, QuoteRow, StockRow } from './order-row-types';
import type { ProductRow } from './rows';

/** A product joined with what an order line shows of its style, brand and color. */
export type PlanProductRow = Pick<
  ProductRow,
  | 'id'
  | 'sku'
  | 'gtin'
  | 'styleId'
  | 'sizeName'
  | 'caseQty'
  | 'unitWeight'
  | 'piecePriceCents'
  | 'dozenPriceCents'
  | 'casePriceCents'
  | 'salePriceCents'
  | 'saleExpiresAt'
> & {
  brandId: number;
  brandName: string;
  styleName: string;
  title: string;
  colorName: string;
  /** The account's newest cross reference of the sku, if any. */
  yourSku: string | null;
};

export function toPlanProduct(row: PlanProductRow): PlanProduct {
  return {
    productId: row.id,
    sku: row.sku,
    gtin: row.gtin,
    yourSku: row.yourSku ?? '',
    brandId: row.brandId,
    brandName: row.brandName,
    styleId: row.styleId,
    styleName: row.styleName,
    title: row.title,
    colorName: row.colorName,
    sizeName: row.sizeName,
    caseQty: row.caseQty,
    unitWeight: row.unitWeight,
    levels: {
      piecePriceCents: row.piecePriceCents,
      dozenPriceCents: row.dozenPriceCents,
      casePriceCents: row.casePriceCents,
      salePriceCents: row.salePriceCents,
      saleExpiresAt: row.saleExpiresAt,
    },
  };
}

export type PlanStockRow = Pick<
  StockRow,
  'productId' | 'warehouseCode' | 'qty' | 'fullCaseOnly' | 'excludeFreeFreight' | 'returnable'
>;

export function toPlanStockCell(row: PlanStockRow): PlanStockCell {
  return {
    productId: row.productId,
    warehouseCode: row.warehouseCode,
    qty: row.qty,
    fullCaseOnly: row.fullCaseOnly,
    excludeFreeFreight: row.excludeFreeFreight,
    returnable: row.returnable,
  };
}

export type PlanQuoteRow = Pick<
  QuoteRow,
  'id' | 'number' | 'accountId' | 'status' | 'expiresAt' | 'singleUse' | 'minPieces' | 'usedAt'
>;

export function toQuote(
  row: PlanQuoteRow,
  items: readonly { productId: number; priceCents: number }[],
): Quote {
  return {
    number: row.number,
    accountId: row.accountId,
    status: row.status,
    expiresAt: row.expiresAt,
    singleUse: row.singleUse,
    minPieces: row.minPieces,
    usedAt: row.usedAt,
    items: new Map(items.map((i) => [i.productId, i.priceCents])),
  };
}

export function toPromotion(row: PromotionRow): Promotion {
  return {
    code: row.code,
    description: row.description,
    discountBasisPoints: row.discountBasisPoints,
    brandId: row.brandId,
    styleId: row.styleId,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
  };
}

export function outboxInsertsOf(
  accountId: number,
  now: number,
  orderNumber: string | null,
  emails: readonly OutboxEmail[],
): OutboxInsertValues[] {
  return emails.map((e) => ({
    accountId,
    kind: e.kind,
    orderNumber,
    toAddress: e.toAddress,
    subject: e.subject,
    textBody: e.textBody,
    htmlBody: e.htmlBody,
    createdAt: now,
  }));
}

/**
 * The idempotency row's response columns for an answer. The body column holds the content type
 * too, as the idempotency repository reads it back: a replay must answer byte for byte.
 */
export function storedAnswerColumns(answer: StoredAnswer): {
  responseStatus: number;
  responseBody: string;
} {
  return {
    responseStatus: answer.status,
    responseBody: JSON.stringify({ contentType: answer.contentType, body: answer.body }),
  };
}
