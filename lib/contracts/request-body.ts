// Decodes a request body into a plain value: JSON, or the root element of an XML document.
// XML: a DOCTYPE (and so any entity declaration) is refused — no entity expansion, no external
// fetch — and malformed XML is a 400 naming `body`.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { DomainError } from '@/lib/domain/errors';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const xmlParser = new XMLParser({
  ignoreAttributes: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  processEntities: false,
  parseTagValue: false,
  trimValues: true,
});

export function parseXml(source: string): unknown {
  if (/<!DOCTYPE|<!ENTITY/i.test(source)) {
    throw DomainError.field('body', 'DOCTYPE and entity declarations are not accepted.');
  }
  const valid = XMLValidator.validate(source);
  if (valid !== true) {
    throw DomainError.field('body', `The XML body is not well-formed: ${valid.err.msg}`);
  }
  const document: unknown = xmlParser.parse(source);
  const roots = isRecord(document) ? Object.values(document) : [];
  if (roots.length !== 1) throw DomainError.field('body', 'Expected one root element, <Order>.');
  return roots[0] === '' ? {} : roots[0];
}

export function parseJson(source: string): unknown {
  try {
    return JSON.parse(source) as unknown;
  } catch {
    throw DomainError.field('body', 'The body is not valid JSON.');
  }
}
