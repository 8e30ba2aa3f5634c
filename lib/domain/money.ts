// Money is integer cents everywhere in the domain and the database (invariant 7).
// There is one rounding rule: half away from zero, applied once where a fraction of a cent appears.

export type Cents = number;

/** Rounds a fractional cent amount to whole cents, half away from zero. */
export function roundCents(value: number): Cents {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** `amount` reduced by `basisPoints` (1 bp = 0.01 %), rounded once. */
export function applyDiscount(amount: Cents, basisPoints: number): Cents {
  return roundCents((amount * (10_000 - basisPoints)) / 10_000);
}

/** `amount` times a percentage in basis points, rounded once. */
export function percentOf(amount: Cents, basisPoints: number): Cents {
  return roundCents((amount * basisPoints) / 10_000);
}

/** Cents as the wire's JSON number with at most two decimals: 1250 -> 12.5. */
export function centsToNumber(cents: Cents): number {
  return Math.round(cents) / 100;
}

/** '12.50' or 12.5 -> 1250; undefined when not a valid amount. */
export function parseMoney(value: string | number): Cents | undefined {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return undefined;
  return Math.round(Number(text) * 100);
}

export function formatUsd(cents: Cents): string {
  return (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}
