// The WHERE clause of an order listing, built once for both dialects from the domain's query
// (lib/domain/order-listing.ts): every condition binds its values, none is spliced in.
import {
  and,
  eq,
  gte,
  inArray,
  lt,
  ne,
  notInArray,
  or,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import { scopeConditions, type OrderQuery } from '@/lib/domain/order-listing';
import { asciiLower } from './product-identifiers';

type ListingColumn =
  | 'accountId'
  | 'poNumber'
  | 'orderNumber'
  | 'invoiceNumber'
  | 'guid'
  | 'status'
  | 'orderedAt'
  | 'invoicedAt'
  | 'isTest';

/** Matches no row; `1 = 0` reads the same on SQLite and PostgreSQL. */
const NOTHING = sql`1 = 0`;

/** Any of the conditions; none given matches nothing (drizzle's or() of nothing is no filter). */
const anyOf = (conditions: SQL[]): SQL => or(...conditions) ?? NOTHING;

export function orderListingWhere(
  orders: Record<ListingColumn, Column>,
  accountId: number,
  query: OrderQuery,
): SQL | undefined {
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
        query.invoiced.map(
          (range) =>
            and(gte(orders.invoicedAt, range.from), lt(orders.invoicedAt, range.to)) ?? NOTHING,
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
