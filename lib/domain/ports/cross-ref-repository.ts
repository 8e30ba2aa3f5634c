import type { CrossRef } from '../cross-refs';

export interface CrossRefRepository {
  /** The account's cross references, ordered by yourSku; only the given ones when listed. */
  list(accountId: number, yourSkus?: readonly string[]): Promise<CrossRef[]>;
  /** The sku whose SkuID (skuID_Master), sku (any case) or gtin equals the identifier. */
  findProductId(identifier: string): Promise<number | undefined>;
  /** Creates or re-points the mapping; tells which happened. */
  upsert(
    accountId: number,
    yourSku: string,
    productId: number,
    now: number,
  ): Promise<'created' | 'updated'>;
  /** false when there was nothing to delete. */
  remove(accountId: number, yourSku: string): Promise<boolean>;
}
