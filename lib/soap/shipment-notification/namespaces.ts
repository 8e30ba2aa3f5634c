// PromoStandards Order Shipment Notification 2.0.0: the response's own elements in OSN, the
// shared objects (addresses, quantities, freight, ServiceMessage) in its SharedObjects.
export const OSN_NS = 'http://www.promostandards.org/WSDL/OrderShipmentNotificationService/2.0.0/';
export const OSN_SHARED_NS =
  'http://www.promostandards.org/WSDL/OrderShipmentNotificationService/2.0.0/SharedObjects/';
