import type { PoLookupRepository } from '@/lib/domain/ports/po-lookup';
import type { DatabaseHandle } from '../client';
import { lazyStatement } from './prepared';

export function createPoLookupRepository(handle: DatabaseHandle): PoLookupRepository {
  const accountByNumber = lazyStatement<[string], { id: number }>(
    handle,
    'SELECT id FROM accounts WHERE number = ?',
  );
  // Uses the orders_account_po index.
  const orderByPo = lazyStatement<[number, string], { order_number: string }>(
    handle,
    `SELECT order_number FROM orders WHERE account_id = ? AND po_number = ?
      ORDER BY ordered_at LIMIT 1`,
  );
  return {
    accountNumberExists(accountNumber) {
      return Promise.resolve(accountByNumber().get(accountNumber) !== undefined);
    },
    findOrderNumberByPoNumber(accountId, poNumber) {
      return Promise.resolve(orderByPo().get(accountId, poNumber)?.order_number);
    },
  };
}
