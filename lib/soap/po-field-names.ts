// The fields of the placing-orders request (REST names) as a PromoStandards PO names them, so that
// a message about a field points at what the SOAP client sent.

const poFieldOfRestField: Readonly<Record<string, string>> = {
  poNumber: 'orderNumber',
  shippingMethod: 'FreightDetails',
  shipBlind: 'blindShip',
  emailConfirmation: 'Contact email',
  promotionCode: 'promoCode',
  quoteNumber: 'referenceSalesQuote',
  'shippingAddress.customer': 'ShipTo companyName',
  'shippingAddress.attn': 'ShipTo attentionTo',
  'shippingAddress.address': 'ShipTo address1',
  'shippingAddress.city': 'ShipTo city',
  'shippingAddress.state': 'ShipTo region',
  'shippingAddress.zip': 'ShipTo postalCode',
  lines: 'LineItemArray',
};

/** A field of the REST request as the PO names it; lines by the LineItem and Part they came from. */
export function poFieldName(restField: string, lineLabels: readonly string[] = []): string {
  const line = /^lines\[(\d+)\](?:\.(\w+))?$/.exec(restField);
  if (line) {
    const label = lineLabels[Number(line[1])] ?? `Part ${Number(line[1]) + 1}`;
    if (line[2] === 'qty') return `${label} Quantity/value`;
    if (line[2] === 'identifier') return `${label} partId`;
    return label;
  }
  return poFieldOfRestField[restField] ?? restField;
}
