// PromoStandards Inventory 2.0.0: the wrappers in Inventory, everything inside in SharedObjects
// (except GetFilterValuesResponse's own FilterValues element).
export const INVENTORY_NS = 'http://www.promostandards.org/WSDL/Inventory/2.0.0/';
export const INVENTORY_SHARED_NS =
  'http://www.promostandards.org/WSDL/Inventory/2.0.0/SharedObjects/';
