import type { OrderQuery } from '@/lib/domain/order-listing';
import type { OrderQueryRepository } from '@/lib/domain/ports/order-query-repository';
import type { DatabaseHandle } from '../client';
import {
  createOrderViewBuilder,
  ORDER_FROM,
  ORDER_SELECT,
  ORDER_SORT,
  type OrderRow,
} from './order-view-rows';
import { lazyStatement } from './prepared';

type SqlValue = string | number;

/** The WHERE clause of a listing; every condition binds its values, none is spliced in. */
function whereOf(accountId: number, query: OrderQuery): { sql: string; params: SqlValue[] } {
  const conditions = ['o.account_id = ?'];
  const params: SqlValue[] = [accountId];
  if (query.ids) {
    conditions.push(`(o.po_number IN (SELECT value FROM json_each(?))
      OR o.order_number IN (SELECT value FROM json_each(?))
      OR (o.invoice_number <> '' AND o.invoice_number IN (SELECT value FROM json_each(?)))
      OR o.guid IN (SELECT lower(value) FROM json_each(?)))`);
    const ids = JSON.stringify(query.ids);
    params.push(ids, ids, ids, ids);
  }
  if (query.scope?.kind === 'open') {
    conditions.push(`o.invoice_number = '' AND o.status <> 'Cancelled'`);
  } else if (query.scope?.kind === 'recent') {
    conditions.push(`o.status <> 'Cancelled' AND (o.invoice_number = '' OR o.ordered_at >= ?)`);
    params.push(query.scope.placedSince);
  }
  if (query.invoiced) {
    const ranges = query.invoiced.map(() => '(o.invoiced_at >= ? AND o.invoiced_at < ?)');
    conditions.push(`(${ranges.join(' OR ') || '0'})`);
    for (const range of query.invoiced) params.push(range.from, range.to);
  }
  if (query.ordered) {
    conditions.push('o.ordered_at >= ? AND o.ordered_at < ?');
    params.push(query.ordered.from, query.ordered.to);
  }
  if (query.statuses) {
    conditions.push('o.status IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(query.statuses));
  }
  if (query.poNumber !== undefined) {
    conditions.push('o.po_number = ?');
    params.push(query.poNumber);
  }
  if (query.excludeTestOrders) conditions.push('o.is_test = 0');
  return { sql: conditions.join(' AND '), params };
}

export function createOrderQueryRepository(handle: DatabaseHandle): OrderQueryRepository {
  const build = createOrderViewBuilder(handle);
  const byNumber = lazyStatement<[number, string], OrderRow>(
    handle,
    `${ORDER_SELECT} WHERE o.account_id = ? AND o.order_number = ? ${ORDER_SORT}`,
  );
  const byIds = lazyStatement<[number, string], OrderRow>(
    handle,
    `${ORDER_SELECT} WHERE o.account_id = ? AND o.id IN (SELECT value FROM json_each(?)) ${ORDER_SORT}`,
  );
  return {
    byOrderNumber(accountId, orderNumber) {
      return Promise.resolve(build(byNumber().all(accountId, orderNumber)));
    },
    byIds(accountId, ids) {
      return Promise.resolve(build(byIds().all(accountId, JSON.stringify(ids))));
    },
    find(accountId, query) {
      // Listings vary by filter, so this statement is prepared per call; the hot single-order
      // reads above are prepared once.
      const where = whereOf(accountId, query);
      const total = handle.sqlite
        .prepare<SqlValue[], { n: number }>(`SELECT count(*) AS n ${ORDER_FROM} WHERE ${where.sql}`)
        .get(...where.params);
      const paging = query.page ? ' LIMIT ? OFFSET ?' : '';
      const pageParams = query.page ? [query.page.limit, query.page.offset] : [];
      const rows = handle.sqlite
        .prepare<SqlValue[], OrderRow>(`${ORDER_SELECT} WHERE ${where.sql} ${ORDER_SORT}${paging}`)
        .all(...where.params, ...pageParams);
      return Promise.resolve({ orders: build(rows), total: total?.n ?? 0 });
    },
  };
}
