// PromoStandards Purchase Order 1.0.0 (POService): getSupportedOrderTypes and sendPO. A PO is
// placed through the same order service as REST and the portal; the outcome is in ServiceMessages
// (compatibility.md §6), whatever went wrong.
import { isPickup, LTL_OVER_POUNDS } from '@/lib/domain/freight';
import { estimateOrderWeight } from '@/lib/services/estimate-order-weight';
import { placePurchaseOrder } from '@/lib/services/place-purchase-order';
import type { SoapServiceDefinition } from '../core/service-definition';
import {
  generalError,
  ServiceMessageError,
  StandardCode,
  type ServiceMessage,
} from '../core/service-messages';
import { childNamed } from '../core/xml-tree';
import { PO_NS, SHARED_NS } from './namespaces';
import { PoCode } from './po-codes';
import { poFieldName } from './po-field-names';
import { purchaseOrderCommand } from './po-command';
import { readPurchaseOrder, SUPPORTED_ORDER_TYPES } from './po-request';
import { getSupportedOrderTypesResponse, sendPOResponse } from './responses';
import { splitLineNotices, unsupportedFieldNotices } from './unsupported-fields';

const P = [PO_NS, SHARED_NS] as const;

function duplicate(description: string): ServiceMessage[] {
  return [{ code: PoCode.duplicateTransaction, description, severity: 'Error' }];
}

export const purchaseOrderService: SoapServiceDefinition = {
  name: 'POService',
  accessKey: 'purchase-order',
  path: '/PurchaseOrder/v1/PurchaseOrderService.svc',
  specFolder: 'promostandards-po-1.0.0',
  wsdlFile: 'POService.wsdl',
  schemaFiles: [
    'GetSupportedOrderTypesRequest.xsd',
    'GetSupportedOrderTypesResponse.xsd',
    'SendPORequest.xsd',
    'SendPOResponse.xsd',
    'SharedObjectsPO.xsd',
    'iso4217-currency-code.xsd',
    'iso3166-country-code.xsd',
    'iso20022-uom-code.xsd',
  ],
  namespace: PO_NS,
  // The credentials are declared in S; P is a common, harmless mistake that is accepted too.
  credentialNamespaces: [SHARED_NS, PO_NS],
  wsVersion: '1.0.0',
  // 500 line items of a fully described PO fit comfortably.
  maxBodyBytes: 512 * 1024,
  wording: {
    dataErrorCode: PoCode.dataViolation,
    notFoundCode: PoCode.dataViolation,
    fieldName: (field) => poFieldName(field),
    generalError: () => ({
      ...generalError(),
      description:
        'General Error - the purchase order could not be processed. Please try again later.',
    }),
  },
  operations: {
    GetSupportedOrderTypesRequest: {
      answer: () => Promise.resolve(getSupportedOrderTypesResponse(SUPPORTED_ORDER_TYPES)),
      refuse: (messages) => getSupportedOrderTypesResponse([], messages),
    },
    SendPORequest: {
      async answer(context, caller, request) {
        const po = childNamed(request, 'PO', P);
        const command = purchaseOrderCommand(readPurchaseOrder(po));
        const notices = po ? unsupportedFieldNotices(po) : [];
        // Above the weight limit an order goes as LTL freight: not the carrier the PO asked for,
        // so such a PO is refused rather than quietly shipped another way.
        if (!isPickup(command.shippingMethod)) {
          const pounds = await estimateOrderWeight(context.deps, caller, command.lines);
          if (pounds > LTL_OVER_POUNDS) {
            throw ServiceMessageError.of(
              StandardCode.notSupported,
              `Not Supported: this PO weighs about ${Math.ceil(pounds)} lb; above ${LTL_OVER_POUNDS} lb an order ships as LTL freight, not by the FreightDetails carrier and service. Split the PO or contact us.`,
            );
          }
        }
        const outcome = await placePurchaseOrder(context.deps, caller, command);
        if (outcome.kind === 'in-progress') {
          return sendPOResponse(
            undefined,
            duplicate(
              `Duplicated transaction: PO ${command.poNumber} is already being submitted; this PO was not submitted.`,
            ),
          );
        }
        if (outcome.kind === 'duplicate') {
          return sendPOResponse(
            undefined,
            duplicate(
              `Duplicated transaction: PO ${command.poNumber} was already submitted as order ${outcome.orderNumber}; this PO was not submitted.`,
            ),
          );
        }
        const { orderNumber, orders } = outcome.result;
        const warehouses = orders.map((o) => o.warehouseAbbr).join(', ');
        return sendPOResponse(orderNumber, [
          {
            code: PoCode.received,
            description: `PO ${command.poNumber} received and placed as order ${orderNumber} (shipping from ${warehouses}).`,
            severity: 'Information',
          },
          ...notices,
          ...(po ? splitLineNotices(po, orders) : []),
        ]);
      },
      refuse: (messages) => sendPOResponse(undefined, messages),
    },
  },
};
