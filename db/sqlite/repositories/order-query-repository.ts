import { and, count, eq, gte, inArray, lt, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { scopeConditions, type OrderQuery } from '@/lib/domain/order-listing';
import type { OrderQueryRepository } from '@/lib/domain/ports/order-query-repository';
import { lazy } from '../../shared/lazy';
import { asciiLower } from '../../shared/product-identifiers';
import type { DatabaseHandle } from '../client';
import { accounts, orders, warehouses } from '../schema';
import { inJsonList, jsonList } from './json-list';
import { createOrderViewBuilder, ORDER_VIEW_SORT, selectOrderViews } from './order-view-rows';

/** Any of the conditions; none given matches nothing (drizzle's or() of nothing is no filter). */
const anyOf = (conditions: SQL[]): SQL => or(...conditions) ?? sql`0`;

/** The WHERE clause of a listing; every condition binds its values, none is spliced in. */
function whereOf(accountId: number, query: OrderQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(orders.accountId, accountId)];
  if (query.ids) {
    const ids = query.ids;
    conditions.push(
      or(
        inArray(orders.poNumber, ids),
        inArray(orders.orderNumber, ids),
        and(ne(orders.invoiceNumber, ''), inArray(orders.invoiceNumber, ids)),
        inArray(orders.guid, ids.map(asciiLower)),
      ),
    );
  }
  if (query.scope) {
    const scope = scopeConditions(query.scope);
    conditions.push(notInArray(orders.status, scope.excludedStatuses));
    const uninvoiced = eq(orders.invoiceNumber, '');
    conditions.push(
      scope.invoicedIfPlacedSince === undefined
        ? uninvoiced
        : or(uninvoiced, gte(orders.orderedAt, scope.invoicedIfPlacedSince)),
    );
  }
  if (query.invoiced) {
    conditions.push(
      anyOf(
        query.invoiced.map((range) =>
          and(gte(orders.invoicedAt, range.from), lt(orders.invoicedAt, range.to))!,
        ),
      ),
    );
  }
  if (query.ordered) {
    conditions.push(
      gte(orders.orderedAt, query.ordered.from),
      lt(orders.orderedAt, query.ordered.to),
    );
  }
  if (query.statuses) conditions.push(inArray(orders.status, query.statuses));
  if (query.poNumber !== undefined) conditions.push(eq(orders.poNumber, query.poNumber));
  if (query.excludeTestOrders) conditions.push(eq(orders.isTest, false));
  return and(...conditions);
}

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
      const where = whereOf(accountId, query);
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
