// SOAP 1.1 envelopes: reading a request's Body element and writing answers and faults as strings.
import { SOAP_ENVELOPE_NS } from './namespaces';
import { childNamed, escapeXml, parseXmlDocument, type XmlElement, XmlRejected } from './xml-tree';

/** Something that is not a SOAP envelope we can read: answered with a SOAP Fault. */
export class SoapFault extends Error {
  constructor(
    readonly faultCode: 'Client' | 'Server' | 'VersionMismatch',
    message: string,
  ) {
    super(message);
    this.name = 'SoapFault';
  }
}

/** The first element child of the envelope's Body, the operation's request element. */
export function readEnvelopeBody(body: Uint8Array | undefined): XmlElement {
  if (!body || body.byteLength === 0) throw new SoapFault('Client', 'The request has no body.');
  let root: XmlElement;
  try {
    root = parseXmlDocument(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch (error) {
    if (error instanceof XmlRejected) throw new SoapFault('Client', error.message);
    if (error instanceof TypeError) throw new SoapFault('Client', 'The request is not UTF-8.');
    throw error;
  }
  if (root.name !== 'Envelope') {
    throw new SoapFault('Client', 'The request is not a SOAP envelope.');
  }
  if (root.ns !== SOAP_ENVELOPE_NS) {
    throw new SoapFault(
      'VersionMismatch',
      `Only SOAP 1.1 envelopes (${SOAP_ENVELOPE_NS}) are accepted.`,
    );
  }
  const soapBody = childNamed(root, 'Body', [SOAP_ENVELOPE_NS]);
  const operation = soapBody?.children[0];
  if (!operation) throw new SoapFault('Client', 'The SOAP Body holds no request element.');
  return operation;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';

/** Wraps a Body's content (already serialised) in a SOAP 1.1 envelope. */
export function soapEnvelope(bodyContent: string): string {
  return `${XML_DECLARATION}<soap:Envelope xmlns:soap="${SOAP_ENVELOPE_NS}"><soap:Body>${bodyContent}</soap:Body></soap:Envelope>`;
}

export function soapFaultEnvelope(fault: SoapFault): string {
  return soapEnvelope(
    `<soap:Fault><faultcode>soap:${fault.faultCode}</faultcode><faultstring>${escapeXml(fault.message)}</faultstring></soap:Fault>`,
  );
}
