// The carrier + service pairs a PO's FreightDetails may name (compatibility.md §6), mapped onto the
// shippingMethod codes of interface-v2.md §4.1.1. Carrier A of the contract is UPS, carrier B FedEx.

const codeByPair: Readonly<Record<string, string>> = {
  'UPS GROUND': '40',
  'UPS NEXTDAY': '2',
  'UPS NEXTDAYEARLYAM': '17',
  'UPS NEXTDAYSAVER': '21',
  'UPS 2DAY': '3',
  'UPS 2DAYAM': '22',
  'UPS 3DAY': '16',
  // The contract has no SurePost-only code; 54 is the service that ships by SurePost when it is
  // the most cost-effective ground choice.
  'UPS SUREPOST': '54',
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
  const byCarrier = codeByCarrier[normalise(carrier)];
  if (byCarrier) return byCarrier;
  const carrierKey = normalise(carrier);
  const serviceKey = normalise(service);
  for (const [pair, code] of Object.entries(codeByPair)) {
    const [c = '', s = ''] = pair.split(' ');
    if (c === carrierKey && s === serviceKey) return code;
  }
  return undefined;
}

export const supportedFreightPairs: readonly string[] = [
  ...Object.keys(codeByPair),
  'WILLCALL',
  'MESSANGER',
];
