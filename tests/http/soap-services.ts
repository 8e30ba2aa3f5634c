// Calling the PromoStandards services beyond PO over HTTP, like a distributor's purchasing system:
// request envelopes built from a list of fields, a standard SOAP client (strong-soap) loaded only
// from our ?wsdl, answers read by element name, and every answer validated against the service's
// own vendored XSDs with libxml2 (xmllint-wasm).
import { createRequire } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import { escapeXml, parseXmlDocument, type XmlElement } from '@/lib/soap/core/xml-tree';
import { DEMO, type TestServer } from './harness';
import { bodyElementOf } from './soap-schema';

export interface ServiceUnderTest {
  path: string;
  folder: string;
  ns: string;
  shared: string;
  wsVersion: string;
}

export const ORDER_STATUS: ServiceUnderTest = {
  path: '/OrderStatus/v2/OrderStatusService.svc',
  folder: 'promostandards-order-status-2.0.0',
  ns: 'http://www.promostandards.org/WSDL/OrderStatus/2.0.0/',
  shared: 'http://www.promostandards.org/WSDL/OrderStatus/2.0.0/SharedObjects/',
  wsVersion: '2.0.0',
};

export const SHIPMENT_NOTIFICATION: ServiceUnderTest = {
  path: '/OrderShipmentNotification/v2/OrderShipmentNotificationService.svc',
  folder: 'promostandards-osn-2.0.0',
  ns: 'http://www.promostandards.org/WSDL/OrderShipmentNotificationService/2.0.0/',
  shared:
    'http://www.promostandards.org/WSDL/OrderShipmentNotificationService/2.0.0/SharedObjects/',
  wsVersion: '2.0.0',
};

export const INVENTORY: ServiceUnderTest = {
  path: '/Inventory/v2/InventoryService.svc',
  folder: 'promostandards-inventory-2.0.0',
  ns: 'http://www.promostandards.org/WSDL/Inventory/2.0.0/',
  shared: 'http://www.promostandards.org/WSDL/Inventory/2.0.0/SharedObjects/',
  wsVersion: '2.0.0',
};

export const INVOICE: ServiceUnderTest = {
  path: '/Invoice/v1/InvoiceService.svc',
  folder: 'promostandards-invoice-1.0.0',
  ns: 'http://www.promostandards.org/WSDL/Invoice/1.0.0/',
  shared: 'http://www.promostandards.org/WSDL/Invoice/1.0.0/SharedObjects/',
  wsVersion: '1.0.0',
};

/** A request field: a name and its text (in the shared namespace), or nested fields. */
export type Field = [name: string, value: string | Field[]];

export interface EnvelopeOptions {
  account?: { number: string; apiKey: string };
  wsVersion?: string | null;
  id?: string | null;
  password?: string | null;
}

function fieldXml(fields: readonly Field[]): string {
  return fields
    .map(([name, value]) =>
      typeof value === 'string'
        ? `<s:${name}>${escapeXml(value)}</s:${name}>`
        : `<s:${name}>${fieldXml(value)}</s:${name}>`,
    )
    .join('');
}

/** A request envelope: wsVersion, id and password, then the operation's own fields. */
export function serviceEnvelope(
  service: ServiceUnderTest,
  element: string,
  fields: readonly Field[],
  o: EnvelopeOptions = {},
): string {
  const account = o.account ?? DEMO.account1;
  const credentials: Field[] = [];
  const wsVersion = o.wsVersion === undefined ? service.wsVersion : o.wsVersion;
  const id = o.id === undefined ? account.number : o.id;
  const password = o.password === undefined ? account.apiKey : o.password;
  if (wsVersion !== null) credentials.push(['wsVersion', wsVersion]);
  if (id !== null) credentials.push(['id', id]);
  if (password !== null) credentials.push(['password', password]);
  return `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:r="${service.ns}" xmlns:s="${service.shared}"><soapenv:Header/><soapenv:Body><r:${element}>${fieldXml([...credentials, ...fields])}</r:${element}></soapenv:Body></soapenv:Envelope>`;
}

export interface Answer {
  status: number;
  text: string;
  headers: Headers;
  root: XmlElement;
}

export async function post(
  server: TestServer,
  service: ServiceUnderTest,
  envelope: string,
  path = service.path,
): Promise<Answer> {
  const res = await fetch(server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '""' },
    body: envelope,
  });
  const text = await res.text();
  return { status: res.status, text, headers: res.headers, root: parseXmlDocument(text) };
}

/** Every element with this local name, in document order. */
export function all(
  element: XmlElement | undefined,
  name: string,
  into: XmlElement[] = [],
): XmlElement[] {
  if (!element) return into;
  if (element.name === name) into.push(element);
  for (const child of element.children) all(child, name, into);
  return into;
}

export function first(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return all(element, name)[0];
}

/** The text of the first element with this name under `element`. */
export function textOf(element: XmlElement | undefined, name: string): string | undefined {
  return first(element, name)?.text;
}

export function messagesOf(
  answer: Answer,
): { code: number; description: string; severity: string }[] {
  return all(answer.root, 'ServiceMessage').map((m) => ({
    code: Number(textOf(m, 'code')),
    description: textOf(m, 'description') ?? '',
    severity: textOf(m, 'severity') ?? '',
  }));
}

export function faultOf(answer: Answer): { faultcode: string; faultstring: string } | undefined {
  const fault = first(answer.root, 'Fault');
  if (!fault) return undefined;
  return {
    faultcode: textOf(fault, 'faultcode') ?? '',
    faultstring: textOf(fault, 'faultstring') ?? '',
  };
}

// ---------------------------------------------------------------------------------------------
// Schema validation against the service's own XSDs
// ---------------------------------------------------------------------------------------------

function schemaFilesOf(folder: string): XMLFileInfo[] {
  const directory = join(process.cwd(), 'spec', folder);
  return readdirSync(directory)
    .filter((name) => name.endsWith('.xsd'))
    .map((name) => ({ fileName: name, contents: readFileSync(join(directory, name), 'utf8') }));
}

/**
 * Validates answers' Body elements against the XSD named after each element (every service
 * names its response schema after its element); returns the problems, [] when all are valid.
 */
export async function schemaProblems(
  service: ServiceUnderTest,
  envelopes: readonly string[],
): Promise<string[]> {
  const files = schemaFilesOf(service.folder);
  const bySchema = new Map<string, { index: number; element: string }[]>();
  envelopes.forEach((envelope, index) => {
    const element = bodyElementOf(envelope);
    const name = /^<(?:[\w.-]+:)?([\w.-]+)/.exec(element)?.[1] ?? '';
    bySchema.set(`${name}.xsd`, [...(bySchema.get(`${name}.xsd`) ?? []), { index, element }]);
  });
  const problems: string[] = [];
  for (const [schemaName, items] of bySchema) {
    const schema = files.find((f) => f.fileName === schemaName);
    if (!schema) {
      problems.push(`no schema ${schemaName}`);
      continue;
    }
    const result = await validateXML({
      xml: items.map((i) => ({ fileName: `answer-${i.index}.xml`, contents: i.element })),
      schema: [schema],
      preload: files.filter((f) => f !== schema),
    });
    if (!result.valid) problems.push(...result.errors.map((e) => e.rawMessage));
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// A standard SOAP client loaded from our ?wsdl
// ---------------------------------------------------------------------------------------------

type Callback = (error: unknown, result: unknown) => void;
export type SoapClient = Record<string, (args: object, callback: Callback) => void> & {
  lastResponse?: string;
};

interface StrongSoap {
  soap: {
    createClient(url: string, options: object, callback: (e: unknown, c: SoapClient) => void): void;
  };
}

const strongSoap = createRequire(import.meta.url)('strong-soap') as StrongSoap;

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(JSON.stringify(error));
}

export function soapClient(server: TestServer, service: ServiceUnderTest): Promise<SoapClient> {
  return new Promise((resolve, reject) => {
    strongSoap.soap.createClient(`${server.url}${service.path}?wsdl`, {}, (error, client) =>
      error ? reject(asError(error)) : resolve(client),
    );
  });
}

/** Calls an operation; resolves with the parsed result and the raw answer. */
export function callOperation(
  client: SoapClient,
  operation: string,
  args: object,
): Promise<{ result: unknown; raw: string }> {
  return new Promise((resolve, reject) => {
    const method = client[operation];
    if (!method) {
      reject(new Error(`no operation ${operation}`));
      return;
    }
    method(args, (error, result) =>
      error ? reject(asError(error)) : resolve({ result, raw: client.lastResponse ?? '' }),
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Test-only changes to stored orders (states the lifecycle reaches only through the carrier)
// ---------------------------------------------------------------------------------------------

export async function setDeliveryStatus(
  server: TestServer,
  orderNumber: string,
  status: string,
): Promise<void> {
  const { orders } = server.t;
  await server.db
    .update(orders)
    .set({ deliveryStatus: status })
    .where(eq(orders.orderNumber, orderNumber));
}

/** Parks the seeded history's schedule so a test sees only its own orders move. */
export async function parkSeededSchedule(server: TestServer): Promise<void> {
  await server.db.update(server.t.orders).set({ nextEventAt: null });
}

/** The id of an account by its number. */
export async function accountIdOf(server: TestServer, number: string): Promise<number> {
  const { accounts } = server.t;
  const [row] = await server.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.number, number));
  if (!row) throw new Error(`no account ${number}`);
  return row.id;
}
