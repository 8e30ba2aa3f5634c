// The XSDs the service's WSDL imports by relative address, e.g. /OrderStatus/v2/SharedObjects….xsd.
import { answerSoapRequest } from '@/lib/soap/core/web-route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export { answerSoapRequest as GET, answerSoapRequest as HEAD };
