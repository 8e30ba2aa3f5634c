// The carrier + service pairs a PO's FreightDetails may name (compatibility.md §6), mapped onto the
// shippingMethod codes of interface-v2.md §4.1.1. Carrier A of the contract is UPS, carrier B
// FedEx. A pair is honoured exactly or refused: never quietly shipped another way.
import { shippingServices, UPS_SUREPOST_CODE } from '@/lib/domain/freight';

const codeByPair: Readonly<Record<string, string>> = {
  'UPS GROUND': '40',
  'UPS NEXTDAY': '2',
  'UPS NEXTDAYEARLYAM': '17',
  'UPS NEXTDAYSAVER': '21',
  'UPS 2DAY': '3',
  'UPS 2DAYAM': '22',
  'UPS 3DAY': '16',
  // SurePost has no code in the REST contract; code 54 might ship by the postal service, so a PO
  // asking for SurePost gets the SurePost-only service.
  'UPS SUREPOST': UPS_SUREPOST_CODE,
  'UPS SATURDAY': '19',
  'UPS SATURDAYEARLY': '20',
  'FEDEX GROUND': '14',
  'FEDEX 2DAY': '48',
  'FEDEX NEXTDAY': '27',
  'FEDEX NEXTDAYPRIORITY': '26',
  'MISC CHEAPEST': '54',
};

/** Methods named by the carrier alone; whatever the service element says is not a choice. */
const codeByCarrier: Readonly<Record<string, string>> = {
  WILLCALL: '6',
  MESSANGER: '8',
  MESSENGER: '8',
};

function normalise(value: string): string {
  return value
    .trim()
    .toUpperCase()
    .replace(/[\s_-]+/g, '');
}

/** The shippingMethod code for a carrier and service, or undefined when we do not offer it. */
export function shippingMethodFor(carrier: string, service: string): string | undefined {
  const carrierKey = normalise(carrier);
  if (Object.hasOwn(codeByCarrier, carrierKey)) return codeByCarrier[carrierKey];
  const serviceKey = normalise(service);
  for (const [pair, code] of Object.entries(codeByPair)) {
    const [c = '', s = ''] = pair.split(' ');
    if (c === carrierKey && s === serviceKey) return code;
  }
  return undefined;
}

/** "UPS Next Day Air" (an order's carrier and method label) -> "NEXTDAY", from the pairs above. */
const serviceByMethodLabel: ReadonlyMap<string, string> = new Map(
  Object.entries(codeByPair).flatMap(([pair, code]) => {
    const service = shippingServices[code];
    const name = pair.split(' ')[1];
    return service && name ? [[`${service.carrier} ${service.label}`.toUpperCase(), name]] : [];
  }),
);

/**
 * The PromoStandards carrier and service of a shipped record, for shipment notifications: the
 * pair a PO would name for it, or the method's own words where no pair names it (USPS, LTL).
 */
export function freightPairOf(
  carrier: string,
  methodLabel: string,
): { carrier: string; service: string } {
  const upperCarrier = carrier.toUpperCase();
  const known = serviceByMethodLabel.get(methodLabel.toUpperCase());
  if (known) return { carrier: upperCarrier, service: known };
  const rest = methodLabel.toUpperCase().startsWith(upperCarrier)
    ? methodLabel.slice(carrier.length)
    : methodLabel;
  return { carrier: upperCarrier, service: normalise(rest) || upperCarrier };
}

export const supportedFreightPairs: readonly string[] = [
  ...Object.keys(codeByPair),
  'WILLCALL',
  'MESSANGER',
];
