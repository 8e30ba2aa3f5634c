// How an order line's identifier is looked up, the same on both dialects.

const DIGITS = /^\d{1,15}$/;

/**
 * Skus are stored upper-case ASCII. Only a-z is raised (what SQLite's upper() does), so both
 * dialects match the same identifiers whatever their collation or locale.
 */
export function asciiUpper(value: string): string {
  return value.replace(/[a-z]+/g, (letters) => letters.toUpperCase());
}

/** The skuID_Master an identifier names when it is all digits; -1 (no product) otherwise. */
export function productIdOf(identifier: string): number {
  return DIGITS.test(identifier) ? Number(identifier) : -1;
}

/** Guids are stored lower-case; like asciiUpper, only A-Z is lowered. */
export function asciiLower(value: string): string {
  return value.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}
