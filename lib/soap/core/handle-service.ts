// One PromoStandards service on plain records (invariant 9): POST envelopes to its .svc path,
// GET ?wsdl, and the XSDs at the addresses the WSDL's relative imports resolve to. Everything a
// service does not decide itself happens here, once for all of them.
import type { RestRequest, RestResponse } from '@/lib/rest/types';
import { RateLimitExceeded } from '@/lib/services/count-api-request';
import { admitRequest, type Admitted } from './admit';
import type { SoapContext } from './context';
import { readEnvelopeStart, SoapFault, soapEnvelope, soapFaultEnvelope } from './envelope';
import type { SoapServiceDefinition } from './service-definition';
import { toServiceMessages } from './service-messages';
import { schemaDocument, serviceAddress, wsdlDocument } from './wsdl';

const XML_TYPE = 'text/xml; charset=utf-8';

function xml(status: number, body: string, headers: Record<string, string> = {}): RestResponse {
  return { status, headers: { 'content-type': XML_TYPE, ...headers }, body };
}

function text(status: number, body: string, headers: Record<string, string> = {}): RestResponse {
  return { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers }, body };
}

export function faultResponse(fault: SoapFault): RestResponse {
  return xml(500, soapFaultEnvelope(fault));
}

function rateHeaders(admitted: Admitted | undefined, error?: unknown): Record<string, string> {
  if (error instanceof RateLimitExceeded) {
    return { 'x-rate-limit-remaining': '0', 'retry-after': String(error.state.resetSeconds) };
  }
  return admitted ? { 'x-rate-limit-remaining': String(admitted.rate.remaining) } : {};
}

async function answerEnvelope(
  context: SoapContext,
  service: SoapServiceDefinition,
  req: RestRequest,
): Promise<RestResponse> {
  // Only the envelope's start is read before the caller is known: the operation and credentials.
  const start = readEnvelopeStart(req.body);
  const element = start.operation;
  const operation =
    element.ns === service.namespace && Object.hasOwn(service.operations, element.name)
      ? service.operations[element.name]
      : undefined;
  if (!operation) {
    // SOAPAction (quoted or not) is a hint some clients leave empty, so it decides nothing.
    throw new SoapFault(
      'Client',
      `{${element.ns}}${element.name} is not an operation of ${service.name}.`,
    );
  }
  let admitted: Admitted | undefined;
  try {
    admitted = await admitRequest(context, service, element, req.remoteAddress ?? '');
  } catch (error) {
    const messages = toServiceMessages(error, service.wording, context.log);
    return xml(200, soapEnvelope(operation.refuse(messages)), rateHeaders(undefined, error));
  }
  const request = await start.readRest();
  let body: string;
  try {
    body = await operation.answer(context, admitted.caller, request);
  } catch (error) {
    body = operation.refuse(toServiceMessages(error, service.wording, context.log));
  }
  return xml(200, soapEnvelope(body), rateHeaders(admitted));
}

async function answerPost(
  context: SoapContext,
  service: SoapServiceDefinition,
  req: RestRequest,
): Promise<RestResponse> {
  try {
    return await answerEnvelope(context, service, req);
  } catch (error) {
    if (error instanceof SoapFault) return faultResponse(error);
    context.log(error);
    return faultResponse(new SoapFault('Server', 'The request could not be processed.'));
  }
}

function describeService(
  context: SoapContext,
  service: SoapServiceDefinition,
  req: RestRequest,
): RestResponse {
  if (req.query.has('wsdl')) {
    const address = serviceAddress(req, service.path, context.publicUrl, context.port);
    return xml(200, wsdlDocument(service, address));
  }
  const name = req.query.get('xsd');
  if (name !== undefined) {
    const schema = schemaDocument(service, name);
    return schema === undefined ? text(404, 'Unknown schema.') : xml(200, schema);
  }
  return text(200, `${service.name}. The WSDL is at ${service.path}?wsdl.`);
}

/** The service's own path, or a schema beside it; undefined when the path is neither. */
export function answerServiceRequest(
  context: SoapContext,
  service: SoapServiceDefinition,
  req: RestRequest,
  path: string,
): Promise<RestResponse> | RestResponse | undefined {
  const servicePath = service.path.toLowerCase();
  const readOnly = req.method === 'GET' || req.method === 'HEAD';
  if (path === servicePath) {
    if (req.method === 'POST') return answerPost(context, service, req);
    if (readOnly) return describeService(context, service, req);
    return text(405, 'Method not allowed.', { allow: 'GET, HEAD, POST' });
  }
  const folder = servicePath.slice(0, servicePath.lastIndexOf('/') + 1);
  if (path.startsWith(folder) && !path.slice(folder.length).includes('/')) {
    const schema = schemaDocument(service, path.slice(folder.length));
    if (schema !== undefined) {
      return readOnly ? xml(200, schema) : text(405, 'Method not allowed.', { allow: 'GET, HEAD' });
    }
  }
  return undefined;
}
