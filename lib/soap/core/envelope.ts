// SOAP 1.1 envelopes: reading a request's Body element in two steps (as far as its credentials,
// then the rest for a caller who passed them) and writing answers and faults as strings.
import { escapeXml, XmlReader, XmlRejected, type XmlElement, type XmlEvent } from './xml-tree';

export const SOAP_ENVELOPE_NS = 'http://schemas.xmlsoap.org/soap/envelope/';

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

/**
 * How far into a request its credentials must come. Every PromoStandards request starts with
 * wsVersion, id and password; a client's SOAP Header is small. Past this, a stranger would make
 * us read a whole document before we know who they are.
 */
export const CREDENTIALS_WITHIN_CHARS = 16 * 1024;

/** Children of a request element that come before the operation's own fields. */
const HEADER_FIELDS = new Set(['wsVersion', 'id', 'password']);

/** A request read as far as its operation element's credentials; `readRest` finishes it. */
export interface EnvelopeStart {
  /** The Body's request element; its children so far include wsVersion, id and password. */
  operation: XmlElement;
  readRest(): Promise<XmlElement>;
}

function decodeUtf8(body: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw new SoapFault('Client', 'The request is not UTF-8.');
  }
}

function clientFault(error: unknown): unknown {
  return error instanceof XmlRejected ? new SoapFault('Client', error.message) : error;
}

/**
 * Reads the envelope up to the end of the request element's leading credential fields (or the
 * first field after them): only that much of an unauthenticated request is ever parsed.
 */
export function readEnvelopeStart(body: Uint8Array | undefined): EnvelopeStart {
  if (!body || body.byteLength === 0) throw new SoapFault('Client', 'The request has no body.');
  const source = decodeUtf8(body);
  try {
    const reader = new XmlReader(source);
    let operation: XmlElement | undefined;
    let checked = false;
    const stop = (event: XmlEvent): boolean => {
      if (!checked && event.depth === 1) {
        checked = true;
        checkEnvelope(event.element);
      }
      if (event.depth === 2 && event.kind === 'close' && event.element.name === 'Body') {
        return true; // an empty Body (or one whose element closed): nothing further to wait for
      }
      if (event.depth === 3 && isBody(event.element, reader)) {
        operation ??= event.element;
        return event.kind === 'close';
      }
      if (event.depth === 4 && operation) {
        // The first field after the credentials, or the close of the password, is far enough.
        return event.kind === 'open'
          ? !HEADER_FIELDS.has(event.element.name)
          : event.element.name === 'password';
      }
      return false;
    };
    const reached = reader.readUntil(stop, CREDENTIALS_WITHIN_CHARS);
    if (!reached && !reader.done) {
      throw new SoapFault(
        'Client',
        `The request's credentials must come within its first ${CREDENTIALS_WITHIN_CHARS} characters.`,
      );
    }
    if (!checked && reader.root) checkEnvelope(reader.root);
    if (!operation) throw new SoapFault('Client', 'The SOAP Body holds no request element.');
    const found = operation;
    return {
      operation: found,
      async readRest() {
        try {
          await reader.readToEnd();
        } catch (error) {
          throw clientFault(error);
        }
        return found;
      },
    };
  } catch (error) {
    throw clientFault(error);
  }
}

/** Whether the open element at depth 3 sits in the envelope's Body (not in its Header). */
function isBody(_operation: XmlElement, reader: XmlReader): boolean {
  const envelope = reader.root;
  const last = envelope?.children[envelope.children.length - 1];
  return last?.name === 'Body' && last.ns === SOAP_ENVELOPE_NS;
}

function checkEnvelope(root: XmlElement): void {
  if (root.name !== 'Envelope') {
    throw new SoapFault('Client', 'The request is not a SOAP envelope.');
  }
  if (root.ns !== SOAP_ENVELOPE_NS) {
    throw new SoapFault(
      'VersionMismatch',
      `Only SOAP 1.1 envelopes (${SOAP_ENVELOPE_NS}) are accepted.`,
    );
  }
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
