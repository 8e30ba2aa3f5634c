// A history of orders for both demo accounts, in every state the lifecycle knows (In Progress
// before and after invoicing, Shipped in transit / out for delivery / delivered, will-call
// Completed and Picked Up, Cancelled), spread over the four months before `now`. Rows are written
// the way placeOrder and advanceOrders write them: one record per warehouse sharing the order
// number, lines priced from the catalog with the account's tier, numbers from the counters, and
// `next_event_at` set on unfinished records so the lifecycle simulator moves them on.
import { randomUUID } from 'node:crypto';
import { shippingServices } from '@/lib/domain/freight';
import { trackingNumberFor } from '@/lib/domain/order-progress';
import {
  boxCount,
  conveyorLane,
  recordTotals,
  smallOrderFeeCents,
} from '@/lib/domain/order-totals';
import { accountUnitCents } from '@/lib/domain/pricing';
import type { DatabaseHandle } from '../sqlite/client';
import { scenarios, shipTos, type Stage } from './order-history-scenarios';
import { Random } from './random';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface CandidateRow {
  product_id: number;
  warehouse_code: string;
  returnable: number;
  sku: string;
  gtin: string;
  case_qty: number;
  unit_weight: number;
  piece_price_cents: number;
  dozen_price_cents: number;
  case_price_cents: number;
  sale_price_cents: number | null;
  sale_expires_at: number | null;
  brand_id: number;
  style_id: number;
  brand_name: string;
  style_name: string;
  title: string;
  color_name: string;
  size_name: string;
}

interface AccountRow {
  id: number;
  company_name: string;
  terms: string;
  ship_blind_default: number;
  discount_basis_points: number;
  tax_exempt: number;
  shipping_collect_number: string;
  bill_to: string;
  bill_attn: string;
  bill_address: string;
  bill_city: string;
  bill_state: string;
  bill_zip: string;
}

export function seedOrderHistory(
  handle: DatabaseHandle,
  options: { seed: number; now: number },
): void {
  const { sqlite } = handle;
  const candidates = sqlite
    .prepare<[], CandidateRow>(
      `SELECT st.product_id, st.warehouse_code, st.returnable, p.sku, p.gtin, p.case_qty,
              p.unit_weight, p.piece_price_cents, p.dozen_price_cents, p.case_price_cents,
              p.sale_price_cents, p.sale_expires_at, s.brand_id, p.style_id, b.name AS brand_name,
              s.style_name, s.title, c.color_name, p.size_name
         FROM stock st JOIN products p ON p.id = st.product_id JOIN styles s ON s.id = p.style_id
         JOIN brands b ON b.id = s.brand_id JOIN style_colors c ON c.id = p.style_color_id
        WHERE st.qty > 0 AND st.warehouse_code <> 'DS' AND p.id <= 2000
        ORDER BY p.id, st.warehouse_code`,
    )
    .all();
  // Without a catalog there is nothing to have ordered.
  if (candidates.length === 0) return;
  const byWarehouse = new Map<string, CandidateRow[]>();
  for (const row of candidates) {
    const list = byWarehouse.get(row.warehouse_code) ?? [];
    list.push(row);
    byWarehouse.set(row.warehouse_code, list);
  }
  const warehouses = [...byWarehouse.keys()].filter((w) => (byWarehouse.get(w)?.length ?? 0) >= 4);
  const accounts = sqlite
    .prepare<[], AccountRow>(
      `SELECT a.*, t.discount_basis_points FROM accounts a JOIN price_tiers t ON t.id = a.price_tier_id
        WHERE a.id IN (1, 2) ORDER BY a.id`,
    )
    .all();
  const nextCounter = sqlite.prepare<[string], { value: number }>(
    'UPDATE counters SET value = value + 1 WHERE name = ? RETURNING value',
  );
  const insertOrder = sqlite.prepare<Record<string, unknown>[], { id: number }>(
    `INSERT INTO orders (guid, order_number, account_id, warehouse_code, po_number, invoice_number,
       ordered_at, invoiced_at, shipped_at, expected_delivery_at, order_type, terms, status,
       delivery_status, dropship, shipping_method_code, shipping_carrier, shipping_method, ship_blind,
       shipping_collect_number, tracking_number, ship_to_customer, ship_to_attn, ship_to_address,
       ship_to_city, ship_to_state, ship_to_zip, ship_to_residential, bill_to, bill_attn,
       bill_address, bill_city, bill_state, bill_zip, subtotal_cents, shipping_cents,
       shipping_saved_cents, tax_cents, small_order_fee_cents, total_cents, total_pieces,
       total_lines, total_weight, total_boxes, conveyor_lane, email_confirmation, cancelled_at,
       next_event_at)
     VALUES (@guid, @orderNumber, @accountId, @warehouse, @poNumber, @invoiceNumber, @orderedAt,
       @invoicedAt, @shippedAt, @expectedDeliveryAt, @orderType, @terms, @status, @deliveryStatus,
       0, @methodCode, @carrier, @method, @shipBlind, @collect, @tracking, @customer, @attn,
       @address, @city, @state, @zip, 0, @billTo, @billAttn, @billAddress, @billCity, @billState,
       @billZip, @subtotal, @shipping, @shippingSaved, @tax, @smallOrderFee, @total, @pieces,
       @lines, @weight, @boxes, @lane, '', @cancelledAt, @nextEventAt)
     RETURNING id`,
  );
  const insertLine = sqlite.prepare<Record<string, unknown>[], unknown>(
    `INSERT INTO order_lines (order_id, line_number, type, product_id, sku, gtin, your_sku,
       qty_ordered, qty_shipped, price_cents, brand_name, style_name, title, color_name, size_name,
       returnable)
     VALUES (@orderId, @lineNumber, 'S', @productId, @sku, @gtin, '', @qty, @qtyShipped, @price,
       @brandName, @styleName, @title, @colorName, @sizeName, @returnable)`,
  );

  sqlite.transaction(() => {
    for (const account of accounts) {
      const random = new Random(options.seed * 1000 + account.id);
      // Oldest first, so order and invoice numbers grow with time as they do in production.
      for (const [index, scenario] of [...scenarios].reverse().entries()) {
        const orderedAt =
          options.now - scenario.ageHours * HOUR - random.int(0, 40) * 60_000 - 60_000;
        const orderNumber = String(nextCounter.get('order_number')!.value);
        const shipTo = random.pick(shipTos[account.id] ?? shipTos[1]!);
        const service = shippingServices[scenario.method] ?? shippingServices['1']!;
        const poNumber = random.chance(0.8) ? `PO-${account.id}${String(4100 + index * 7)}` : '';
        const chosen = random.sample(warehouses, scenario.warehouses);
        const plans = chosen.map((warehouse) => {
          const pool = byWarehouse.get(warehouse) ?? [];
          const picks = random.sample(pool.slice(0, 400), random.int(1, 4));
          return {
            warehouse,
            lines: picks.map((p) => {
              const qty = random.pick([6, 12, 12, 24, 36, 48, 72]);
              const unit = accountUnitCents(
                {
                  levels: {
                    piecePriceCents: p.piece_price_cents,
                    dozenPriceCents: p.dozen_price_cents,
                    casePriceCents: p.case_price_cents,
                    salePriceCents: p.sale_price_cents,
                    saleExpiresAt: p.sale_expires_at,
                  },
                  caseQty: p.case_qty,
                },
                qty,
                account.discount_basis_points,
                orderedAt,
              );
              return {
                product: p,
                qty,
                unitCents: unit,
                unitWeight: p.unit_weight,
                caseQty: p.case_qty,
              };
            }),
          };
        });
        const placementMerchandise = plans
          .flatMap((plan) => plan.lines)
          .reduce((sum, line) => sum + line.qty * line.unitCents, 0);
        for (const [recordIndex, plan] of plans.entries()) {
          writeRecord(plan, recordIndex);
        }

        function writeRecord(plan: (typeof plans)[number], recordIndex: number): void {
          const pickup = service.kind === 'pickup';
          const merchandise = plan.lines.reduce((sum, l) => sum + l.qty * l.unitCents, 0);
          const pounds = plan.lines.reduce((sum, l) => sum + l.qty * l.unitWeight, 0);
          const carrierCost = pickup
            ? 0
            : Math.round((1050 + 55 * Math.ceil(pounds)) * (service.factor || 1));
          const shipping =
            pickup || (service.kind === 'ground' && merchandise > 20_000) ? 0 : carrierCost;
          const totals = recordTotals({
            lines: plan.lines,
            shippingCents: shipping,
            shippingSavedCents: carrierCost - shipping,
            smallOrderFeeCents: recordIndex === 0 ? smallOrderFeeCents(placementMerchandise) : 0,
            shipToState: shipTo.state,
            taxExempt: account.tax_exempt === 1,
          });
          const stage = scenario.stage;
          const invoiced = stage !== 'placed' && stage !== 'cancelled';
          const shipped = [
            'in-transit',
            'out-for-delivery',
            'delivered',
            'ready-for-pickup',
            'picked-up',
          ].includes(stage);
          const invoicedAt = invoiced ? orderedAt + 60_000 : null;
          const shippedAt = shipped ? orderedAt + random.int(3, 20) * HOUR : null;
          const transitDays = pickup ? 0 : (service.maxDays ?? random.int(2, 4));
          const status =
            stage === 'cancelled'
              ? 'Cancelled'
              : stage === 'ready-for-pickup' || stage === 'picked-up'
                ? 'Completed'
                : shipped
                  ? 'Shipped'
                  : 'In Progress';
          const deliveryStatus: Record<Stage, string> = {
            placed: '',
            invoiced: '',
            cancelled: '',
            'ready-for-pickup': '',
            'in-transit': 'Shipped - In Transit',
            'out-for-delivery': 'Shipped - Out For Delivery',
            delivered: 'Shipped - Delivered',
            'picked-up': 'Picked Up',
          };
          const unfinished = !['delivered', 'picked-up', 'cancelled'].includes(stage);
          const { id } = insertOrder.get({
            guid: randomUUID(),
            orderNumber,
            accountId: account.id,
            warehouse: plan.warehouse,
            poNumber,
            invoiceNumber: invoiced ? String(nextCounter.get('invoice_number')!.value) : '',
            orderedAt,
            invoicedAt,
            shippedAt,
            expectedDeliveryAt: orderedAt + Math.max(1, transitDays) * DAY,
            orderType: random.chance(0.6) ? 'API' : 'Web',
            terms: account.terms,
            status,
            deliveryStatus: deliveryStatus[stage],
            methodCode: scenario.method,
            carrier: service.carrier,
            method: service.label,
            shipBlind: account.ship_blind_default,
            collect: account.shipping_collect_number,
            tracking:
              shipped && !pickup
                ? trackingNumberFor(service.carrier, (orderedAt % 100_000) + recordIndex)
                : '',
            ...shipTo,
            billTo: account.bill_to,
            billAttn: account.bill_attn,
            billAddress: account.bill_address,
            billCity: account.bill_city,
            billState: account.bill_state,
            billZip: account.bill_zip,
            subtotal: totals.subtotalCents,
            shipping: totals.shippingCents,
            shippingSaved: totals.shippingSavedCents,
            tax: totals.taxCents,
            smallOrderFee: totals.smallOrderFeeCents,
            total: totals.totalCents,
            pieces: totals.totalPieces,
            lines: totals.totalLines,
            weight: totals.totalWeight,
            boxes: boxCount(plan.lines),
            lane: conveyorLane(
              plan.lines.map((l) => l.product.product_id),
              totals.totalBoxes,
              { ltl: false, pickup },
            ),
            cancelledAt: stage === 'cancelled' ? orderedAt + random.int(2, 8) * 60_000 : null,
            // Unfinished records move on by themselves once the simulator runs.
            nextEventAt: unfinished ? options.now + random.int(5, 60) * 60_000 : null,
          })!;
          for (const [lineIndex, line] of plan.lines.entries()) {
            const p = line.product;
            insertLine.run({
              orderId: id,
              lineNumber: lineIndex + 1,
              productId: p.product_id,
              sku: p.sku,
              gtin: p.gtin,
              qty: line.qty,
              qtyShipped: shipped ? line.qty : 0,
              price: line.unitCents,
              brandName: p.brand_name,
              styleName: p.style_name,
              title: p.title,
              colorName: p.color_name,
              sizeName: p.size_name,
              returnable: p.returnable,
            });
          }
        }
      }
    }
  })();
}
