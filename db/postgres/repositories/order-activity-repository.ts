// PostgreSQL twin of db/sqlite/repositories/order-activity-repository.ts.
import { and, desc, eq, gte, inArray, isNotNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type {
  OrderActivityRepository,
  OrderRecordFilter,
} from '@/lib/domain/ports/order-activity-repository';
import type { PostgresHandle } from '../client';
import { orders } from '../schema';

function conditionOf(filter: OrderRecordFilter): SQL | undefined {
  switch (filter.kind) {
    case 'poNumber':
      return eq(orders.poNumber, filter.poNumber);
    case 'orderNumber':
      return eq(orders.orderNumber, filter.orderNumber);
    case 'invoiceNumber':
      return and(ne(orders.invoiceNumber, ''), eq(orders.invoiceNumber, filter.invoiceNumber));
    case 'changedSince':
      return or(
        gte(orders.orderedAt, filter.since),
        gte(orders.invoicedAt, filter.since),
        gte(orders.shippedAt, filter.since),
        gte(orders.cancelledAt, filter.since),
      );
    case 'inProgress':
      return eq(orders.status, 'In Progress');
    case 'deliveryStatuses':
      return filter.statuses.length === 0
        ? eq(orders.id, -1)
        : inArray(orders.deliveryStatus, [...filter.statuses]);
    case 'shippedSince':
      return and(isNotNull(orders.shippedAt), gte(orders.shippedAt, filter.since));
    case 'invoicedBetween':
      return and(gte(orders.invoicedAt, filter.from), lt(orders.invoicedAt, filter.to));
    case 'voidedBetween':
      return and(
        ne(orders.invoiceNumber, ''),
        eq(orders.status, 'Cancelled'),
        gte(orders.cancelledAt, filter.from),
        lt(orders.cancelledAt, filter.to),
      );
  }
}

export function createOrderActivityRepository({ db }: PostgresHandle): OrderActivityRepository {
  return {
    findRecords(accountId, filter, limit) {
      return db
        .select({ orderNumber: orders.orderNumber, guid: orders.guid })
        .from(orders)
        .where(and(eq(orders.accountId, accountId), eq(orders.isTest, false), conditionOf(filter)))
        .orderBy(desc(orders.orderedAt), desc(orders.orderNumber), orders.id)
        .limit(limit);
    },
  };
}
