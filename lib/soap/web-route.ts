// The Next route handlers' side of the SOAP service: Web Request -> plain record -> Web Response.
import type { RestResponse } from '@/lib/rest/types';
import { getContainer, type AppContainer } from '@/lib/server/container';
import { BodyTooLarge, fromWebRequest, toWebResponse } from '@/lib/server/http-adapters';
import { SoapFault, soapFaultEnvelope } from './envelope';
import { handleSoap } from './handle-soap';

export async function answerSoapRequest(request: Request): Promise<Response> {
  const app = await getContainer();
  try {
    const req = await fromWebRequest(request, app.config.MAX_BODY_BYTES);
    // The WSDL names the address the client used; a Web Request carries it in its URL even when
    // no Host header was copied into its headers.
    const url = new URL(request.url);
    const headers = {
      ...req.headers,
      host: req.headers.host ?? url.host,
      'x-forwarded-proto': req.headers['x-forwarded-proto'] ?? url.protocol.replace(':', ''),
    };
    return toWebResponse(await handleSoap(app, { ...req, headers }), request.method);
  } catch (error) {
    return toWebResponse(soapErrorResponse(app, error), request.method);
  }
}

/** What a SOAP client gets when the request could not even be read: a SOAP Fault, never JSON. */
export function soapErrorResponse(app: AppContainer, error: unknown): RestResponse {
  const fault =
    error instanceof BodyTooLarge
      ? new SoapFault(
          'Client',
          `The request body exceeds the limit of ${app.config.MAX_BODY_BYTES} bytes.`,
        )
      : new SoapFault('Server', 'The request could not be processed.');
  if (!(error instanceof BodyTooLarge)) app.log(error);
  return {
    status: 500,
    headers: { 'content-type': 'text/xml; charset=utf-8' },
    body: soapFaultEnvelope(fault),
  };
}
