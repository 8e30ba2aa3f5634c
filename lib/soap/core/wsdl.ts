// A service description as published: the vendored WSDL and XSDs (spec/<folder>, byte for byte)
// with only the WSDL's soap:address placeholder (`[Endpoint URL]`, or `[URL]` in Invoice's)
// replaced by our address. The XSDs import each
// other by relative schemaLocation, so they are served beside the .svc path.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RestRequest } from '@/lib/rest/types';
import type { SoapServiceDefinition } from './service-definition';
import { escapeXml } from './xml-tree';

const SOAP_ADDRESS = /(<soap:address\s+location=")[^"]*(")/;
const cache = new Map<string, string>();

function specFile(folder: string, name: string): string {
  const key = `${folder}/${name}`;
  let text = cache.get(key);
  if (text === undefined) {
    text = readFileSync(join(process.cwd(), 'spec', folder, name), 'utf8');
    cache.set(key, text);
  }
  return text;
}

/** A schema file of the service by its name as a URL names it (any case); undefined otherwise. */
export function schemaDocument(service: SoapServiceDefinition, name: string): string | undefined {
  const file = service.schemaFiles.find((f) => f.toLowerCase() === name.toLowerCase());
  return file === undefined ? undefined : specFile(service.specFolder, file);
}

export function wsdlDocument(service: SoapServiceDefinition, address: string): string {
  const escaped = escapeXml(address);
  return specFile(service.specFolder, service.wsdlFile).replace(
    SOAP_ADDRESS,
    (_whole, open: string, close: string) => `${open}${escaped}${close}`,
  );
}

const hostPattern = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * Our address as the client reached us: the configured public URL when set (behind a proxy the
 * Host header is not the public one), else the request's Host and, when a proxy says so, scheme.
 */
export function serviceAddress(
  req: RestRequest,
  servicePath: string,
  publicUrl: string | undefined,
  port: number,
): string {
  if (publicUrl) return `${publicUrl.replace(/\/+$/, '')}${servicePath}`;
  const forwardedHost = req.headers['x-forwarded-host']?.split(',')[0]?.trim();
  const host = [forwardedHost, req.headers.host?.trim()].find((h) => h && hostPattern.test(h));
  const proto = req.headers['x-forwarded-proto']?.split(',')[0]?.trim().toLowerCase();
  const scheme = proto === 'https' ? 'https' : 'http';
  return `${scheme}://${host ?? `localhost:${port}`}${servicePath}`;
}
