// GTIN-14 with the GS1 mod-10 check digit, so that scanners and validators accept our codes.

/** The GS1 check digit of the leading digits (13 for a GTIN-14). */
export function gtinCheckDigit(digits: string): number {
  let sum = 0;
  // Weights alternate 3,1,3,… starting from the digit next to the check digit.
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * A GTIN-14: packaging indicator 0, a 6-digit company prefix (one per brand), a 6-digit item
 * reference and the check digit.
 */
export function makeGtin14(companyPrefix: number, itemReference: number): string {
  if (companyPrefix < 0 || companyPrefix > 999_999) throw new Error('company prefix out of range');
  if (itemReference < 0 || itemReference > 999_999) throw new Error('item reference out of range');
  const body = `0${String(companyPrefix).padStart(6, '0')}${String(itemReference).padStart(6, '0')}`;
  return body + String(gtinCheckDigit(body));
}

export function isValidGtin14(gtin: string): boolean {
  return /^\d{14}$/.test(gtin) && gtinCheckDigit(gtin.slice(0, 13)) === Number(gtin[13]);
}
