// Writes the rows of a placed order: one orders row per warehouse record, its lines, and the
// outbox e-mails. Called only inside the placement transaction (order-placement-repository.ts).
import type { OrderRecordWrite, OutboxEmail } from '@/lib/domain/ports/order-placement-repository';
import type { DatabaseHandle } from '../client';
import { lazyStatement } from './prepared';

export function createOrderWriter(handle: DatabaseHandle) {
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

  return { writeRecord, writeEmails };
}
