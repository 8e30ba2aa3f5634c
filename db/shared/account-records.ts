import type { Account } from '@/lib/domain/accounts';

/** An account joined to its price tier, under the Account's names but billing flattened. */
export interface AccountRow extends Omit<Account, 'billing'> {
  billTo: string;
  billAttn: string;
  billAddress: string;
  billCity: string;
  billState: string;
  billZip: string;
}

export function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    number: row.number,
    companyName: row.companyName,
    terms: row.terms,
    shipBlindDefault: row.shipBlindDefault,
    priceTierId: row.priceTierId,
    tierDiscountBasisPoints: row.tierDiscountBasisPoints,
    taxExempt: row.taxExempt,
    shippingCollectNumber: row.shippingCollectNumber,
    billing: {
      billTo: row.billTo,
      attn: row.billAttn,
      address: row.billAddress,
      city: row.billCity,
      state: row.billState,
      zip: row.billZip,
    },
  };
}
