// PostgreSQL twin of db/sqlite/repositories/order-query-repository.ts.
import { and, count, eq, sql } from 'drizzle-orm';
import type { OrderQueryRepository } from '@/lib/domain/ports/order-query-repository';
import { lazy } from '../../shared/lazy';
import { orderListingWhere } from '../../shared/order-listing-where';
import type { PostgresHandle } from '../client';
import { accounts, orders, warehouses } from '../schema';
import { inArrayParam } from './array-param';
import { createOrderViewBuilder, ORDER_VIEW_SORT, selectOrderViews } from './order-view-rows';

export function createOrderQueryRepository(handle: PostgresHandle): OrderQueryRepository {
  const { db } = handle;
  const build = createOrderViewBuilder(handle);
  const account = sql.placeholder('accountId');
  const byNumber = lazy(() =>
    selectOrderViews(handle)
      .where(and(eq(orders.accountId, account), eq(orders.orderNumber, sql.placeholder('number'))))
      .orderBy(...ORDER_VIEW_SORT)
      .prepare('b_orders_by_number'),
  );
  const byIds = lazy(() =>
    selectOrderViews(handle)
      .where(and(eq(orders.accountId, account), inArrayParam(orders.id, 'ids')))
      .orderBy(...ORDER_VIEW_SORT)
      .prepare('b_orders_by_ids'),
  );
  return {
    async byOrderNumber(accountId, orderNumber) {
      return build(await byNumber().execute({ accountId, number: orderNumber }));
    },
    async byIds(accountId, ids) {
      return build(await byIds().execute({ accountId, ids: [...ids] }));
    },
    async find(accountId, query) {
      // Listings vary by filter, so these are built per call; the hot single-order reads above
      // are prepared once.
      const where = orderListingWhere(orders, accountId, query);
      const [total] = await db
        .select({ n: count() })
        .from(orders)
        .innerJoin(accounts, eq(accounts.id, orders.accountId))
        .innerJoin(warehouses, eq(warehouses.code, orders.warehouseCode))
        .where(where);
      const listing = selectOrderViews(handle)
        .where(where)
        .orderBy(...ORDER_VIEW_SORT);
      const rows = await (query.page
        ? listing.limit(query.page.limit).offset(query.page.offset)
        : listing);
      return { orders: await build(rows), total: total?.n ?? 0 };
    },
  };
}
