// PostgreSQL twin of db/sqlite/repositories/webhook-event-writer.ts: webhook messages written
// inside the transaction of the change they announce (the outbox generalised to events).
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { WebhookEvent } from '@/lib/domain/webhooks';
import {
  accountEventMessages,
  stockLowMessages,
  type StockChange,
} from '../../shared/webhook-records';
import type { WebhookEndpointRow, WebhookMessageRow } from '../../shared/rows';
import { crossRefs, products, stock, webhookEndpoints, webhookMessages } from '../schema';
import type { PgTx } from './order-placement-writer';

/** A product's stock moved by `delta` (negative: taken) in this transaction. */
export interface StockDelta {
  productId: number;
  delta: number;
}

/** One message per endpoint of the account subscribed to the event's type. */
export async function writeWebhookEvent(
  tx: PgTx,
  accountId: number,
  event: WebhookEvent,
): Promise<void> {
  const endpoints = await tx
    .select({
      id: webhookEndpoints.id,
      accountId: webhookEndpoints.accountId,
      events: webhookEndpoints.events,
    })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.accountId, accountId));
  const rows = accountEventMessages(endpoints, event);
  if (rows.length > 0) await tx.insert(webhookMessages).values(rows);
}

/**
 * A placement's messages: its events for the account's subscribed endpoints, and stock.low for
 * its decrements. The placement holds stock row locks meanwhile, so the common case (no stock.low
 * endpoint anywhere) costs one round trip: both kinds of endpoint are read in one query.
 */
export async function writePlacementWebhooks(
  tx: PgTx,
  accountId: number,
  events: readonly WebhookEvent[],
  deltas: readonly StockDelta[],
  at: number,
): Promise<void> {
  const endpoints = await tx
    .select()
    .from(webhookEndpoints)
    .where(
      or(eq(webhookEndpoints.accountId, accountId), eq(webhookEndpoints.followsStockLow, true)),
    );
  if (endpoints.length === 0) return;
  const own = endpoints.filter((e) => e.accountId === accountId);
  const rows = events.flatMap((event) => accountEventMessages(own, event));
  rows.push(
    ...(await stockLowRows(
      tx,
      endpoints.filter((e) => e.followsStockLow),
      deltas,
      at,
    )),
  );
  if (rows.length > 0) await tx.insert(webhookMessages).values(rows);
}

/** stock.low for each product whose total crossed an interested endpoint's threshold. */
async function stockLowRows(
  tx: PgTx,
  endpoints: readonly WebhookEndpointRow[],
  deltas: readonly StockDelta[],
  at: number,
): Promise<WebhookMessageRow[]> {
  const moved = deltas.filter((d) => d.delta !== 0);
  if (moved.length === 0 || endpoints.length === 0) return [];
  const productIds = moved.map((d) => d.productId);
  const totals = await tx
    .select({
      productId: products.id,
      sku: products.sku,
      total: sql<string>`coalesce(sum(${stock.qty}), 0)`,
    })
    .from(products)
    .leftJoin(stock, eq(stock.productId, products.id))
    .where(inArray(products.id, productIds))
    .groupBy(products.id, products.sku);
  const refs = await tx
    .select({ accountId: crossRefs.accountId, productId: crossRefs.productId })
    .from(crossRefs)
    .where(
      and(
        inArray(crossRefs.accountId, [...new Set(endpoints.map((e) => e.accountId))]),
        inArray(crossRefs.productId, productIds),
      ),
    );
  return moved.flatMap(({ productId, delta }) => {
    const total = totals.find((t) => t.productId === productId);
    if (!total) return [];
    const after = Number(total.total);
    const change: StockChange = { productId, sku: total.sku, before: after - delta, after };
    const accounts = new Set(refs.filter((r) => r.productId === productId).map((r) => r.accountId));
    return stockLowMessages(endpoints, change, accounts, at);
  });
}
