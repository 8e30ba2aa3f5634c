// PromoStandards Order Shipment Notification 2.0.0: getOrderShipmentNotification by PO number,
// sales order number, or shipment date-time.
import { getShipmentNotifications } from '@/lib/services/get-shipment-notifications';
import { styleNumbersOfSkus } from '@/lib/services/style-numbers-of-skus';
import type { SoapServiceDefinition } from '../core/service-definition';
import { ServiceMessageError, StandardCode } from '../core/service-messages';
import { OSN_NS, OSN_SHARED_NS } from './namespaces';
import { readShipmentRequest, ShipmentCode } from './shipment-request';
import { getOrderShipmentNotificationResponse } from './shipment-response';

export const shipmentNotificationService: SoapServiceDefinition = {
  name: 'OrderShipmentNotificationService',
  accessKey: 'shipment-notification',
  path: '/OrderShipmentNotification/v2/OrderShipmentNotificationService.svc',
  specFolder: 'promostandards-osn-2.0.0',
  wsdlFile: 'OrderShipmentNotificationService.wsdl',
  schemaFiles: [
    'GetOrderShipmentNotificationRequest.xsd',
    'GetOrderShipmentNotificationResponse.xsd',
    'SharedOSNObjects.xsd',
    'iso3166-country-code.xsd',
  ],
  namespace: OSN_NS,
  credentialNamespaces: [OSN_SHARED_NS, OSN_NS],
  wsVersion: '2.0.0',
  maxBodyBytes: 16 * 1024,
  wording: {
    dataErrorCode: StandardCode.notSupported,
    notFoundCode: ShipmentCode.referenceNotFound,
  },
  operations: {
    GetOrderShipmentNotificationRequest: {
      async answer(context, caller, request) {
        const query = readShipmentRequest(request, context.deps.clock.now());
        const found = await getShipmentNotifications(context.deps, caller, query);
        if (found.orders.length === 0 && query.kind !== 'shippedSince') {
          const reference = query.kind === 'poNumber' ? query.poNumber : query.orderNumber;
          throw ServiceMessageError.of(
            ShipmentCode.referenceNotFound,
            `referenceNumber not found: ${reference}.`,
          );
        }
        const shipped = found.orders.flat().filter((r) => found.shipments.has(r.guid));
        const skuIds = shipped.flatMap((r) => r.lines.map((l) => l.skuId));
        return getOrderShipmentNotificationResponse(found.orders, {
          timeZone: context.deps.settings.businessTimeZone,
          styleNumbers: await styleNumbersOfSkus(context.deps, caller.account.id, skuIds),
          shipments: found.shipments,
        });
      },
      refuse: (messages) =>
        getOrderShipmentNotificationResponse(
          [],
          { timeZone: 'UTC', styleNumbers: new Map(), shipments: new Set() },
          messages,
        ),
    },
  },
};
