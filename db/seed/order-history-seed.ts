// A history of orders for both demo accounts, in every state the lifecycle knows (In Progress
// before and after invoicing, Shipped in transit / out for delivery / delivered, will-call
// Completed and Picked Up, Cancelled), spread over the four months before `now`. Rows are written
// the way placeOrder and advanceOrders write them: one record per warehouse sharing the order
// number, lines priced from the catalog with the account's tier, numbers from the counters, and
// `next_event_at` set on unfinished records so the lifecycle simulator moves them on. Numbers are
// handed out here, after the seed's starting numbers; the caller continues the counters
// (SQLite) or sequences (PostgreSQL) after the last one.
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
import { scenarios, shipTos, type Stage } from './order-history-scenarios';
import { Random } from './random';
import { demoAccounts, priceTierRows } from './reference-data';
import type { CatalogFacts, OrderableCell } from './seed-catalog';
import { rowsOf, type SeedBatch, type SeedNumbers, type SeedRow } from './seed-rows';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface OrderHistory {
  batch: SeedBatch;
  numbers: SeedNumbers;
}

export function orderHistoryRows(
  catalog: CatalogFacts,
  options: { seed: number; now: number },
  start: SeedNumbers,
): OrderHistory {
  const numbers = { ...start };
  const orders: SeedRow<'orders'>[] = [];
  const orderLines: SeedRow<'orderLines'>[] = [];
  const history = (): OrderHistory => ({
    batch: [rowsOf('orders', orders), rowsOf('orderLines', orderLines)],
    numbers,
  });
  // Without a catalog there is nothing to have ordered.
  if (catalog.orderableCells.length === 0) return history();
  const byWarehouse = new Map<string, OrderableCell[]>();
  for (const row of catalog.orderableCells) {
    const list = byWarehouse.get(row.warehouseCode) ?? [];
    list.push(row);
    byWarehouse.set(row.warehouseCode, list);
  }
  const warehouses = [...byWarehouse.keys()].filter((w) => (byWarehouse.get(w)?.length ?? 0) >= 4);
  const accounts = demoAccounts.map(({ account }) => ({
    ...account,
    discountBasisPoints:
      priceTierRows.find((tier) => tier.id === account.priceTierId)?.discountBasisPoints ?? 0,
  }));
  const nextOrderNumber = () => String((numbers.lastOrderNumber += 1));
  const nextInvoiceNumber = () => String((numbers.lastInvoiceNumber += 1));

  for (const account of accounts) {
    const random = new Random(options.seed * 1000 + account.id);
    // Oldest first, so order and invoice numbers grow with time as they do in production.
    for (const [index, scenario] of [...scenarios].reverse().entries()) {
      const orderedAt =
        options.now - scenario.ageHours * HOUR - random.int(0, 40) * 60_000 - 60_000;
      const orderNumber = nextOrderNumber();
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
                  piecePriceCents: p.piecePriceCents,
                  dozenPriceCents: p.dozenPriceCents,
                  casePriceCents: p.casePriceCents,
                  salePriceCents: p.salePriceCents,
                  saleExpiresAt: p.saleExpiresAt,
                },
                caseQty: p.caseQty,
              },
              qty,
              account.discountBasisPoints,
              orderedAt,
            );
            return {
              product: p,
              qty,
              unitCents: unit,
              unitWeight: p.unitWeight,
              caseQty: p.caseQty,
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
          taxExempt: account.taxExempt,
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
        const id = orders.length + 1;
        orders.push({
          id,
          guid: randomUUID(),
          orderNumber,
          accountId: account.id,
          warehouseCode: plan.warehouse,
          poNumber,
          invoiceNumber: invoiced ? nextInvoiceNumber() : '',
          orderedAt,
          invoicedAt,
          shippedAt,
          expectedDeliveryAt: orderedAt + Math.max(1, transitDays) * DAY,
          orderType: random.chance(0.6) ? 'API' : 'Web',
          terms: account.terms,
          status,
          deliveryStatus: deliveryStatus[stage],
          dropship: false,
          shippingMethodCode: scenario.method,
          shippingCarrier: service.carrier,
          shippingMethod: service.label,
          shipBlind: account.shipBlindDefault,
          shippingCollectNumber: account.shippingCollectNumber,
          trackingNumber:
            shipped && !pickup
              ? trackingNumberFor(service.carrier, (orderedAt % 100_000) + recordIndex)
              : '',
          shipToCustomer: shipTo.customer,
          shipToAttn: shipTo.attn,
          shipToAddress: shipTo.address,
          shipToCity: shipTo.city,
          shipToState: shipTo.state,
          shipToZip: shipTo.zip,
          shipToResidential: false,
          billTo: account.billTo,
          billAttn: account.billAttn,
          billAddress: account.billAddress,
          billCity: account.billCity,
          billState: account.billState,
          billZip: account.billZip,
          subtotalCents: totals.subtotalCents,
          shippingCents: totals.shippingCents,
          shippingSavedCents: totals.shippingSavedCents,
          taxCents: totals.taxCents,
          smallOrderFeeCents: totals.smallOrderFeeCents,
          totalCents: totals.totalCents,
          totalPieces: totals.totalPieces,
          totalLines: totals.totalLines,
          totalWeight: totals.totalWeight,
          totalBoxes: boxCount(plan.lines),
          conveyorLane: conveyorLane(
            plan.lines.map((l) => l.product.productId),
            totals.totalBoxes,
            { ltl: false, pickup },
          ),
          emailConfirmation: '',
          cancelledAt: stage === 'cancelled' ? orderedAt + random.int(2, 8) * 60_000 : null,
          // Unfinished records move on by themselves once the simulator runs.
          nextEventAt: unfinished ? options.now + random.int(5, 60) * 60_000 : null,
        });
        for (const [lineIndex, line] of plan.lines.entries()) {
          const p = line.product;
          orderLines.push({
            orderId: id,
            lineNumber: lineIndex + 1,
            type: 'S',
            productId: p.productId,
            sku: p.sku,
            gtin: p.gtin,
            yourSku: '',
            qtyOrdered: line.qty,
            qtyShipped: shipped ? line.qty : 0,
            priceCents: line.unitCents,
            brandName: p.brandName,
            styleName: p.styleName,
            title: p.title,
            colorName: p.colorName,
            sizeName: p.sizeName,
            returnable: p.returnable,
          });
        }
      }
    }
  }
  return history();
}
