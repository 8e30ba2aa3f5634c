// Order rows -> OrderView: the one mapping of stored orders to the domain's read model.
import type { OrderLineView, OrderStatus, OrderView } from '@/lib/domain/orders';
import type { DatabaseHandle } from '../client';
import { lazyStatement } from './prepared';

export interface OrderRow {
  id: number;
  guid: string;
  order_number: string;
  warehouse_code: string;
  po_number: string;
  invoice_number: string;
  ordered_at: number;
  invoiced_at: number | null;
  shipped_at: number | null;
  expected_delivery_at: number | null;
  order_type: string;
  terms: string;
  status: string;
  delivery_status: string;
  dropship: number;
  shipping_carrier: string;
  shipping_method: string;
  ship_blind: number;
  shipping_collect_number: string;
  tracking_number: string;
  ship_to_customer: string;
  ship_to_attn: string;
  ship_to_address: string;
  ship_to_city: string;
  ship_to_state: string;
  ship_to_zip: string;
  bill_to: string;
  bill_attn: string;
  bill_address: string;
  bill_city: string;
  bill_state: string;
  bill_zip: string;
  subtotal_cents: number;
  shipping_cents: number;
  shipping_saved_cents: number;
  cod_cents: number;
  tax_cents: number;
  lost_cash_discount_cents: number;
  small_order_fee_cents: number;
  cupon_discount_cents: number;
  sample_discount_cents: number;
  set_up_fee_cents: number;
  restock_fee_cents: number;
  debit_credit_cents: number;
  total_cents: number;
  total_pieces: number;
  total_lines: number;
  total_weight: number;
  total_boxes: number;
  conveyor_lane: string;
  quote_number: string | null;
  promotion_code: string | null;
  is_test: number;
  cancelled_at: number | null;
  company_name: string;
  customer_number: string;
}

interface LineRow {
  order_id: number;
  line_number: number;
  type: string;
  product_id: number;
  sku: string;
  gtin: string;
  your_sku: string;
  qty_ordered: number;
  qty_shipped: number;
  price_cents: number;
  brand_name: string;
  style_name: string;
  title: string;
  color_name: string;
  size_name: string;
  returnable: number;
}

/** `o` = orders, `a` = accounts, `w` = warehouses. */
export const ORDER_FROM = `FROM orders o JOIN accounts a ON a.id = o.account_id
  JOIN warehouses w ON w.code = o.warehouse_code`;
export const ORDER_SELECT = `SELECT o.*, a.company_name, a.number AS customer_number ${ORDER_FROM}`;
export const ORDER_SORT = 'ORDER BY o.ordered_at DESC, o.order_number DESC, w.sort_order, o.id';

const optional = (value: number | null) => (value === null ? undefined : value);

function toView(row: OrderRow, lines: OrderLineView[]): OrderView {
  return {
    guid: row.guid,
    companyName: row.company_name,
    warehouseAbbr: row.warehouse_code,
    orderNumber: row.order_number,
    invoiceNumber: row.invoice_number,
    poNumber: row.po_number,
    customerNumber: row.customer_number,
    orderedAt: row.ordered_at,
    shippedAt: optional(row.shipped_at),
    invoicedAt: optional(row.invoiced_at),
    expectedDeliveryAt: optional(row.expected_delivery_at),
    orderType: row.order_type,
    terms: row.terms,
    orderStatus: row.status as OrderStatus,
    dropship: row.dropship === 1,
    shippingCarrier: row.shipping_carrier,
    shippingMethod: row.shipping_method,
    shipBlind: row.ship_blind === 1,
    shippingCollectNumber: row.shipping_collect_number,
    trackingNumber: row.tracking_number,
    shippingAddress: {
      name: row.ship_to_customer,
      attn: row.ship_to_attn,
      address: row.ship_to_address,
      city: row.ship_to_city,
      state: row.ship_to_state,
      zip: row.ship_to_zip,
    },
    billingAddress: {
      name: row.bill_to,
      attn: row.bill_attn,
      address: row.bill_address,
      city: row.bill_city,
      state: row.bill_state,
      zip: row.bill_zip,
    },
    subtotalCents: row.subtotal_cents,
    shippingCents: row.shipping_cents,
    shippingSavedCents: row.shipping_saved_cents,
    codCents: row.cod_cents,
    taxCents: row.tax_cents,
    lostCashDiscountCents: row.lost_cash_discount_cents,
    smallOrderFeeCents: row.small_order_fee_cents,
    cuponDiscountCents: row.cupon_discount_cents,
    sampleDiscountCents: row.sample_discount_cents,
    setUpFeeCents: row.set_up_fee_cents,
    restockFeeCents: row.restock_fee_cents,
    debitCreditCents: row.debit_credit_cents,
    totalCents: row.total_cents,
    totalPieces: row.total_pieces,
    totalLines: row.total_lines,
    totalWeight: row.total_weight,
    totalBoxes: row.total_boxes,
    deliveryStatus: row.delivery_status,
    conveyorLane: row.conveyor_lane,
    quoteNumber: row.quote_number ?? undefined,
    promotionCode: row.promotion_code ?? undefined,
    isTest: row.is_test === 1,
    cancelledAt: optional(row.cancelled_at),
    lines,
  };
}

function toLine(row: LineRow): OrderLineView {
  return {
    lineNumber: row.line_number,
    type: row.type === 'NS' ? 'NS' : 'S',
    skuId: row.product_id,
    sku: row.sku,
    gtin: row.gtin,
    yourSku: row.your_sku,
    qtyOrdered: row.qty_ordered,
    qtyShipped: row.qty_shipped,
    priceCents: row.price_cents,
    brandName: row.brand_name,
    styleName: row.style_name,
    title: row.title,
    colorName: row.color_name,
    sizeName: row.size_name,
    returnable: row.returnable === 1,
  };
}

const LINE_CHUNK = 500;

/**
 * Loads the lines of the rows (in chunks, one query each) and builds the views. yourSku is the
 * account's current cross reference of the sku (the one ordered by, while it exists), so a rename
 * shows everywhere; once none exists, the name stored at placement.
 */
export function createOrderViewBuilder(
  handle: DatabaseHandle,
): (rows: readonly OrderRow[]) => OrderView[] {
  const linesOf = lazyStatement<[string], LineRow>(
    handle,
    `SELECT l.order_id, l.line_number, l.type, l.product_id, l.sku, l.gtin,
                coalesce((SELECT x.your_sku FROM cross_refs x
                           WHERE x.account_id = o.account_id AND x.product_id = l.product_id
                           ORDER BY x.your_sku = l.your_sku DESC, x.updated_at DESC, x.your_sku
                           LIMIT 1), l.your_sku) AS your_sku,
                l.qty_ordered, l.qty_shipped, l.price_cents, l.brand_name, l.style_name, l.title,
                l.color_name, l.size_name, l.returnable
           FROM order_lines l JOIN orders o ON o.id = l.order_id
          WHERE l.order_id IN (SELECT value FROM json_each(?))
          ORDER BY l.order_id, l.line_number`,
  );
  return (rows) => {
    const byOrder = new Map<number, OrderLineView[]>();
    for (let i = 0; i < rows.length; i += LINE_CHUNK) {
      const ids = rows.slice(i, i + LINE_CHUNK).map((r) => r.id);
      for (const line of linesOf().all(JSON.stringify(ids))) {
        const list = byOrder.get(line.order_id) ?? [];
        list.push(toLine(line));
        byOrder.set(line.order_id, list);
      }
    }
    return rows.map((row) => toView(row, byOrder.get(row.id) ?? []));
  };
}
