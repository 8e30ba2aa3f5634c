// How identifiers a customer types are matched, the same on both dialects.

const DIGITS = /^\d{1,10}$/;
/** Product ids are `integer` columns on both dialects (PostgreSQL refuses a larger parameter). */
const MAX_PRODUCT_ID = 2_147_483_647;

/**
 * Skus are stored upper-case ASCII. Only a-z is raised (what SQLite's upper() does), so both
 * dialects match the same identifiers whatever their collation or locale.
 */
export function asciiUpper(value: string): string {
  return value.replace(/[a-z]+/g, (letters) => letters.toUpperCase());
}

/**
 * The skuID_Master an identifier names when it is all digits and in the id column's range (a
 * 14-digit gtin is not an id); -1, which names no product, otherwise.
 */
export function productIdOf(identifier: string): number {
  const id = DIGITS.test(identifier) ? Number(identifier) : -1;
  return id <= MAX_PRODUCT_ID ? id : -1;
}

/** Guids are stored lower-case; like asciiUpper, only A-Z is lowered. */
export function asciiLower(value: string): string {
  return value.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}
