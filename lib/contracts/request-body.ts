// Decodes a request body into a plain value: JSON, or the root element of an XML document.
// XML: a DOCTYPE (and so any entity declaration) is refused — no entity expansion, no external
// fetch. Whatever is wrong with the XML is the client's fault and a 400 naming `body`, never a 500
// (issue 9, finding 3): malformed markup, a broken declaration, nesting past MAX_XML_DEPTH, element
// names that are JavaScript's own (`__proto__`, `constructor`), unknown entities. Text is decoded
// (the five predefined entities and character references) into null-prototype objects.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { DomainError } from '@/lib/domain/errors';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An order is four levels deep (Order > lines > line > field); anything far deeper is abuse. */
export const MAX_XML_DEPTH = 32;

const xmlParser = new XMLParser({
  ignoreAttributes: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Decoded below, strictly: the parser's own decoder passes unknown entities through as text.
  processEntities: false,
  parseTagValue: false,
  trimValues: true,
  maxNestedTags: MAX_XML_DEPTH,
});

const DECLARATION =
  /^<\?xml\s+version\s*=\s*(["'])1\.\d+\1(?:\s+encoding\s*=\s*(["'])[A-Za-z][\w.-]*\2)?(?:\s+standalone\s*=\s*(["'])(?:yes|no)\3)?\s*\?>/;
const RESERVED_NAMES = /<\s*\/?\s*(?:[\w.-]+:)?(__proto__|constructor|prototype)[\s/>]/;

function bodyError(message: string): DomainError {
  return DomainError.field('body', message);
}

function checkDeclaration(source: string): void {
  const text = source.replace(/^\uFEFF/, '');
  if (/^<\?xml[\s?]/i.test(text) && !DECLARATION.test(text)) {
    throw bodyError(
      'The XML declaration is malformed; expected <?xml version="1.0" encoding="UTF-8"?>.',
    );
  }
}

/**
 * CDATA sections become escaped text, so that every text value is decoded by one rule afterwards
 * and CDATA content is taken literally. Comments are skipped so a `<![CDATA[` inside one is not.
 */
function cdataAsText(source: string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const comment = source.indexOf('<!--', at);
    const cdata = source.indexOf('<![CDATA[', at);
    if (cdata < 0) return out + source.slice(at);
    if (comment >= 0 && comment < cdata) {
      const end = source.indexOf('-->', comment + 4);
      if (end < 0) throw bodyError('The XML body is not well-formed: a comment is not closed.');
      out += source.slice(at, end + 3);
      at = end + 3;
      continue;
    }
    const end = source.indexOf(']]>', cdata + 9);
    if (end < 0) throw bodyError('The XML body is not well-formed: a CDATA section is not closed.');
    const content = source.slice(cdata + 9, end);
    out += source.slice(at, cdata);
    out += content.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    at = end + 3;
  }
}

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

/** Decodes the five predefined entities and character references; anything else is a 400. */
export function decodeXmlText(text: string): string {
  return text.replace(/&([^;&\s]{0,12})(;?)/g, (whole, name: string, semicolon: string) => {
    if (semicolon) {
      const predefined = PREDEFINED[name];
      if (predefined !== undefined) return predefined;
      const reference = /^#(?:x([0-9A-Fa-f]{1,6})|([0-9]{1,7}))$/.exec(name);
      if (reference) {
        const code = reference[1] ? parseInt(reference[1], 16) : Number(reference[2]);
        if (isXmlChar(code)) return String.fromCodePoint(code);
        throw bodyError(`The character reference ${whole} names no character XML allows.`);
      }
    }
    throw bodyError(
      `Unknown entity reference ${whole}; only &amp; &lt; &gt; &quot; &apos; and character references are accepted.`,
    );
  });
}

/** Decodes every text value into fresh null-prototype objects (nothing inherits, nothing leaks). */
function decodedTree(value: unknown): unknown {
  if (typeof value === 'string') return decodeXmlText(value);
  if (Array.isArray(value)) return value.map(decodedTree);
  if (!isRecord(value)) return value;
  const copy = Object.create(null) as Record<string, unknown>;
  for (const [key, child] of Object.entries(value)) copy[key] = decodedTree(child);
  return copy;
}

function parsedDocument(source: string): unknown {
  try {
    return xmlParser.parse(source) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : '';
    if (/nested tags/i.test(reason)) {
      throw bodyError(`The XML body nests elements deeper than ${MAX_XML_DEPTH} levels.`);
    }
    // The parser only ever fails on its input: what it says is about the client's document.
    throw bodyError(`The XML body is not well-formed: ${reason.replace(/^\[SECURITY\]\s*/, '')}`);
  }
}

export function parseXml(source: string): unknown {
  if (/<!DOCTYPE|<!ENTITY/i.test(source)) {
    throw bodyError('DOCTYPE and entity declarations are not accepted.');
  }
  checkDeclaration(source);
  const text = cdataAsText(source);
  const reserved = RESERVED_NAMES.exec(text);
  if (reserved) throw bodyError(`The element name <${reserved[1]}> is not accepted.`);
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw bodyError(`The XML body is not well-formed: ${valid.err.msg}`);
  const document = parsedDocument(text);
  const roots = isRecord(document) ? Object.values(document) : [];
  if (roots.length !== 1) throw bodyError('Expected one root element, <Order>.');
  return roots[0] === '' ? Object.create(null) : decodedTree(roots[0]);
}

export function parseJson(source: string): unknown {
  try {
    return JSON.parse(source) as unknown;
  } catch {
    throw bodyError('The body is not valid JSON.');
  }
}
