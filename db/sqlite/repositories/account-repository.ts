import type { Account } from '@/lib/domain/accounts';
import type { AccountRepository } from '@/lib/domain/ports/account-repository';
import type { DatabaseHandle } from '../client';
import { lazyStatement } from './prepared';

interface AccountRow {
  id: number;
  number: string;
  company_name: string;
  terms: string;
  ship_blind_default: number;
  price_tier_id: number;
  discount_basis_points: number;
  tax_exempt: number;
  shipping_collect_number: string;
  bill_to: string;
  bill_attn: string;
  bill_address: string;
  bill_city: string;
  bill_state: string;
  bill_zip: string;
}

const accountColumns = `a.id, a.number, a.company_name, a.terms, a.ship_blind_default, a.price_tier_id,
  t.discount_basis_points, a.tax_exempt, a.shipping_collect_number, a.bill_to, a.bill_attn,
  a.bill_address, a.bill_city, a.bill_state, a.bill_zip`;

export function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    number: row.number,
    companyName: row.company_name,
    terms: row.terms,
    shipBlindDefault: row.ship_blind_default === 1,
    priceTierId: row.price_tier_id,
    tierDiscountBasisPoints: row.discount_basis_points,
    taxExempt: row.tax_exempt === 1,
    shippingCollectNumber: row.shipping_collect_number,
    billing: {
      billTo: row.bill_to,
      attn: row.bill_attn,
      address: row.bill_address,
      city: row.bill_city,
      state: row.bill_state,
      zip: row.bill_zip,
    },
  };
}

export function createAccountRepository(handle: DatabaseHandle): AccountRepository {
  const byKey = lazyStatement<[string, string], AccountRow>(
    handle,
    `SELECT ${accountColumns} FROM accounts a
       JOIN price_tiers t ON t.id = a.price_tier_id
       JOIN api_keys k ON k.account_id = a.id AND k.revoked_at IS NULL
      WHERE a.number = ? AND k.key_hash = ?`,
  );
  const byId = lazyStatement<[number], AccountRow>(
    handle,
    `SELECT ${accountColumns} FROM accounts a JOIN price_tiers t ON t.id = a.price_tier_id WHERE a.id = ?`,
  );
  return {
    findByApiKey(accountNumber, keyHash) {
      const row = byKey().get(accountNumber, keyHash);
      return Promise.resolve(row ? toAccount(row) : undefined);
    },
    findById(accountId) {
      const row = byId().get(accountId);
      return Promise.resolve(row ? toAccount(row) : undefined);
    },
  };
}
