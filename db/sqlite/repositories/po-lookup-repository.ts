import { and, asc, eq, sql } from 'drizzle-orm';
import type { PoLookupRepository } from '@/lib/domain/ports/po-lookup';
import { lazy } from '../../shared/lazy';
import type { DatabaseHandle } from '../client';
import { accounts, orders } from '../schema';

export function createPoLookupRepository({ db }: DatabaseHandle): PoLookupRepository {
  const accountByNumber = lazy(() =>
    db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.number, sql.placeholder('number')))
      .prepare(),
  );
  // Uses the orders_account_po index.
  const orderByPo = lazy(() =>
    db
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(
        and(
          eq(orders.accountId, sql.placeholder('accountId')),
          eq(orders.poNumber, sql.placeholder('poNumber')),
        ),
      )
      .orderBy(asc(orders.orderedAt))
      .limit(1)
      .prepare(),
  );
  return {
    accountNumberExists(accountNumber) {
      return Promise.resolve(accountByNumber().get({ number: accountNumber }) !== undefined);
    },
    findOrderNumberByPoNumber(accountId, poNumber) {
      return Promise.resolve(orderByPo().get({ accountId, poNumber })?.orderNumber);
    },
  };
}
