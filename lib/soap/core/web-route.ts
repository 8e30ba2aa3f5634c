// The Next route handlers' side of the SOAP services: Web Request -> plain record -> Web Response.
import type { RestResponse } from '@/lib/rest/types';
import { getContainer, type AppContainer } from '@/lib/server/container';
import { fromWebRequest, toWebResponse } from '@/lib/server/http-adapters';
import { BodyTooLarge, payloadTooLarge } from '@/lib/server/request-body';
import { handleSoap, soapBodyLimit } from '../handle-soap';
import { SoapFault, soapFaultEnvelope } from './envelope';

export async function answerSoapRequest(request: Request): Promise<Response> {
  const app = await getContainer();
  try {
    const url = new URL(request.url);
    const limit = soapBodyLimit(url.pathname, app.config.MAX_BODY_BYTES);
    const req = await fromWebRequest(request, limit);
    // The WSDL names the address the client used; a Web Request carries it in its URL even when
    // no Host header was copied into its headers.
    const headers = {
      ...req.headers,
      host: req.headers.host ?? url.host,
      'x-forwarded-proto': req.headers['x-forwarded-proto'] ?? url.protocol.replace(':', ''),
    };
    return toWebResponse(await handleSoap(app, { ...req, headers }), request.method);
  } catch (error) {
    const answer = soapErrorResponse(app, error);
    // Hardening (issue 9): a refused body is a 413 that closes the connection, at every door.
    const refused = error instanceof BodyTooLarge ? payloadTooLarge(answer) : answer;
    return toWebResponse(refused, request.method);
  }
}

/** What a SOAP client gets when the request could not even be read: a SOAP Fault, never JSON. */
export function soapErrorResponse(app: AppContainer, error: unknown): RestResponse {
  const tooLarge = error instanceof BodyTooLarge;
  const fault = tooLarge
    ? new SoapFault('Client', error.errors[0]?.message ?? 'The request body is too large.')
    : new SoapFault('Server', 'The request could not be processed.');
  if (!tooLarge) app.log(error);
  return {
    status: 500,
    headers: { 'content-type': 'text/xml; charset=utf-8' },
    body: soapFaultEnvelope(fault),
  };
}
