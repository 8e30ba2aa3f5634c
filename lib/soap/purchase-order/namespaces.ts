// The namespace URIs of the PromoStandards PO 1.0.0 service (compatibility.md §6). Elements are
// matched by these URIs, never by the prefixes a client happens to choose.

/** P: the wrappers, PO's own fields, LineItem and transactionId. */
export const PO_NS = 'http://www.promostandards.org/WSDL/PO/1.0.0/';
/** S: credentials, ServiceMessageArray and everything inside Shipment, Contact, Part, Quantity. */
export const SHARED_NS = 'http://www.promostandards.org/WSDL/PO/1.0.0/SharedObjects/';
