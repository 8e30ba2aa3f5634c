// The single entry point of the SOAP purchase-order service on plain records (invariant 9), called
// by the Next route handlers and the node:http front alike: POST envelopes to the .svc path,
// GET ?wsdl, and the XSDs at the addresses the WSDL's relative imports resolve to.
import type { RestRequest, RestResponse } from '@/lib/rest/types';
import type { AppContainer } from '@/lib/server/container';
import { readEnvelopeBody, SoapFault, soapEnvelope, soapFaultEnvelope } from './envelope';
import { PO_NS } from './namespaces';
import { answerGetSupportedOrderTypes, answerSendPO } from './operations';
import { schemaDocument, serviceAddress, SOAP_SERVICE_PATH, wsdlDocument } from './wsdl';

const XML_TYPE = 'text/xml; charset=utf-8';
const servicePath = SOAP_SERVICE_PATH.toLowerCase();
const schemaFolder = servicePath.slice(0, servicePath.lastIndexOf('/') + 1);

function xml(status: number, body: string): RestResponse {
  return { status, headers: { 'content-type': XML_TYPE }, body };
}

function text(status: number, body: string, headers: Record<string, string> = {}): RestResponse {
  return { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers }, body };
}

function normalisedPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape cannot name any of our paths; it falls through to 404.
  }
  return decoded.toLowerCase().replace(/\/+$/, '');
}

const operations = {
  GetSupportedOrderTypesRequest: answerGetSupportedOrderTypes,
  SendPORequest: answerSendPO,
} as const;

async function answerEnvelope(app: AppContainer, req: RestRequest): Promise<RestResponse> {
  try {
    // The operation is the Body's element, by namespace URI; SOAPAction (quoted or not) is a hint
    // some clients leave empty, so it decides nothing.
    const request = readEnvelopeBody(req.body);
    const answer =
      request.ns === PO_NS && Object.hasOwn(operations, request.name)
        ? operations[request.name as keyof typeof operations]
        : undefined;
    if (!answer) {
      throw new SoapFault(
        'Client',
        `{${request.ns}}${request.name} is not an operation of POService.`,
      );
    }
    return xml(200, soapEnvelope(await answer(app, request)));
  } catch (error) {
    if (error instanceof SoapFault) return xml(500, soapFaultEnvelope(error));
    app.log(error);
    return xml(
      500,
      soapFaultEnvelope(new SoapFault('Server', 'The request could not be processed.')),
    );
  }
}

function describeService(app: AppContainer, req: RestRequest): RestResponse {
  if (req.query.has('wsdl')) {
    return xml(200, wsdlDocument(serviceAddress(req, app.config.PUBLIC_URL, app.config.PORT)));
  }
  const name = req.query.get('xsd');
  if (name !== undefined) {
    const schema = schemaDocument(name);
    return schema === undefined ? text(404, 'Unknown schema.') : xml(200, schema);
  }
  return text(
    200,
    `POService (PromoStandards Purchase Order 1.0.0). The WSDL is at ${SOAP_SERVICE_PATH}?wsdl.`,
  );
}

export async function handleSoap(app: AppContainer, req: RestRequest): Promise<RestResponse> {
  const path = normalisedPath(req.path);
  const readOnly = req.method === 'GET' || req.method === 'HEAD';
  if (path === servicePath) {
    if (req.method === 'POST') return answerEnvelope(app, req);
    if (readOnly) return describeService(app, req);
    return text(405, 'Method not allowed.', { allow: 'GET, HEAD, POST' });
  }
  if (path.startsWith(schemaFolder) && !path.slice(schemaFolder.length).includes('/')) {
    const schema = schemaDocument(path.slice(schemaFolder.length));
    if (schema !== undefined) {
      return readOnly ? xml(200, schema) : text(405, 'Method not allowed.', { allow: 'GET, HEAD' });
    }
  }
  return text(404, 'Not found.');
}
