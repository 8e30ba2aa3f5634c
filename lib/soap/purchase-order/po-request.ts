// Reads a PromoStandards PO (SendPORequest/PO) into the placing-orders command every door shares.
// Problems are gathered per kind and answered with the standard codes: 120 missing fields, 125
// values we do not offer, 240 parts of the standard our Blank orders do not include, 210 data.
import type { ShippingAddressInput } from '@/lib/domain/orders';
import { shippingMethodFor } from './freight-methods';
import { PO_NS, SHARED_NS } from './namespaces';
import {
  fitDescription,
  ServiceMessageError,
  StandardCode,
  type ServiceMessage,
} from '../core/service-messages';
import { childNamed, childrenNamed, type XmlElement } from '../core/xml-tree';
import {
  parseXsdBoolean,
  parseXsdDateTime,
  parseXsdDecimal,
  xsdDecimalToInteger,
} from '../core/xsd-lexical';
import { PoCode } from './po-codes';

// Each element is looked up in the namespace of the schema that declares it (compatibility.md
// §6); the other PO namespace is accepted too, as that mistake is common and harmless.
const P = [PO_NS, SHARED_NS] as const;
const S = [SHARED_NS, PO_NS] as const;

export const SUPPORTED_ORDER_TYPES = ['Blank'] as const;

class Problems {
  readonly missing: string[] = [];
  readonly unsupportedValues: string[] = [];
  readonly unsupportedByType: string[] = [];
  readonly violations: string[] = [];

  /** The trimmed text of a required child, or '' after noting it as missing. */
  required(
    parent: XmlElement | undefined,
    name: string,
    ns: readonly string[],
    path: string,
  ): string {
    const text = childNamed(parent, name, ns)?.text.trim() ?? '';
    if (text === '') this.missing.push(path);
    return text;
  }

  throwIfAny(): void {
    const groups: [number, string[]][] = [
      [StandardCode.requiredFieldsMissing, this.missing.map((f) => `Required field missing: ${f}`)],
      [StandardCode.notSupported, this.unsupportedValues],
      [PoCode.notSupportedByOrderType, this.unsupportedByType],
      [PoCode.dataViolation, this.violations],
    ];
    for (const [code, descriptions] of groups) {
      if (descriptions.length === 0) continue;
      const messages: ServiceMessage[] = descriptions.map((d) => ({
        code,
        description: fitDescription(d),
        severity: 'Error',
      }));
      throw new ServiceMessageError(messages);
    }
  }
}

function optionalText(parent: XmlElement | undefined, name: string, ns: readonly string[]): string {
  return childNamed(parent, name, ns)?.text.trim() ?? '';
}

function readBoolean(problems: Problems, text: string, path: string): boolean | undefined {
  if (text === '') return undefined;
  const value = parseXsdBoolean(text);
  if (value === undefined) problems.violations.push(`${path} must be true, false, 1 or 0.`);
  return value;
}

function readShipment(problems: Problems, po: XmlElement) {
  const shipments = childrenNamed(childNamed(po, 'ShipmentArray', P), 'Shipment', S);
  const shipment = shipments[0];
  if (!shipment) problems.missing.push('PO/ShipmentArray/Shipment');
  if (shipments.length > 1) {
    problems.unsupportedByType.push(
      `Exactly one Shipment per PO is supported (it applies to every warehouse); this PO has ${shipments.length}.`,
    );
  }
  const freight = childNamed(shipment, 'FreightDetails', S);
  const carrier = shipment
    ? problems.required(freight, 'carrier', S, 'Shipment/FreightDetails/carrier')
    : '';
  const service = shipment
    ? problems.required(freight, 'service', S, 'Shipment/FreightDetails/service')
    : '';
  const shippingMethod = carrier ? shippingMethodFor(carrier, service) : undefined;
  if (carrier && !shippingMethod) {
    problems.unsupportedValues.push(
      `Freight carrier "${carrier}" with service "${service}" is not supported.`,
    );
  }
  const blindShip = readBoolean(
    problems,
    optionalText(shipment, 'blindShip', S),
    'Shipment/blindShip',
  );
  const details = childNamed(childNamed(shipment, 'ShipTo', S), 'ContactDetails', S);
  if (shipment && !details) problems.missing.push('Shipment/ShipTo/ContactDetails');
  const at = (name: string) => `ShipTo/ContactDetails/${name}`;
  const address: ShippingAddressInput = {
    customer: optionalText(details, 'companyName', S),
    attn: optionalText(details, 'attentionTo', S),
    address: details
      ? [
          problems.required(details, 'address1', S, at('address1')),
          optionalText(details, 'address2', S),
          optionalText(details, 'address3', S),
        ]
          .filter((part) => part !== '')
          .join(', ')
      : '',
    city: details ? problems.required(details, 'city', S, at('city')) : '',
    state: details ? problems.required(details, 'region', S, at('region')) : '',
    // ZIP+4 is a valid postal code; the order needs its five-digit ZIP.
    zip: details
      ? problems
          .required(details, 'postalCode', S, at('postalCode'))
          .replace(/^(\d{5})-\d{4}$/, '$1')
      : '',
    // The PO standard does not say; the REST interface's default applies.
    residential: true,
  };
  return { shippingMethod: shippingMethod ?? '', blindShip, address };
}

function readConfirmationEmail(po: XmlElement): string {
  const contacts = childrenNamed(childNamed(po, 'OrderContactArray', P), 'Contact', S);
  for (const contact of contacts) {
    if (optionalText(contact, 'contactType', S).toLowerCase() !== 'order') continue;
    const email = optionalText(childNamed(contact, 'ContactDetails', S), 'email', S);
    if (email) return email;
  }
  return '';
}

function readLines(problems: Problems, po: XmlElement) {
  const items = childrenNamed(childNamed(po, 'LineItemArray', P), 'LineItem', P);
  if (items.length === 0) problems.missing.push('PO/LineItemArray/LineItem');
  const lines: PurchaseOrderLine[] = [];
  const quotes = new Set<string>();
  items.forEach((item, index) => {
    const label = `LineItem ${optionalText(item, 'lineNumber', P) || index + 1}`;
    const lineType = optionalText(item, 'lineType', P);
    if (lineType !== '' && lineType !== 'New') {
      problems.unsupportedByType.push(
        `${label}: lineType "${lineType}" is not supported; only New.`,
      );
    }
    if (childNamed(item, 'Configuration', S)) {
      problems.unsupportedByType.push(
        `${label}: Configuration (decoration) is not supported for Blank orders.`,
      );
    }
    const quote = optionalText(item, 'referenceSalesQuote', P);
    if (quote) quotes.add(quote);
    const parts = childrenNamed(childNamed(item, 'PartArray', P), 'Part', S);
    if (parts.length === 0) problems.missing.push(`${label}/PartArray/Part`);
    parts.forEach((part, partIndex) => {
      const at = `${label} Part ${partIndex + 1}`;
      const identifier = problems.required(part, 'partId', S, `${at}/partId`);
      const quantity = childNamed(part, 'Quantity', S);
      if (!quantity) {
        problems.missing.push(`${at}/Quantity`);
        return;
      }
      const uom = problems.required(quantity, 'uom', S, `${at}/Quantity/uom`);
      if (uom && uom !== 'EA') {
        problems.unsupportedByType.push(`${at}: quantity uom "${uom}" is not supported; only EA.`);
      }
      const valueText = problems.required(quantity, 'value', S, `${at}/Quantity/value`);
      if (!valueText) return;
      const decimal = parseXsdDecimal(valueText);
      const qty = decimal ? xsdDecimalToInteger(decimal) : undefined;
      if (qty === undefined) {
        problems.violations.push(
          `${at}: Quantity value "${valueText}" must be a whole number of EA.`,
        );
        return;
      }
      if (identifier) lines.push({ identifier, qty, label: at });
    });
  });
  if (quotes.size > 1) {
    problems.violations.push(
      `All line items must reference the same sales quote; this PO names ${[...quotes].join(', ')}.`,
    );
  }
  return { lines, quoteNumber: [...quotes][0] };
}

export interface PurchaseOrderLine {
  identifier: string;
  qty: number;
  /** Where the line came from, e.g. "LineItem 2 Part 1", for messages. */
  label: string;
}

/** What the service takes from a PO, before the placing-orders contract checks the values. */
export interface PurchaseOrderFields {
  poNumber: string;
  shippingAddress: ShippingAddressInput;
  shippingMethod: string;
  /** undefined: the account's setting. */
  blindShip?: boolean;
  confirmationEmail: string;
  promoCode: string;
  referenceSalesQuote: string;
  lines: PurchaseOrderLine[];
}

/** The PO element of a SendPORequest, read, or ServiceMessages saying why it cannot be. */
export function readPurchaseOrder(po: XmlElement | undefined): PurchaseOrderFields {
  const problems = new Problems();
  if (!po) {
    problems.missing.push('PO');
    problems.throwIfAny();
    throw new Error('unreachable');
  }
  const orderType = problems.required(po, 'orderType', P, 'PO/orderType');
  if (orderType && !(SUPPORTED_ORDER_TYPES as readonly string[]).includes(orderType)) {
    problems.unsupportedValues.push(
      `Order type "${orderType}" is not supported; supported: ${SUPPORTED_ORDER_TYPES.join(', ')}.`,
    );
  }
  const poNumber = problems.required(po, 'orderNumber', P, 'PO/orderNumber');
  const orderDate = optionalText(po, 'orderDate', P);
  if (orderDate && parseXsdDateTime(orderDate) === undefined) {
    problems.violations.push(`PO/orderDate "${orderDate}" is not a valid dateTime.`);
  }
  readBoolean(problems, optionalText(po, 'rush', P), 'PO/rush');
  const shipment = readShipment(problems, po);
  const { lines, quoteNumber } = readLines(problems, po);
  problems.throwIfAny();
  const fields: PurchaseOrderFields = {
    poNumber,
    shippingAddress: shipment.address,
    shippingMethod: shipment.shippingMethod,
    confirmationEmail: readConfirmationEmail(po),
    promoCode: optionalText(po, 'promoCode', P),
    referenceSalesQuote: quoteNumber ?? '',
    lines,
  };
  if (shipment.blindShip !== undefined) fields.blindShip = shipment.blindShip;
  return fields;
}
