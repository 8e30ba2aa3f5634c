// PromoStandards Order Status 2.0.0 (OrderStatusServiceV2): getOrderStatus by PO, sales order,
// transactionId, last update or all open (with or without issues), getIssue, getServiceMethods.
import { getOrderIssue } from '@/lib/services/get-order-issue';
import { getOrderStatus } from '@/lib/services/get-order-status';
import { styleNumbersOfSkus } from '@/lib/services/style-numbers-of-skus';
import type { SoapServiceDefinition } from '../core/service-definition';
import { requiredFields, ServiceMessageError, StandardCode } from '../core/service-messages';
import { childText } from '../core/xml-tree';
import { ORDER_STATUS_NS, ORDER_STATUS_SHARED_NS } from './namespaces';
import { OrderStatusCode, readOrderStatusRequest } from './order-status-request';
import {
  getIssueResponse,
  getOrderStatusResponse,
  getServiceMethodsResponse,
} from './order-status-response';

const S = [ORDER_STATUS_SHARED_NS, ORDER_STATUS_NS] as const;
const METHODS = ['getOrderStatus', 'getIssue', 'getServiceMethods'] as const;

export const orderStatusService: SoapServiceDefinition = {
  name: 'OrderStatusServiceV2',
  accessKey: 'order-status',
  path: '/OrderStatus/v2/OrderStatusService.svc',
  specFolder: 'promostandards-order-status-2.0.0',
  wsdlFile: 'OrderStatusServiceV2.wsdl',
  schemaFiles: [
    'GetOrderStatusRequest.xsd',
    'GetOrderStatusResponse.xsd',
    'GetIssueRequest.xsd',
    'GetIssueResponse.xsd',
    'GetServiceMethodsRequest.xsd',
    'GetServiceMethodsResponse.xsd',
    'SharedObjectsOrderStatusV2.xsd',
    'iso3166-country-code.xsd',
  ],
  namespace: ORDER_STATUS_NS,
  credentialNamespaces: S,
  wsVersion: '2.0.0',
  maxBodyBytes: 16 * 1024,
  wording: {
    dataErrorCode: StandardCode.notSupported,
    notFoundCode: OrderStatusCode.referenceNotFound,
  },
  operations: {
    GetOrderStatusRequest: {
      async answer(context, caller, request) {
        const read = readOrderStatusRequest(request);
        const orders = await getOrderStatus(context.deps, caller, read.query);
        if (
          orders.length === 0 &&
          read.referenceNumber !== '' &&
          read.query.kind !== 'changedSince'
        ) {
          throw ServiceMessageError.of(
            OrderStatusCode.referenceNotFound,
            `referenceNumber not found: ${read.referenceNumber}.`,
          );
        }
        const skuIds = read.productDetail
          ? orders.flat().flatMap((r) => r.lines.map((l) => l.skuId))
          : [];
        return getOrderStatusResponse(orders, {
          timeZone: context.deps.settings.businessTimeZone,
          issueDetail: read.issueDetail,
          productDetail: read.productDetail,
          styleNumbers: await styleNumbersOfSkus(context.deps, caller.account.id, skuIds),
        });
      },
      refuse: (messages) =>
        getOrderStatusResponse(
          [],
          {
            timeZone: 'UTC',
            issueDetail: 'noIssues',
            productDetail: false,
            styleNumbers: new Map(),
          },
          messages,
        ),
    },
    GetIssueRequest: {
      async answer(context, caller, request) {
        const issueId = childText(request, 'issueId', S);
        if (issueId === '') throw requiredFields(['issueId']);
        return getIssueResponse(await getOrderIssue(context.deps, caller, issueId));
      },
      refuse: (messages) => getIssueResponse(undefined, messages),
    },
    GetServiceMethodsRequest: {
      answer: () => Promise.resolve(getServiceMethodsResponse(METHODS)),
      refuse: (messages) => getServiceMethodsResponse([], messages),
    },
  },
};
