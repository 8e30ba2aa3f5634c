// The service description as published: the vendored WSDL and XSDs (spec/promostandards-po-1.0.0,
// byte for byte) with only the WSDL's `[Endpoint URL]` placeholder replaced by our address. The
// XSDs import each other by relative schemaLocation, so they are served beside the .svc path.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RestRequest } from '@/lib/rest/types';
import { escapeXml } from './xml-tree';

export const SOAP_SERVICE_PATH = '/PurchaseOrder/v1/PurchaseOrderService.svc';

const WSDL_FILE = 'POService.wsdl';
const ENDPOINT_PLACEHOLDER = '[Endpoint URL]';

export const SCHEMA_FILES = [
  'GetSupportedOrderTypesRequest.xsd',
  'GetSupportedOrderTypesResponse.xsd',
  'SendPORequest.xsd',
  'SendPOResponse.xsd',
  'SharedObjectsPO.xsd',
  'iso4217-currency-code.xsd',
  'iso3166-country-code.xsd',
  'iso20022-uom-code.xsd',
] as const;

const specDirectory = join(process.cwd(), 'spec', 'promostandards-po-1.0.0');
const cache = new Map<string, string>();

function specFile(name: string): string {
  let text = cache.get(name);
  if (text === undefined) {
    text = readFileSync(join(specDirectory, name), 'utf8');
    cache.set(name, text);
  }
  return text;
}

/** A schema file by its name as a URL names it (any case), or undefined when it is not ours. */
export function schemaDocument(name: string): string | undefined {
  const file = SCHEMA_FILES.find((f) => f.toLowerCase() === name.toLowerCase());
  return file === undefined ? undefined : specFile(file);
}

export function wsdlDocument(serviceAddress: string): string {
  return specFile(WSDL_FILE).replace(ENDPOINT_PLACEHOLDER, escapeXml(serviceAddress));
}

const hostPattern = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * Our address as the client reached us: the configured public URL when set (behind a proxy the
 * Host header is not the public one), else the request's Host and, when a proxy says so, scheme.
 */
export function serviceAddress(
  req: RestRequest,
  publicUrl: string | undefined,
  port: number,
): string {
  if (publicUrl) return `${publicUrl.replace(/\/+$/, '')}${SOAP_SERVICE_PATH}`;
  const forwardedHost = req.headers['x-forwarded-host']?.split(',')[0]?.trim();
  const host = [forwardedHost, req.headers.host?.trim()].find((h) => h && hostPattern.test(h));
  const proto = req.headers['x-forwarded-proto']?.split(',')[0]?.trim().toLowerCase();
  const scheme = proto === 'https' ? 'https' : 'http';
  return `${scheme}://${host ?? `localhost:${port}`}${SOAP_SERVICE_PATH}`;
}
