// PostgreSQL twin of db/sqlite/repositories/order-view-rows.ts: the one select of an order record
// (with its account's name and number), the one sort of listings, and the loading of their lines.
// The row -> view mapping is shared (db/shared/order-view-rows.ts).
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { OrderView } from '@/lib/domain/orders';
import { lazy } from '../../shared/lazy';
import { toOrderViews, type OrderViewRow } from '../../shared/order-view-rows';
import type { PostgresHandle } from '../client';
import { accounts, crossRefs, orderLines, orders, warehouses } from '../schema';
import { inArrayParam } from './array-param';

/** Orders joined to their account (name, number) and warehouse (for the sort). */
export function selectOrderViews({ db }: PostgresHandle) {
  return db
    .select({ order: orders, companyName: accounts.companyName, customerNumber: accounts.number })
    .from(orders)
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .innerJoin(warehouses, eq(warehouses.code, orders.warehouseCode));
}

/** Newest placement first; the records of one order in warehouse order. */
export const ORDER_VIEW_SORT = [
  desc(orders.orderedAt),
  desc(orders.orderNumber),
  asc(warehouses.sortOrder),
  asc(orders.id),
];

const LINE_CHUNK = 500;

/**
 * Loads the lines of the rows (one prepared query per chunk) and builds the views. yourSku is the
 * account's current cross reference of the sku (the one ordered by, while it exists), so a rename
 * shows everywhere; once none exists, the name stored at placement.
 */
export function createOrderViewBuilder(
  handle: PostgresHandle,
): (rows: readonly OrderViewRow[]) => Promise<OrderView[]> {
  const { db } = handle;
  const currentYourSku = db
    .select({ yourSku: crossRefs.yourSku })
    .from(crossRefs)
    .where(
      and(eq(crossRefs.accountId, orders.accountId), eq(crossRefs.productId, orderLines.productId)),
    )
    .orderBy(
      desc(sql`${crossRefs.yourSku} = ${orderLines.yourSku}`),
      desc(crossRefs.updatedAt),
      asc(crossRefs.yourSku),
    )
    .limit(1);
  const linesOf = lazy(() =>
    db
      .select({
        orderId: orderLines.orderId,
        lineNumber: orderLines.lineNumber,
        type: orderLines.type,
        productId: orderLines.productId,
        sku: orderLines.sku,
        gtin: orderLines.gtin,
        yourSku: sql<string>`coalesce(${currentYourSku}, ${orderLines.yourSku})`,
        qtyOrdered: orderLines.qtyOrdered,
        qtyShipped: orderLines.qtyShipped,
        priceCents: orderLines.priceCents,
        brandName: orderLines.brandName,
        styleName: orderLines.styleName,
        title: orderLines.title,
        colorName: orderLines.colorName,
        sizeName: orderLines.sizeName,
        returnable: orderLines.returnable,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(inArrayParam(orderLines.orderId, 'ids'))
      .orderBy(asc(orderLines.orderId), asc(orderLines.lineNumber))
      .prepare('b_order_lines'),
  );
  return async (rows) => {
    const lines = [];
    for (let i = 0; i < rows.length; i += LINE_CHUNK) {
      const ids = rows.slice(i, i + LINE_CHUNK).map((r) => r.order.id);
      lines.push(...(await linesOf().execute({ ids })));
    }
    return toOrderViews(rows, lines);
  };
}
