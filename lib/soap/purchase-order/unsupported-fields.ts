// Parts of a PO we accept but do not act on (fully or partly): each is named back to the client
// with code 220 (not supported) or 230 (partially supported) beside the PO's 299, instead of being
// dropped silently (compatibility.md §6).
import type { OrderView } from '@/lib/domain/orders';
import type { ServiceMessage } from '../core/service-messages';
import { childNamed, childText, childrenNamed, type XmlElement } from '../core/xml-tree';
import { parseXsdBoolean } from '../core/xsd-lexical';
import { PO_NS, SHARED_NS } from './namespaces';

const P = [PO_NS, SHARED_NS] as const;
const S = [SHARED_NS, PO_NS] as const;

export const PoNoticeCode = { notSupported: 220, partiallySupported: 230 } as const;

interface FieldRule {
  /** The field, as the PO names it. */
  path: string;
  code: number;
  /** Whether the field is present in a way we would have to act on. */
  present(scope: XmlElement): boolean;
  message: string;
}

const has = (name: string, ns: readonly string[]) => (scope: XmlElement) =>
  childNamed(scope, name, ns) !== undefined;
const isTrue = (name: string, ns: readonly string[]) => (scope: XmlElement) =>
  parseXsdBoolean(childText(scope, name, ns)) === true;

const poRules: FieldRule[] = [
  {
    path: 'PO/rush',
    code: PoNoticeCode.notSupported,
    present: isTrue('rush', P),
    message: 'rush is not supported; the order ships on the normal schedule.',
  },
  {
    path: 'PO/paymentTerms',
    code: PoNoticeCode.notSupported,
    present: has('paymentTerms', P),
    message: "paymentTerms is not supported; the account's own terms apply.",
  },
  {
    path: 'PO/DigitalProof',
    code: PoNoticeCode.notSupported,
    present: has('DigitalProof', S),
    message: 'DigitalProof is not supported: Blank orders have no proofs.',
  },
  {
    path: 'PO/TaxInformationArray',
    code: PoNoticeCode.notSupported,
    present: has('TaxInformationArray', P),
    message: 'TaxInformationArray is not supported; tax follows the ship-to state and the account.',
  },
];

const shipmentRules: FieldRule[] = [
  {
    path: 'Shipment/ThirdPartyAccount',
    code: PoNoticeCode.notSupported,
    present: has('ThirdPartyAccount', S),
    message: 'ThirdPartyAccount is not supported; freight is charged to the account.',
  },
  {
    path: 'Shipment/shipReferences',
    code: PoNoticeCode.notSupported,
    present: has('shipReferences', S),
    message: 'shipReferences are not supported; they are not printed on the shipment.',
  },
  {
    path: 'Shipment/comments',
    code: PoNoticeCode.notSupported,
    present: has('comments', S),
    message: 'Shipment comments are not supported; they do not reach the warehouse.',
  },
  {
    path: 'Shipment/packingListRequired',
    code: PoNoticeCode.partiallySupported,
    present: isTrue('packingListRequired', S),
    message:
      'packingListRequired is partially supported: every carton carries our standard packing list.',
  },
  {
    path: 'Shipment/ShipTo/customerPickup',
    code: PoNoticeCode.notSupported,
    present: (shipment) =>
      isTrue('customerPickup', S)(childNamed(shipment, 'ShipTo', S) ?? shipment),
    message: 'customerPickup is not supported; choose carrier WILLCALL to pick the order up.',
  },
];

const lineRules: FieldRule[] = [
  {
    path: 'requestedShipDate',
    code: PoNoticeCode.notSupported,
    present: has('requestedShipDate', P),
    message: 'requestedShipDate is not supported; stock ships on the next shipping day.',
  },
  {
    path: 'requestedInHandsDate',
    code: PoNoticeCode.notSupported,
    present: has('requestedInHandsDate', P),
    message: 'requestedInHandsDate is not supported; delivery follows the carrier service chosen.',
  },
  {
    path: 'unitPrice',
    code: PoNoticeCode.notSupported,
    present: has('unitPrice', S),
    message: "unitPrice is not supported; lines are priced at the account's prices.",
  },
  {
    path: 'Program',
    code: PoNoticeCode.notSupported,
    present: has('Program', S),
    message: 'Program is not supported; program pricing does not apply.',
  },
];

function noticesOf(scope: XmlElement, rules: FieldRule[], prefix: string): ServiceMessage[] {
  return rules
    .filter((rule) => rule.present(scope))
    .map((rule) => ({
      code: rule.code,
      description: `${prefix}${rule.path}: ${rule.message}`,
      severity: 'Warning',
    }));
}

/** The 220/230 notices of a PO, each field named once (per line for line fields). */
export function unsupportedFieldNotices(po: XmlElement): ServiceMessage[] {
  const notices = noticesOf(po, poRules, '');
  const shipment = childNamed(childNamed(po, 'ShipmentArray', P), 'Shipment', S);
  if (shipment) notices.push(...noticesOf(shipment, shipmentRules, 'PO/ShipmentArray/'));
  childrenNamed(childNamed(po, 'LineItemArray', P), 'LineItem', P).forEach((item, index) => {
    const label = `LineItem ${childText(item, 'lineNumber', P) || index + 1}/`;
    notices.push(...noticesOf(item, lineRules, label));
  });
  return notices;
}

/**
 * `allowPartialShipments=false` is honoured as long as a line ships from one warehouse; when the
 * stock of a part had to come from several, the line says so with 230 (the PO is still placed,
 * as a split is how we can fill it at all).
 */
export function splitLineNotices(po: XmlElement, orders: readonly OrderView[]): ServiceMessage[] {
  const notices: ServiceMessage[] = [];
  childrenNamed(childNamed(po, 'LineItemArray', P), 'LineItem', P).forEach((item, index) => {
    if (parseXsdBoolean(childText(item, 'allowPartialShipments', P)) !== false) return;
    const label = `LineItem ${childText(item, 'lineNumber', P) || index + 1}`;
    for (const part of childrenNamed(childNamed(item, 'PartArray', P), 'Part', S)) {
      const partId = childText(part, 'partId', S);
      const warehouses = orders
        .filter((o) =>
          o.lines.some((l) => [l.sku, l.gtin, String(l.skuId), l.yourSku].includes(partId)),
        )
        .map((o) => o.warehouseAbbr);
      if (warehouses.length > 1) {
        notices.push({
          code: PoNoticeCode.partiallySupported,
          description: `${label}/allowPartialShipments: false is partially supported: part ${partId} ships from ${warehouses.join(' and ')}, the stock no single warehouse holds.`,
          severity: 'Warning',
        });
      }
    }
  });
  return notices;
}
