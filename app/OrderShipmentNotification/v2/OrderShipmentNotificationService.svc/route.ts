// POST SOAP envelopes and GET ?wsdl of /OrderShipmentNotification/v2/OrderShipmentNotificationService.svc -> lib/soap (plain records, invariant 9).
import { answerSoapRequest } from '@/lib/soap/core/web-route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export { answerSoapRequest as GET, answerSoapRequest as POST, answerSoapRequest as HEAD };
