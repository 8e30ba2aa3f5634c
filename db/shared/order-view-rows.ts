// Stored order rows <-> the domain's OrderView: the one mapping both dialects use to read orders
// back, and to turn a planned record into the rows the placement inserts.
import type { OrderLineView, OrderStatus, OrderView } from '@/lib/domain/orders';
import type { OrderRecordWrite } from '@/lib/domain/ports/order-placement-repository';
import type { OrderInsertValues, OrderLineInsertValues } from './order-insert-columns';
import type { OrderLineRow, OrderRow } from './order-row-types';

/** An order row as listings read it: the record plus the account's name and number. */
export interface OrderViewRow {
  order: OrderRow;
  companyName: string;
  customerNumber: string;
}

/** A line as listings read it; yourSku is already the account's current cross reference. */
export type OrderLineViewRow = Omit<OrderLineRow, 'quoted'>;

const optional = (value: number | null) => (value === null ? undefined : value);

export function toOrderView(row: OrderViewRow, lines: OrderLineView[]): OrderView {
  const o = row.order;
  return {
    guid: o.guid,
    companyName: row.companyName,
    warehouseAbbr: o.warehouseCode,
    orderNumber: o.orderNumber,
    invoiceNumber: o.invoiceNumber,
    poNumber: o.poNumber,
    customerNumber: row.customerNumber,
    orderedAt: o.orderedAt,
    shippedAt: optional(o.shippedAt),
    invoicedAt: optional(o.invoicedAt),
    expectedDeliveryAt: optional(o.expectedDeliveryAt),
    ...(o.shipByDate !== null ? { shipByDate: o.shipByDate } : {}),
    orderType: o.orderType,
    terms: o.terms,
    orderStatus: o.status as OrderStatus,
    dropship: o.dropship,
    shippingCarrier: o.shippingCarrier,
    shippingMethod: o.shippingMethod,
    shipBlind: o.shipBlind,
    shippingCollectNumber: o.shippingCollectNumber,
    trackingNumber: o.trackingNumber,
    shippingAddress: {
      name: o.shipToCustomer,
      attn: o.shipToAttn,
      address: o.shipToAddress,
      city: o.shipToCity,
      state: o.shipToState,
      zip: o.shipToZip,
    },
    billingAddress: {
      name: o.billTo,
      attn: o.billAttn,
      address: o.billAddress,
      city: o.billCity,
      state: o.billState,
      zip: o.billZip,
    },
    subtotalCents: o.subtotalCents,
    shippingCents: o.shippingCents,
    shippingSavedCents: o.shippingSavedCents,
    codCents: o.codCents,
    taxCents: o.taxCents,
    lostCashDiscountCents: o.lostCashDiscountCents,
    smallOrderFeeCents: o.smallOrderFeeCents,
    cuponDiscountCents: o.cuponDiscountCents,
    sampleDiscountCents: o.sampleDiscountCents,
    setUpFeeCents: o.setUpFeeCents,
    restockFeeCents: o.restockFeeCents,
    debitCreditCents: o.debitCreditCents,
    totalCents: o.totalCents,
    totalPieces: o.totalPieces,
    totalLines: o.totalLines,
    totalWeight: o.totalWeight,
    totalBoxes: o.totalBoxes,
    deliveryStatus: o.deliveryStatus,
    conveyorLane: o.conveyorLane,
    quoteNumber: o.quoteNumber ?? undefined,
    promotionCode: o.promotionCode ?? undefined,
    isTest: o.isTest,
    cancelledAt: optional(o.cancelledAt),
    lines,
  };
}

export function toOrderLineView(row: OrderLineViewRow): OrderLineView {
  return {
    lineNumber: row.lineNumber,
    type: row.type === 'NS' ? 'NS' : 'S',
    skuId: row.productId,
    sku: row.sku,
    gtin: row.gtin,
    yourSku: row.yourSku,
    qtyOrdered: row.qtyOrdered,
    qtyShipped: row.qtyShipped,
    priceCents: row.priceCents,
    brandName: row.brandName,
    styleName: row.styleName,
    title: row.title,
    colorName: row.colorName,
    sizeName: row.sizeName,
    returnable: row.returnable,
  };
}

/** Groups lines by order id and builds the views in the rows' order. */
export function toOrderViews(
  rows: readonly OrderViewRow[],
  lines: readonly OrderLineViewRow[],
): OrderView[] {
  const byOrder = new Map<number, OrderLineView[]>();
  for (const line of lines) {
    const list = byOrder.get(line.orderId) ?? [];
    list.push(toOrderLineView(line));
    byOrder.set(line.orderId, list);
  }
  return rows.map((row) => toOrderView(row, byOrder.get(row.order.id) ?? []));
}

/** The orders row of a planned record; the invoice number is assigned later by the lifecycle. */
export function orderInsertOf(accountId: number, record: OrderRecordWrite): OrderInsertValues {
  const v = record.view;
  return {
    guid: v.guid,
    orderNumber: v.orderNumber,
    accountId,
    warehouseCode: v.warehouseAbbr,
    poNumber: v.poNumber,
    invoiceNumber: '',
    orderedAt: v.orderedAt,
    expectedDeliveryAt: v.expectedDeliveryAt ?? null,
    shipByDate: v.shipByDate ?? null,
    orderType: v.orderType,
    terms: v.terms,
    status: v.orderStatus,
    deliveryStatus: v.deliveryStatus,
    dropship: v.dropship,
    shippingMethodCode: record.shippingMethodCode,
    shippingCarrier: v.shippingCarrier,
    shippingMethod: v.shippingMethod,
    shipBlind: v.shipBlind,
    shippingCollectNumber: v.shippingCollectNumber,
    trackingNumber: '',
    shipToCustomer: v.shippingAddress.name,
    shipToAttn: v.shippingAddress.attn,
    shipToAddress: v.shippingAddress.address,
    shipToCity: v.shippingAddress.city,
    shipToState: v.shippingAddress.state,
    shipToZip: v.shippingAddress.zip,
    shipToResidential: record.residential,
    billTo: v.billingAddress.name,
    billAttn: v.billingAddress.attn,
    billAddress: v.billingAddress.address,
    billCity: v.billingAddress.city,
    billState: v.billingAddress.state,
    billZip: v.billingAddress.zip,
    subtotalCents: v.subtotalCents,
    shippingCents: v.shippingCents,
    shippingSavedCents: v.shippingSavedCents,
    taxCents: v.taxCents,
    smallOrderFeeCents: v.smallOrderFeeCents,
    totalCents: v.totalCents,
    totalPieces: v.totalPieces,
    totalLines: v.totalLines,
    totalWeight: v.totalWeight,
    totalBoxes: v.totalBoxes,
    conveyorLane: v.conveyorLane,
    quoteNumber: v.quoteNumber ?? null,
    promotionCode: v.promotionCode ?? null,
    paymentProfileId: record.paymentProfileId ?? null,
    emailConfirmation: record.emailConfirmation,
    isTest: v.isTest,
    cancelledAt: v.cancelledAt ?? null,
    nextEventAt: record.nextEventAt ?? null,
  };
}

/** The order_lines rows of a planned record, once its orders row has an id. */
export function orderLineInsertsOf(
  orderId: number,
  record: OrderRecordWrite,
): OrderLineInsertValues[] {
  const meta = new Map(record.lines.map((l) => [l.lineNumber, l]));
  return record.view.lines.map((line) => ({
    orderId,
    lineNumber: line.lineNumber,
    type: line.type,
    productId: meta.get(line.lineNumber)?.productId ?? line.skuId,
    sku: line.sku,
    gtin: line.gtin,
    yourSku: line.yourSku,
    qtyOrdered: line.qtyOrdered,
    qtyShipped: 0,
    priceCents: line.priceCents,
    brandName: line.brandName,
    styleName: line.styleName,
    title: line.title,
    colorName: line.colorName,
    sizeName: line.sizeName,
    returnable: line.returnable,
    quoted: meta.get(line.lineNumber)?.quoted ?? false,
  }));
}
