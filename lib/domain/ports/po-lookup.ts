// Look-ups the PromoStandards PO service needs beyond placing an order: its standard codes tell
// an unknown account (100) from a wrong password (105), and refuse a PO number sent twice (200).
export interface PoLookupRepository {
  /** Whether an account with this number exists (whatever its keys). */
  accountNumberExists(accountNumber: string): Promise<boolean>;
  /** The order number of the account's order that carries this PO number, if any. */
  findOrderNumberByPoNumber(accountId: number, poNumber: string): Promise<string | undefined>;
}
