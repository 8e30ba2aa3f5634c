import { and, count, eq, sql } from 'drizzle-orm';
import type { OrderQueryRepository } from '@/lib/domain/ports/order-query-repository';
import { lazy } from '../../shared/lazy';
import { orderListingWhere } from '../../shared/order-listing-where';
import type { DatabaseHandle } from '../client';
import { accounts, orders, warehouses } from '../schema';
import { inJsonList, jsonList } from './json-list';
import { createOrderViewBuilder, ORDER_VIEW_SORT, selectOrderViews } from './order-view-rows';

export function createOrderQueryRepository(handle: DatabaseHandle): OrderQueryRepository {
  const { db } = handle;
  const build = createOrderViewBuilder(handle);
  const account = sql.placeholder('accountId');
  const byNumber = lazy(() =>
    selectOrderViews(handle)
      .where(and(eq(orders.accountId, account), eq(orders.orderNumber, sql.placeholder('number'))))
      .orderBy(...ORDER_VIEW_SORT)
      .prepare(),
  );
  const byIds = lazy(() =>
    selectOrderViews(handle)
      .where(and(eq(orders.accountId, account), inJsonList(orders.id, 'ids')))
      .orderBy(...ORDER_VIEW_SORT)
      .prepare(),
  );
  return {
    byOrderNumber(accountId, orderNumber) {
      return Promise.resolve(build(byNumber().all({ accountId, number: orderNumber })));
    },
    byIds(accountId, ids) {
      return Promise.resolve(build(byIds().all({ accountId, ids: jsonList(ids) })));
    },
    find(accountId, query) {
      // Listings vary by filter, so these are built per call; the hot single-order reads above
      // are prepared once.
      const where = orderListingWhere(orders, accountId, query);
      const [total] = db
        .select({ n: count() })
        .from(orders)
        .innerJoin(accounts, eq(accounts.id, orders.accountId))
        .innerJoin(warehouses, eq(warehouses.code, orders.warehouseCode))
        .where(where)
        .all();
      const listing = selectOrderViews(handle)
        .where(where)
        .orderBy(...ORDER_VIEW_SORT);
      const rows = query.page
        ? listing.limit(query.page.limit).offset(query.page.offset).all()
        : listing.all();
      return Promise.resolve({ orders: build(rows), total: total?.n ?? 0 });
    },
  };
}
