// Sales tax of an order record: the ship-to state's base rate on the merchandise, unless the
// account is tax exempt (resale certificate on file). We collect only in the states where we
// have a warehouse (nexus); elsewhere the buyer self-assesses use tax, so the rate is 0.
// Rates are the states' base rates (no county or city add-ons), in basis points.
import { percentOf, type Cents } from './money';

export const stateTaxBasisPoints: Readonly<Record<string, number>> = {
  IL: 625,
  NV: 685,
  NJ: 663,
  KS: 650,
  GA: 400,
  TX: 625,
  FL: 600,
  OH: 575,
};

export function salesTaxCents(
  merchandiseCents: Cents,
  shipToState: string,
  taxExempt: boolean,
): Cents {
  if (taxExempt) return 0;
  const rate = stateTaxBasisPoints[shipToState.toUpperCase()] ?? 0;
  return percentOf(merchandiseCents, rate);
}
