// A customer's own sku name mapped to one of our skus (interface-v2.md §2.10, §4.8, §4.9, §8).
import { DomainError } from './errors';

export interface CrossRef {
  yourSku: string;
  skuId: number;
  sku: string;
  gtin: string;
  brandName: string;
  styleName: string;
  colorName: string;
  sizeName: string;
}

// §8 allows only these characters. The length cap is ours: the contract is silent, and an
// unbounded key would let one request store arbitrary amounts of text.
const YOUR_SKU_PATTERN = /^[A-Za-z0-9_ -]+$/;
export const MAX_YOUR_SKU_LENGTH = 64;

/** The yourSku as given, or a 400 naming `yourSku`. */
export function validateYourSku(value: string | undefined): string {
  if (value === undefined || value.trim().length === 0) {
    throw DomainError.field('yourSku', 'Required. Give your sku in the path.');
  }
  if (value.length > MAX_YOUR_SKU_LENGTH) {
    throw DomainError.field('yourSku', `At most ${MAX_YOUR_SKU_LENGTH} characters.`);
  }
  if (!YOUR_SKU_PATTERN.test(value)) {
    throw DomainError.field(
      'yourSku',
      'Invalid characters. Only A-Z, a-z, 0-9, hyphen, underscore and space are allowed.',
    );
  }
  return value;
}
