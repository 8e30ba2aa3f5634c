// PromoStandards Order Status 2.0.0: the wrappers in OS, everything else in its SharedObjects.
export const ORDER_STATUS_NS = 'http://www.promostandards.org/WSDL/OrderStatus/2.0.0/';
export const ORDER_STATUS_SHARED_NS =
  'http://www.promostandards.org/WSDL/OrderStatus/2.0.0/SharedObjects/';
