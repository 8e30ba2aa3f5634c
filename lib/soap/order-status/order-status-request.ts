// Reads a GetOrderStatusRequest into the service's query. Codes (the service's own, as in its
// 1.0.0 document): 300 queryType not found, 301 referenceNumber not found, 302 statusTimeStamp
// incorrect.
import type { OrderStatusQuery } from '@/lib/services/get-order-status';
import { requiredFields, ServiceMessageError } from '../core/service-messages';
import { childText, type XmlElement } from '../core/xml-tree';
import { parseXsdBoolean, parseXsdDateTime } from '../core/xsd-lexical';
import { ORDER_STATUS_NS, ORDER_STATUS_SHARED_NS } from './namespaces';

export const OrderStatusCode = {
  queryTypeNotFound: 300,
  referenceNotFound: 301,
  timestampIncorrect: 302,
} as const;

const S = [ORDER_STATUS_SHARED_NS, ORDER_STATUS_NS] as const;
export const QUERY_TYPES = [
  'poSearch',
  'soSearch',
  'lastUpdate',
  'allOpen',
  'allOpenIssues',
  'transactionId',
] as const;

export type IssueDetail = 'noIssues' | 'openIssues' | 'allIssues';

export interface OrderStatusRequest {
  queryType: (typeof QUERY_TYPES)[number];
  query: OrderStatusQuery;
  /** The reference the client searched by, for a "not found" answer. */
  referenceNumber: string;
  issueDetail: IssueDetail;
  productDetail: boolean;
}

function queryOf(
  queryType: OrderStatusRequest['queryType'],
  request: XmlElement,
): OrderStatusQuery {
  const reference = childText(request, 'referenceNumber', S);
  switch (queryType) {
    case 'poSearch':
    case 'soSearch':
    case 'transactionId':
      if (reference === '') throw requiredFields(['referenceNumber']);
      return queryType === 'poSearch'
        ? { kind: 'poNumber', poNumber: reference }
        : // A PO's transactionId is the order number sendPO answered with.
          { kind: 'orderNumber', orderNumber: reference };
    case 'lastUpdate': {
      const text = childText(request, 'statusTimeStamp', S);
      if (text === '') throw requiredFields(['statusTimeStamp']);
      const since = parseXsdDateTime(text);
      if (since === undefined) {
        throw ServiceMessageError.of(
          OrderStatusCode.timestampIncorrect,
          `statusTimeStamp "${text}" is not a valid dateTime.`,
        );
      }
      return { kind: 'changedSince', since };
    }
    case 'allOpen':
      return { kind: 'allOpen' };
    case 'allOpenIssues':
      return { kind: 'allOpenIssues' };
  }
}

export function readOrderStatusRequest(request: XmlElement): OrderStatusRequest {
  const queryType = childText(request, 'queryType', S);
  if (queryType === '') throw requiredFields(['queryType']);
  const known = QUERY_TYPES.find((q) => q === queryType);
  if (!known) {
    throw ServiceMessageError.of(
      OrderStatusCode.queryTypeNotFound,
      `queryType not found: ${queryType}. Use one of ${QUERY_TYPES.join(', ')}.`,
    );
  }
  const issueText = childText(request, 'returnIssueDetailType', S);
  const issueDetail = (['noIssues', 'openIssues', 'allIssues'] as const).find(
    (v) => v === issueText,
  );
  if (issueText !== '' && !issueDetail) {
    throw ServiceMessageError.of(
      125,
      `Not Supported: returnIssueDetailType "${issueText}"; use noIssues, openIssues or allIssues.`,
    );
  }
  const productText = childText(request, 'returnProductDetail', S);
  const productDetail = productText === '' ? false : parseXsdBoolean(productText);
  if (productDetail === undefined) {
    throw ServiceMessageError.of(125, `Not Supported: returnProductDetail "${productText}".`);
  }
  return {
    queryType: known,
    query: queryOf(known, request),
    referenceNumber: childText(request, 'referenceNumber', S),
    issueDetail: issueDetail ?? 'noIssues',
    productDetail,
  };
}
