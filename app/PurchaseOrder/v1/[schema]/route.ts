// The XSDs the PO service's WSDL imports by relative address, e.g. /PurchaseOrder/v1/SendPORequest.xsd.
import { answerSoapRequest } from '@/lib/soap/core/web-route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export { answerSoapRequest as GET, answerSoapRequest as HEAD };
