// Calling the SOAP service over HTTP like a purchasing system, and reading its answers.
import { parseXmlDocument, type XmlElement } from '@/lib/soap/core/xml-tree';
import type { TestServer } from './harness';

export const SOAP_PATH = '/PurchaseOrder/v1/PurchaseOrderService.svc';
export const ENVELOPE_NS = 'http://schemas.xmlsoap.org/soap/envelope/';

export interface SoapAnswer {
  status: number;
  contentType: string;
  text: string;
}

export async function postSoap(
  server: TestServer,
  envelope: string,
  soapAction: string | null = '"sendPO"',
): Promise<SoapAnswer> {
  const headers: Record<string, string> = { 'content-type': 'text/xml; charset=utf-8' };
  if (soapAction !== null) headers.soapaction = soapAction;
  const res = await fetch(server.url + SOAP_PATH, { method: 'POST', headers, body: envelope });
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    text: await res.text(),
  };
}

function find(element: XmlElement | undefined, name: string): XmlElement | undefined {
  if (!element) return undefined;
  if (element.name === name) return element;
  for (const child of element.children) {
    const found = find(child, name);
    if (found) return found;
  }
  return undefined;
}

function findAll(element: XmlElement, name: string, into: XmlElement[] = []): XmlElement[] {
  if (element.name === name) into.push(element);
  for (const child of element.children) findAll(child, name, into);
  return into;
}

export interface ReadAnswer {
  transactionId?: string;
  supportedOrderTypes: string[];
  messages: { code: number; description: string; severity: string; ns: string }[];
  fault?: { faultcode: string; faultstring: string };
}

/** The parts of an answer a client reads, wherever they are nested. */
export function readAnswer(text: string): ReadAnswer {
  const root = parseXmlDocument(text);
  const fault = find(root, 'Fault');
  const messages = findAll(root, 'ServiceMessage').map((m) => ({
    code: Number(find(m, 'code')?.text),
    description: find(m, 'description')?.text ?? '',
    severity: find(m, 'severity')?.text ?? '',
    ns: m.ns,
  }));
  const answer: ReadAnswer = {
    supportedOrderTypes: findAll(root, 'supportedOrderTypes').map((e) => e.text),
    messages,
  };
  const transactionId = find(root, 'transactionId')?.text;
  if (transactionId !== undefined) answer.transactionId = transactionId;
  if (fault) {
    answer.fault = {
      faultcode: find(fault, 'faultcode')?.text ?? '',
      faultstring: find(fault, 'faultstring')?.text ?? '',
    };
  }
  return answer;
}
