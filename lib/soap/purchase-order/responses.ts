// The PO operations' answers, written as strings. Namespaces follow the schemas exactly
// (compatibility.md §6): the wrappers, supportedOrderTypes and transactionId in P; the
// ServiceMessageArray and its content in S (in P it would fail validation).
import { serviceMessageArray, type ServiceMessage } from '../core/service-messages';
import { escapeXml } from '../core/xml-tree';
import { PO_NS, SHARED_NS } from './namespaces';

const namespaces = `xmlns:p="${PO_NS}" xmlns:s="${SHARED_NS}"`;

export function getSupportedOrderTypesResponse(
  orderTypes: readonly string[],
  messages: readonly ServiceMessage[] = [],
): string {
  const types = orderTypes
    .map((t) => `<p:supportedOrderTypes>${escapeXml(t)}</p:supportedOrderTypes>`)
    .join('');
  return `<p:GetSupportedOrderTypesResponse ${namespaces}>${types}${serviceMessageArray(messages, 's')}</p:GetSupportedOrderTypesResponse>`;
}

export function sendPOResponse(
  transactionId: string | undefined,
  messages: readonly ServiceMessage[],
): string {
  const id =
    transactionId === undefined
      ? ''
      : `<p:transactionId>${escapeXml(transactionId)}</p:transactionId>`;
  return `<p:SendPOResponse ${namespaces}>${id}${serviceMessageArray(messages, 's')}</p:SendPOResponse>`;
}
