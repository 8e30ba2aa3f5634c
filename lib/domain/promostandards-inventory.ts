// Our catalog's words in PromoStandards Inventory 2.0.0 terms: the tagged size as the standard's
// labelSize enumeration, and the expected inventory of a stock cell as future availability.

const LABEL_SIZES = new Set([
  '6XS',
  '5XS',
  '4XS',
  '3XS',
  '2XS',
  'XS',
  'S',
  'M',
  'L',
  'XL',
  '2XL',
  '3XL',
  '4XL',
  '5XL',
  '6XL',
  'OSFA',
]);

const ALIASES: Readonly<Record<string, string>> = {
  XXL: '2XL',
  XXXL: '3XL',
  SM: 'S',
  MD: 'M',
  LG: 'L',
  'ONE SIZE': 'OSFA',
};

/** A size name as the standard's labelSize; CUSTOM for any other (youth, 7XL, S/M, …). */
export function labelSizeOf(sizeName: string): string {
  const upper = sizeName.trim().toUpperCase();
  const name = ALIASES[upper] ?? upper;
  return LABEL_SIZES.has(name) ? name : 'CUSTOM';
}

export interface FutureAvailability {
  qty: number;
  /** UTC midnight of the day the goods arrive. */
  availableOn: number;
}

/**
 * `EnRoute:MM/DD/YYYY qty|OnOrder:qty` (interface-v2.md §2.6) -> the dated arrival, if any.
 * Quantities on order with the mill have no date, so the standard's FutureAvailability (which
 * requires one) cannot carry them.
 */
export function futureAvailabilityOf(expectedInventory: string): FutureAvailability[] {
  const match = /EnRoute:(\d{2})\/(\d{2})\/(\d{4})\s+(\d+)/i.exec(expectedInventory);
  if (!match) return [];
  const [, mm, dd, yyyy, qty] = match;
  const availableOn = Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd));
  const amount = Number(qty);
  if (!Number.isFinite(availableOn) || !(amount > 0)) return [];
  return [{ qty: amount, availableOn }];
}
