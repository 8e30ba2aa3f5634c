// PostgreSQL twin of db/sqlite/repositories/po-lookup-repository.ts.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PoLookupRepository } from '@/lib/domain/ports/po-lookup';
import { lazy } from '../../shared/lazy';
import type { PostgresHandle } from '../client';
import { accounts, orders } from '../schema';

export function createPoLookupRepository({ db }: PostgresHandle): PoLookupRepository {
  const accountByNumber = lazy(() =>
    db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.number, sql.placeholder('number')))
      .prepare('b_po_account'),
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
      .prepare('b_po_order'),
  );
  return {
    async accountNumberExists(accountNumber) {
      const rows = await accountByNumber().execute({ number: accountNumber });
      return rows.length > 0;
    },
    async findOrderNumberByPoNumber(accountId, poNumber) {
      const [row] = await orderByPo().execute({ accountId, poNumber });
      return row?.orderNumber;
    },
  };
}
