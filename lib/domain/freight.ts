// Freight of one warehouse record of an order (interface-v2.md §4.1.1, compatibility.md §5).
//
// The carrier's cost comes from a rate card: a base charge plus a rate per pound, grown by a zone
// factor of 20 % per day in transit beyond the first (farther is dearer), then times the
// service's factor (next day air costs about three times ground), plus a residential surcharge.
// What the customer is charged:
//  - will call (6) and messenger pickup (8) ship nothing: 0;
//  - above 1000 lb the shipment goes as LTL freight, which the shipping staff schedule and price
//    with the customer: 0 at placement, the method reads "LTL Freight";
//  - ground services (1, 14, 40, 54) are free when the order's merchandise is over $200, not
//    counting lines flagged excludeFreeFreight. "The order" is the whole placement: splitting it
//    over warehouses is our choice and must not cost the customer free freight;
//  - anything else: the carrier's cost.
// shippingSaved = carrier's cost − charge.
import type { Cents } from './money';
import { roundCents } from './money';

export const FREE_FREIGHT_OVER_CENTS = 20_000;
export const LTL_OVER_POUNDS = 1000;
export const RESIDENTIAL_SURCHARGE_CENTS = 495;

type Kind = 'ground' | 'air' | 'pickup' | 'cheapest';

interface Service {
  carrier: string;
  label: string;
  kind: Kind;
  /** Multiple of the carrier's ground rate. */
  factor: number;
  /** Business days the service takes at most (air); ground follows the distance. */
  maxDays?: number;
}

interface RateCard {
  baseCents: number;
  perPoundCents: number;
}

const UPS: RateCard = { baseCents: 1050, perPoundCents: 55 };
const FEDEX: RateCard = { baseCents: 990, perPoundCents: 58 };

export const shippingServices: Readonly<Record<string, Service>> = {
  '1': { carrier: 'UPS', label: 'Ground', kind: 'ground', factor: 1 },
  '2': { carrier: 'UPS', label: 'Next Day Air', kind: 'air', factor: 3.2, maxDays: 1 },
  '3': { carrier: 'UPS', label: '2nd Day Air', kind: 'air', factor: 2, maxDays: 2 },
  '16': { carrier: 'UPS', label: '3 Day Select', kind: 'air', factor: 1.5, maxDays: 3 },
  '6': { carrier: 'Will Call', label: 'Will Call', kind: 'pickup', factor: 0 },
  '8': { carrier: 'Messenger', label: 'Messenger Pickup', kind: 'pickup', factor: 0 },
  '54': { carrier: 'USPS', label: 'Misc Cheapest Ground', kind: 'cheapest', factor: 1 },
  '17': { carrier: 'UPS', label: 'Next Day Air Early AM', kind: 'air', factor: 4, maxDays: 1 },
  '21': { carrier: 'UPS', label: 'Next Day Air Saver', kind: 'air', factor: 2.8, maxDays: 1 },
  '19': { carrier: 'UPS', label: 'Saturday', kind: 'air', factor: 4.2, maxDays: 1 },
  '20': { carrier: 'UPS', label: 'Saturday Early', kind: 'air', factor: 5, maxDays: 1 },
  '22': { carrier: 'UPS', label: '2nd Day Air AM', kind: 'air', factor: 2.3, maxDays: 2 },
  '14': { carrier: 'FedEx', label: 'Ground', kind: 'ground', factor: 1 },
  '27': { carrier: 'FedEx', label: 'Standard Overnight', kind: 'air', factor: 2.9, maxDays: 1 },
  '26': { carrier: 'FedEx', label: 'Priority Overnight', kind: 'air', factor: 3.1, maxDays: 1 },
  '40': { carrier: 'UPS', label: 'Ground', kind: 'ground', factor: 1 },
  '48': { carrier: 'FedEx', label: '2Day', kind: 'air', factor: 1.95, maxDays: 2 },
};

/**
 * Services only a PromoStandards PO can name (its `UPS SUREPOST`); the REST contract has no code
 * for them, so `isShippingMethodCode` does not accept them.
 */
export const UPS_SUREPOST_CODE = 'UPS-SUREPOST';
const promoStandardsOnlyServices: Readonly<Record<string, Service>> = {
  [UPS_SUREPOST_CODE]: { carrier: 'UPS', label: 'SurePost', kind: 'ground', factor: 0.85 },
};

export function isShippingMethodCode(code: string): boolean {
  return Object.hasOwn(shippingServices, code);
}

/** Will call and messenger pickup: nothing ships, the customer collects. */
export function isPickup(code: string): boolean {
  return shippingServices[code]?.kind === 'pickup';
}

function groundCost(card: RateCard, pounds: number, transitDays: number): Cents {
  const zone = 1 + 0.2 * Math.max(0, transitDays - 1);
  return roundCents((card.baseCents + card.perPoundCents * Math.ceil(pounds)) * zone);
}

export interface FreightInput {
  code: string;
  weightPounds: number;
  /** Ground days in transit from the record's warehouse to the destination. */
  transitDays: number;
  residential: boolean;
  /** The order's merchandise that counts towards free freight (excludeFreeFreight lines left out). */
  freeFreightMerchandiseCents: Cents;
}

export interface FreightQuote {
  carrier: string;
  /** The text label shown as the order's shippingMethod. */
  label: string;
  chargeCents: Cents;
  carrierCostCents: Cents;
  savedCents: Cents;
  /** Business days from ship day to delivery. */
  transitDays: number;
  ltl: boolean;
}

interface Candidate {
  carrier: string;
  label: string;
  cost: Cents;
}

// Code 54: the most cost-effective of postal first class (up to 1 lb), postal priority (up to
// 20 lb), carrier A SurePost (residential only) and carrier A ground.
function cheapestGround(pounds: number, days: number, residential: boolean): Candidate {
  const ground = groundCost(UPS, pounds, days) + (residential ? RESIDENTIAL_SURCHARGE_CENTS : 0);
  const candidates: Candidate[] = [{ carrier: 'UPS', label: 'Ground', cost: ground }];
  if (residential) {
    candidates.push({ carrier: 'UPS', label: 'SurePost', cost: roundCents(ground * 0.85) });
  }
  if (pounds <= 20) {
    candidates.push({
      carrier: 'USPS',
      label: 'Priority Mail',
      cost: groundCost({ baseCents: 795, perPoundCents: 60 }, pounds, days),
    });
  }
  if (pounds <= 1) candidates.push({ carrier: 'USPS', label: 'First Class', cost: 450 });
  return candidates.reduce((best, c) => (c.cost < best.cost ? c : best));
}

export function quoteFreight(input: FreightInput): FreightQuote {
  const service = shippingServices[input.code] ?? promoStandardsOnlyServices[input.code];
  if (!service) throw new Error(`Unknown shipping method code ${input.code}`);
  const days = input.transitDays;
  if (service.kind === 'pickup') {
    return {
      carrier: service.carrier,
      label: service.label,
      chargeCents: 0,
      carrierCostCents: 0,
      savedCents: 0,
      transitDays: 0,
      ltl: false,
    };
  }
  if (input.weightPounds > LTL_OVER_POUNDS) {
    return {
      carrier: 'LTL',
      label: 'LTL Freight',
      chargeCents: 0,
      carrierCostCents: 0,
      savedCents: 0,
      transitDays: days + 2,
      ltl: true,
    };
  }
  const surcharge = input.residential ? RESIDENTIAL_SURCHARGE_CENTS : 0;
  let chosen: Candidate;
  if (service.kind === 'cheapest') {
    chosen = cheapestGround(input.weightPounds, days, input.residential);
  } else if (input.code === '1') {
    // Ground, carrier chosen by the service: whichever ground rate card is cheaper.
    const ups = groundCost(UPS, input.weightPounds, days) + surcharge;
    const fedex = groundCost(FEDEX, input.weightPounds, days) + surcharge;
    chosen =
      fedex < ups
        ? { carrier: 'FedEx', label: 'Ground', cost: fedex }
        : { carrier: 'UPS', label: 'Ground', cost: ups };
  } else {
    const card = service.carrier === 'FedEx' ? FEDEX : UPS;
    // Air services are priced from the 1-day zone: the aircraft does not care about distance.
    const zoneDays = service.kind === 'air' ? 1 : days;
    const cost = roundCents(groundCost(card, input.weightPounds, zoneDays) * service.factor);
    chosen = { carrier: service.carrier, label: service.label, cost: cost + surcharge };
  }
  const groundService = service.kind === 'ground' || service.kind === 'cheapest';
  const free = groundService && input.freeFreightMerchandiseCents > FREE_FREIGHT_OVER_CENTS;
  const charge = free ? 0 : chosen.cost;
  return {
    carrier: chosen.carrier,
    label: `${chosen.carrier} ${chosen.label}`,
    chargeCents: charge,
    carrierCostCents: chosen.cost,
    savedCents: chosen.cost - charge,
    transitDays: service.maxDays !== undefined ? Math.min(service.maxDays, days) : days,
    ltl: false,
  };
}
