// Reads a GetOrderShipmentNotificationRequest. The service's own codes (spec-text.md): 300
// queryType not found, 301 referenceNumber not found, 302 shipmentDateTimeStamp incorrect.
import type { ShipmentQuery } from '@/lib/services/get-shipment-notifications';
import { requiredFields, ServiceMessageError } from '../core/service-messages';
import { childText, type XmlElement } from '../core/xml-tree';
import { parseXsdDateTime } from '../core/xsd-lexical';
import { OSN_NS, OSN_SHARED_NS } from './namespaces';

export const ShipmentCode = {
  queryTypeNotFound: 300,
  referenceNotFound: 301,
  timestampIncorrect: 302,
} as const;

const S = [OSN_SHARED_NS, OSN_NS] as const;

/** How far back a date search may reach: the standard lets a supplier refuse a wide range. */
export const MAX_SHIPMENT_SEARCH_DAYS = 90;

export function readShipmentRequest(request: XmlElement, now: number): ShipmentQuery {
  const queryType = childText(request, 'queryType', S);
  if (queryType === '') throw requiredFields(['queryType']);
  if (queryType === '1' || queryType === '2') {
    const reference = childText(request, 'referenceNumber', S);
    if (reference === '') throw requiredFields(['referenceNumber']);
    return queryType === '1'
      ? { kind: 'poNumber', poNumber: reference }
      : { kind: 'orderNumber', orderNumber: reference };
  }
  if (queryType === '3') {
    const text = childText(request, 'shipmentDateTimestamp', S);
    if (text === '') throw requiredFields(['shipmentDateTimestamp']);
    const since = parseXsdDateTime(text);
    if (since === undefined || since > now || now - since > MAX_SHIPMENT_SEARCH_DAYS * 86_400_000) {
      throw ServiceMessageError.of(
        ShipmentCode.timestampIncorrect,
        `shipmentDateTimestamp "${text}" is incorrect or is an invalid date range: give a past date-time within ${MAX_SHIPMENT_SEARCH_DAYS} days.`,
      );
    }
    return { kind: 'shippedSince', since };
  }
  throw ServiceMessageError.of(
    ShipmentCode.queryTypeNotFound,
    `queryType not found: ${queryType}. Use 1 (PO number), 2 (sales order number) or 3 (shipment date).`,
  );
}
