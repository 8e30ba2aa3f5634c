// SOAP request envelopes as purchasing systems send them, built from a few options so each test
// changes only what it is about. Prefixes are parameters: the service must not depend on them.
import { escapeXml } from '@/lib/soap/core/xml-tree';

export const PO_NS = 'http://www.promostandards.org/WSDL/PO/1.0.0/';
export const SHARED_NS = 'http://www.promostandards.org/WSDL/PO/1.0.0/SharedObjects/';

export interface PartOption {
  partId: string;
  qty: string;
  uom?: string;
}

export interface PurchaseOrderOptions {
  wsVersion?: string | null;
  id?: string | null;
  password?: string | null;
  orderType?: string;
  poNumber?: string | null;
  orderDate?: string;
  rush?: string;
  carrier?: string;
  service?: string;
  blindShip?: string;
  shipTo?: Partial<
    Record<
      'companyName' | 'attentionTo' | 'address1' | 'city' | 'region' | 'postalCode',
      string | null
    >
  >;
  contactEmail?: string;
  contactType?: string;
  promoCode?: string;
  referenceSalesQuote?: string;
  lineType?: string;
  lines?: PartOption[][];
  shipments?: number;
  /** Prefixes for P and S; '' puts the namespace as default on the wrapper. */
  prefixes?: { p: string; s: string; soap: string };
}

const defaultShipTo = {
  companyName: 'Acme Promotions',
  attentionTo: 'Receiving Dock',
  address1: '1200 Commerce Dr',
  city: 'Plano',
  region: 'TX',
  postalCode: '75093',
};

function tag(prefix: string, name: string, content: string): string {
  const q = prefix ? `${prefix}:${name}` : name;
  return `<${q}>${content}</${q}>`;
}

function optional(prefix: string, name: string, value: string | null | undefined): string {
  return value === null || value === undefined ? '' : tag(prefix, name, escapeXml(value));
}

export function soapEnvelope(body: string, soap = 'soapenv'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${soap}:Envelope xmlns:${soap}="http://schemas.xmlsoap.org/soap/envelope/">\n<${soap}:Header/>\n<${soap}:Body>${body}</${soap}:Body></${soap}:Envelope>`;
}

function credentials(
  o: PurchaseOrderOptions,
  s: string,
  account: { number: string; apiKey: string },
) {
  return (
    optional(s, 'wsVersion', o.wsVersion === undefined ? '1.0.0' : o.wsVersion) +
    optional(s, 'id', o.id === undefined ? account.number : o.id) +
    optional(s, 'password', o.password === undefined ? account.apiKey : o.password)
  );
}

function namespaceDeclarations(p: string, s: string): string {
  return `${p ? `xmlns:${p}` : 'xmlns'}="${PO_NS}" xmlns:${s}="${SHARED_NS}"`;
}

export function getSupportedOrderTypesEnvelope(
  account: { number: string; apiKey: string },
  o: PurchaseOrderOptions = {},
): string {
  const { p, s, soap } = o.prefixes ?? { p: 'ns', s: 'shar', soap: 'soapenv' };
  const open = p ? `${p}:GetSupportedOrderTypesRequest` : 'GetSupportedOrderTypesRequest';
  return soapEnvelope(
    `<${open} ${namespaceDeclarations(p, s)}>${credentials(o, s, account)}</${open}>`,
    soap,
  );
}

export function sendPOEnvelope(
  account: { number: string; apiKey: string },
  o: PurchaseOrderOptions,
): string {
  const { p, s, soap } = o.prefixes ?? { p: 'ns', s: 'shar', soap: 'soapenv' };
  const shipTo = { ...defaultShipTo, ...o.shipTo };
  const contactDetails = (
    ['attentionTo', 'companyName', 'address1', 'city', 'region', 'postalCode'] as const
  )
    .map((k) => optional(s, k, shipTo[k]))
    .join('');
  const shipment = tag(
    s,
    'Shipment',
    tag(s, 'allowConsolidation', 'false') +
      tag(s, 'blindShip', o.blindShip ?? 'false') +
      tag(s, 'packingListRequired', 'false') +
      tag(
        s,
        'FreightDetails',
        tag(s, 'carrier', o.carrier ?? 'UPS') + tag(s, 'service', o.service ?? 'GROUND'),
      ) +
      tag(
        s,
        'ShipTo',
        tag(s, 'customerPickup', 'false') +
          tag(s, 'ContactDetails', contactDetails) +
          tag(s, 'shipmentId', '1'),
      ),
  );
  const lines = (o.lines ?? []).map((parts, index) =>
    tag(
      p,
      'LineItem',
      tag(p, 'lineNumber', String(index + 1)) +
        tag(s, 'description', 'Blank tees') +
        tag(p, 'lineType', o.lineType ?? 'New') +
        tag(s, 'ToleranceDetails', tag(s, 'tolerance', 'ExactOnly')) +
        tag(p, 'allowPartialShipments', 'false') +
        tag(p, 'lineItemTotal', '0') +
        optional(p, 'referenceSalesQuote', o.referenceSalesQuote) +
        tag(
          p,
          'PartArray',
          parts
            .map((part) =>
              tag(
                s,
                'Part',
                tag(s, 'partId', escapeXml(part.partId)) +
                  tag(s, 'customerSupplied', 'false') +
                  tag(s, 'Quantity', tag(s, 'uom', part.uom ?? 'EA') + tag(s, 'value', part.qty)),
              ),
            )
            .join(''),
        ),
    ),
  );
  const contact = o.contactEmail
    ? tag(
        p,
        'OrderContactArray',
        tag(
          s,
          'Contact',
          tag(s, 'contactType', o.contactType ?? 'Order') +
            tag(s, 'ContactDetails', tag(s, 'email', escapeXml(o.contactEmail))),
        ),
      )
    : '';
  const po = tag(
    p,
    'PO',
    tag(p, 'orderType', o.orderType ?? 'Blank') +
      optional(p, 'orderNumber', o.poNumber === undefined ? 'PO-TEST' : o.poNumber) +
      tag(p, 'orderDate', o.orderDate ?? '2026-11-18T10:00:00') +
      tag(p, 'totalAmount', '0') +
      tag(p, 'rush', o.rush ?? 'false') +
      tag(s, 'currency', 'USD') +
      contact +
      tag(p, 'ShipmentArray', Array.from({ length: o.shipments ?? 1 }, () => shipment).join('')) +
      tag(p, 'LineItemArray', lines.join('')) +
      tag(p, 'termsAndConditions', '') +
      optional(p, 'promoCode', o.promoCode),
  );
  const open = p ? `${p}:SendPORequest` : 'SendPORequest';
  return soapEnvelope(
    `<${open} ${namespaceDeclarations(p, s)}>${credentials(o, s, account)}${po}</${open}>`,
    soap,
  );
}
