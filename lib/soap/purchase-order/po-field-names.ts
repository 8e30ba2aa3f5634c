// The fields of the order command (as the services name them in errors) as a PromoStandards PO
// names them, so that a message about a field points at what the SOAP client sent.

const poFieldOfCommandField: Readonly<Record<string, string>> = {
  poNumber: 'PO/orderNumber',
  shippingMethod: 'PO/ShipmentArray/Shipment/FreightDetails',
  shipBlind: 'PO/ShipmentArray/Shipment/blindShip',
  emailConfirmation: 'PO/OrderContactArray/Contact/ContactDetails/email',
  promotionCode: 'PO/promoCode',
  quoteNumber: 'LineItem/referenceSalesQuote',
  'shippingAddress.customer': 'ShipTo/ContactDetails/companyName',
  'shippingAddress.attn': 'ShipTo/ContactDetails/attentionTo',
  'shippingAddress.address': 'ShipTo/ContactDetails/address1',
  'shippingAddress.city': 'ShipTo/ContactDetails/city',
  'shippingAddress.state': 'ShipTo/ContactDetails/region',
  'shippingAddress.zip': 'ShipTo/ContactDetails/postalCode',
  shipByDate: 'LineItem/requestedShipDate',
  lines: 'PO/LineItemArray',
};

/** A field of the order command as the PO names it; lines by the LineItem and Part they came from. */
export function poFieldName(field: string, lineLabels: readonly string[] = []): string {
  const line = /^lines\[(\d+)\](?:\.(\w+))?$/.exec(field);
  if (line) {
    const label = lineLabels[Number(line[1])] ?? `Part ${Number(line[1]) + 1}`;
    if (line[2] === 'qty') return `${label}/Quantity/value`;
    if (line[2] === 'identifier') return `${label}/partId`;
    return label;
  }
  return poFieldOfCommandField[field] ?? field;
}
