// The operations' answers, written as strings. Namespaces follow the schemas exactly
// (compatibility.md §6): the wrappers, supportedOrderTypes and transactionId in P; the
// ServiceMessageArray and its content in S (in P it would fail validation).
import { PO_NS, SHARED_NS } from './namespaces';
import { fitDescription, type ServiceMessage } from './service-messages';
import { escapeXml } from './xml-tree';

const namespaces = `xmlns:p="${PO_NS}" xmlns:s="${SHARED_NS}"`;

function serviceMessageArray(messages: readonly ServiceMessage[]): string {
  if (messages.length === 0) return '';
  const items = messages
    .map(
      (m) =>
        `<s:ServiceMessage><s:code>${m.code}</s:code><s:description>${escapeXml(fitDescription(m.description))}</s:description><s:severity>${m.severity}</s:severity></s:ServiceMessage>`,
    )
    .join('');
  return `<s:ServiceMessageArray>${items}</s:ServiceMessageArray>`;
}

export function getSupportedOrderTypesResponse(
  orderTypes: readonly string[],
  messages: readonly ServiceMessage[] = [],
): string {
  const types = orderTypes
    .map((t) => `<p:supportedOrderTypes>${escapeXml(t)}</p:supportedOrderTypes>`)
    .join('');
  return `<p:GetSupportedOrderTypesResponse ${namespaces}>${types}${serviceMessageArray(messages)}</p:GetSupportedOrderTypesResponse>`;
}

export function sendPOResponse(
  transactionId: string | undefined,
  messages: readonly ServiceMessage[],
): string {
  const id =
    transactionId === undefined
      ? ''
      : `<p:transactionId>${escapeXml(transactionId)}</p:transactionId>`;
  return `<p:SendPOResponse ${namespaces}>${id}${serviceMessageArray(messages)}</p:SendPOResponse>`;
}
