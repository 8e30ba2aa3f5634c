// PromoStandards Invoice 1.0.0: the wrappers and Invoice/VoidedInvoice in Invoice, their fields
// in SharedObjects.
export const INVOICE_NS = 'http://www.promostandards.org/WSDL/Invoice/1.0.0/';
export const INVOICE_SHARED_NS = 'http://www.promostandards.org/WSDL/Invoice/1.0.0/SharedObjects/';
