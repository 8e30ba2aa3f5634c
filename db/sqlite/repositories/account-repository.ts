import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AccountRepository } from '@/lib/domain/ports/account-repository';
import { toAccount } from '@/db/shared/account-records';
import { lazy } from '@/db/shared/lazy';
import type { DatabaseHandle } from '../client';
import { accounts, apiKeys, priceTiers } from '../schema';

export function createAccountRepository({ db }: DatabaseHandle): AccountRepository {
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
      .prepare(),
  );
  const byId = lazy(() =>
    selectAccounts()
      .where(eq(accounts.id, sql.placeholder('id')))
      .prepare(),
  );
  return {
    findByApiKey(accountNumber, keyHash) {
      const row = byKey().get({ number: accountNumber, keyHash });
      return Promise.resolve(row ? toAccount(row) : undefined);
    },
    findById(accountId) {
      const row = byId().get({ id: accountId });
      return Promise.resolve(row ? toAccount(row) : undefined);
    },
  };
}
