/** A customer account as the services see it (never a database row). */
export interface Account {
  id: number;
  number: string;
  companyName: string;
  terms: string;
  shipBlindDefault: boolean;
  priceTierId: number;
  /** The tier's discount off the price levels, in basis points (1000 = 10 %). */
  tierDiscountBasisPoints: number;
  taxExempt: boolean;
  shippingCollectNumber: string;
  billing: {
    billTo: string;
    attn: string;
    address: string;
    city: string;
    state: string;
    zip: string;
  };
}

/** Who is calling: an account, and the website user when the call comes from a portal session. */
export interface Caller {
  account: Account;
  userId?: number;
  via: 'api-key' | 'session';
}
