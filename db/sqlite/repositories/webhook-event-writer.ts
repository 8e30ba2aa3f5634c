// Writes webhook messages inside the transaction of the change they announce (the outbox
// generalised from e-mails to events): synchronous, like every better-sqlite3 transaction body.
import { and, eq, sql } from 'drizzle-orm';
import type { WebhookEvent } from '@/lib/domain/webhooks';
import { lazy } from '../../shared/lazy';
import { accountEventMessages, stockLowMessages } from '../../shared/webhook-records';
import type { DatabaseHandle } from '../client';
import { crossRefs, products, stock, webhookEndpoints, webhookMessages } from '../schema';

/** A product's stock moved by `delta` (negative: taken) in this transaction. */
export interface StockDelta {
  productId: number;
  delta: number;
}

export type SqliteWebhookEventWriter = ReturnType<typeof createWebhookEventWriter>;

export function createWebhookEventWriter({ db }: DatabaseHandle) {
  const placeholder = sql.placeholder;
  const endpointsOfAccount = lazy(() =>
    db
      .select({
        id: webhookEndpoints.id,
        accountId: webhookEndpoints.accountId,
        events: webhookEndpoints.events,
      })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.accountId, placeholder('accountId')))
      .prepare(),
  );
  const stockLowEndpoints = lazy(() =>
    db
      .select({
        id: webhookEndpoints.id,
        accountId: webhookEndpoints.accountId,
        skus: webhookEndpoints.skus,
        stockLowThreshold: webhookEndpoints.stockLowThreshold,
      })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.followsStockLow, true))
      .prepare(),
  );
  const crossReferenced = lazy(() =>
    db
      .select({ accountId: crossRefs.accountId })
      .from(crossRefs)
      .where(
        and(
          eq(crossRefs.accountId, placeholder('accountId')),
          eq(crossRefs.productId, placeholder('productId')),
        ),
      )
      .limit(1)
      .prepare(),
  );
  const productTotal = lazy(() =>
    db
      .select({ sku: products.sku, total: sql<number>`coalesce(sum(${stock.qty}), 0)` })
      .from(products)
      .leftJoin(stock, eq(stock.productId, products.id))
      .where(eq(products.id, placeholder('productId')))
      .groupBy(products.id)
      .prepare(),
  );

  function insertAll(rows: ReturnType<typeof accountEventMessages>): void {
    if (rows.length > 0) db.insert(webhookMessages).values(rows).run();
  }

  /** One message per endpoint of the account subscribed to the event's type. */
  function writeEvent(accountId: number, event: WebhookEvent): void {
    const endpoints = endpointsOfAccount().all({ accountId });
    if (endpoints.length > 0) insertAll(accountEventMessages(endpoints, event));
  }

  /** stock.low for each product whose total crossed an interested endpoint's threshold. */
  function writeStockLow(deltas: readonly StockDelta[], at: number): void {
    if (deltas.length === 0) return;
    const endpoints = stockLowEndpoints().all();
    if (endpoints.length === 0) return;
    for (const { productId, delta } of deltas) {
      const row = productTotal().get({ productId });
      if (!row || delta === 0) continue;
      const after = Number(row.total);
      const accounts = new Set<number>();
      for (const accountId of new Set(endpoints.map((e) => e.accountId))) {
        if (crossReferenced().get({ accountId, productId })) accounts.add(accountId);
      }
      insertAll(
        stockLowMessages(
          endpoints,
          { productId, sku: row.sku, before: after - delta, after },
          accounts,
          at,
        ),
      );
    }
  }

  return { writeEvent, writeStockLow };
}
