// PostgreSQL twin of db/sqlite/repositories/account-repository.ts.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AccountRepository } from '@/lib/domain/ports/account-repository';
import { toAccount } from '@/db/shared/account-records';
import { lazy } from '@/db/shared/lazy';
import type { PostgresHandle } from '../client';
import { accounts, apiKeys, priceTiers } from '../schema';

export function createAccountRepository({ db }: PostgresHandle): AccountRepository {
  const selectAccounts = () =>
    db
      .select({
        id: accounts.id,
        number: accounts.number,
        companyName: accounts.companyName,
        terms: accounts.terms,
        shipBlindDefault: accounts.shipBlindDefault,
        priceTierId: accounts.priceTierId,
        tierDiscountBasisPoints: priceTiers.discountBasisPoints,
        taxExempt: accounts.taxExempt,
        shippingCollectNumber: accounts.shippingCollectNumber,
        billTo: accounts.billTo,
        billAttn: accounts.billAttn,
        billAddress: accounts.billAddress,
        billCity: accounts.billCity,
        billState: accounts.billState,
        billZip: accounts.billZip,
      })
      .from(accounts)
      .innerJoin(priceTiers, eq(priceTiers.id, accounts.priceTierId));
  // Every API request authenticates through this one: prepared once.
  const byKey = lazy(() =>
    selectAccounts()
      .innerJoin(apiKeys, and(eq(apiKeys.accountId, accounts.id), isNull(apiKeys.revokedAt)))
      .where(
        and(
          eq(accounts.number, sql.placeholder('number')),
          eq(apiKeys.keyHash, sql.placeholder('keyHash')),
        ),
      )
      .prepare('c_account_by_key'),
  );
  const byId = lazy(() =>
    selectAccounts()
      .where(eq(accounts.id, sql.placeholder('id')))
      .prepare('c_account_by_id'),
  );
  return {
    async findByApiKey(accountNumber, keyHash) {
      const [row] = await byKey().execute({ number: accountNumber, keyHash });
      return row && toAccount(row);
    },
    async findById(accountId) {
      const [row] = await byId().execute({ id: accountId });
      return row && toAccount(row);
    },
  };
}
