// A small namespace-aware XML reader written for SOAP requests from strangers: one linear pass,
// resumable (the envelope is read as far as the credentials, then the rest only for a caller that
// passed them), with hard limits on nesting, elements and names, into plain records whose
// attribute maps have no prototype. No DTD is accepted at all, so no entity can be declared,
// expanded or fetched (billion laughs, XXE); only the five predefined entities and character
// references exist. Elements named like Object's own members are refused as a client error.

export interface XmlElement {
  /** Namespace URI ('' when none). */
  ns: string;
  /** Local name, without prefix. */
  name: string;
  /** Attributes by their qualified name as written (xmlns declarations included); no prototype. */
  attributes: Readonly<Record<string, string>>;
  children: XmlElement[];
  /** The element's own character data (text and CDATA), concatenated. */
  text: string;
}

/** Why a document was not read: refused on principle, too big, or not well-formed. */
export class XmlRejected extends Error {
  constructor(
    readonly reason: 'dtd' | 'malformed' | 'limit',
    message: string,
  ) {
    super(message);
    this.name = 'XmlRejected';
  }
}

export interface XmlLimits {
  /** Deepest element nesting accepted (the root is depth 1). */
  maxDepth: number;
  maxElements: number;
  maxAttributes: number;
  maxNameLength: number;
}

export const DEFAULT_XML_LIMITS: XmlLimits = {
  maxDepth: 32,
  maxElements: 50_000,
  maxAttributes: 32,
  maxNameLength: 256,
};

const XML_NS = 'http://www.w3.org/XML/1998/namespace';
/** Names that would mean something else on a plain object; no schema of ours uses them. */
const FORBIDDEN_NAMES = new Set(['__proto__', 'constructor', 'prototype']);
const NAME =
  /^[A-Za-z_\u00C0-\uFFFF][\w.\-\u00B7\u00C0-\uFFFF]*(?::[A-Za-z_\u00C0-\uFFFF][\w.\-\u00B7\u00C0-\uFFFF]*)?$/;
const XML_DECLARATION =
  /^<\?xml\s+version\s*=\s*(["'])1\.\d+\1(?:\s+encoding\s*=\s*(["'])([A-Za-z][\w.-]*)\2)?(?:\s+standalone\s*=\s*(["'])(?:yes|no)\4)?\s*\?>/;
const predefined: Readonly<Record<string, string>> = Object.assign(
  Object.create(null) as Record<string, string>,
  {
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
  },
);

function malformed(message: string): XmlRejected {
  return new XmlRejected('malformed', `The request is not well-formed XML: ${message}`);
}

function decodeEntities(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&([^;&\s]{0,12});?/g, (whole, ref: string) => {
    if (!whole.endsWith(';')) throw malformed(`unterminated reference "${whole}"`);
    if (ref.startsWith('#')) {
      const hex = ref[1] === 'x';
      const digits = hex ? ref.slice(2) : ref.slice(1);
      if (!(hex ? /^[0-9a-fA-F]{1,6}$/ : /^\d{1,7}$/).test(digits)) {
        throw malformed(`invalid character reference ${whole}`);
      }
      const code = parseInt(digits, hex ? 16 : 10);
      if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
        throw malformed(`invalid character reference ${whole}`);
      }
      return String.fromCodePoint(code);
    }
    const value = predefined[ref];
    if (value === undefined) throw malformed(`undeclared entity ${whole}`);
    return value;
  });
}

interface OpenElement {
  element: XmlElement;
  qname: string;
  scope: ReadonlyMap<string, string>;
}

/** What the reader just did, for a caller that wants to stop early. */
export type XmlEvent =
  | { kind: 'open'; element: XmlElement; depth: number }
  | { kind: 'close'; element: XmlElement; depth: number };

/**
 * Reads one document step by step. `readUntil` stops after the event a predicate accepts, so a
 * caller can look at the start of a document and decide whether the rest is worth reading.
 */
export class XmlReader {
  private pos = 0;
  private readonly stack: OpenElement[] = [];
  private rootElement: XmlElement | undefined;
  private elements = 0;
  private finished = false;
  private readonly text: string;

  constructor(
    source: string,
    private readonly limits: XmlLimits = DEFAULT_XML_LIMITS,
  ) {
    this.text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
    this.readProlog();
  }

  get root(): XmlElement | undefined {
    return this.rootElement;
  }

  get position(): number {
    return this.pos;
  }

  get done(): boolean {
    return this.finished;
  }

  /** Reads until `stop` accepts an event (true) or the document ends (false). */
  readUntil(stop: (event: XmlEvent) => boolean, maxChars = Infinity): boolean {
    const limit = this.pos + maxChars;
    while (!this.finished) {
      if (this.pos > limit) return false;
      const event = this.step();
      if (event && stop(event)) return true;
    }
    return false;
  }

  /** Reads the rest of the document in slices, letting other work run between them. */
  async readToEnd(sliceChars = 64 * 1024): Promise<XmlElement> {
    while (!this.finished) {
      this.readUntil(() => false, sliceChars);
      if (!this.finished) await new Promise<void>((resolve) => setImmediate(resolve));
    }
    if (!this.rootElement) throw malformed('the document has no root element');
    return this.rootElement;
  }

  private readProlog(): void {
    if (this.text.startsWith('<?xml') && /^<\?xml[\s?]/.test(this.text)) {
      const declaration = XML_DECLARATION.exec(this.text);
      if (!declaration) throw malformed('the XML declaration is malformed');
      const encoding = declaration[3]?.toLowerCase();
      if (encoding !== undefined && encoding !== 'utf-8' && encoding !== 'us-ascii') {
        throw new XmlRejected('malformed', `Only UTF-8 documents are accepted, not ${encoding}.`);
      }
      this.pos = declaration[0].length;
    }
  }

  private step(): XmlEvent | undefined {
    const text = this.text;
    const lt = text.indexOf('<', this.pos);
    const current = this.stack[this.stack.length - 1];
    const end = lt < 0 ? text.length : lt;
    if (end > this.pos) {
      const chars = text.slice(this.pos, end);
      if (current) current.element.text += decodeEntities(chars);
      else if (chars.trim() !== '') throw malformed('text outside the root element');
      this.pos = end;
    }
    if (lt < 0) {
      if (this.stack.length > 0) throw malformed(`<${current?.qname}> is never closed`);
      if (!this.rootElement) throw malformed('the document has no root element');
      this.finished = true;
      return undefined;
    }
    const next = text.charCodeAt(lt + 1);
    if (next === 0x2f /* / */) return this.closeTag();
    if (next === 0x3f /* ? */) return this.skipInstruction();
    if (next === 0x21 /* ! */) return this.markupDeclaration();
    return this.openTag();
  }

  private skipInstruction(): undefined {
    const close = this.text.indexOf('?>', this.pos + 2);
    if (close < 0) throw malformed('unterminated processing instruction');
    const target = /^<\?([^\s?]*)/.exec(this.text.slice(this.pos, this.pos + 64))?.[1] ?? '';
    if (target.toLowerCase() === 'xml') {
      throw malformed('an XML declaration is only allowed at the very start');
    }
    this.pos = close + 2;
    return undefined;
  }

  private markupDeclaration(): undefined {
    const text = this.text;
    if (text.startsWith('<!--', this.pos)) {
      const close = text.indexOf('-->', this.pos + 4);
      if (close < 0) throw malformed('unterminated comment');
      this.pos = close + 3;
      return undefined;
    }
    if (text.startsWith('<![CDATA[', this.pos)) {
      const current = this.stack[this.stack.length - 1];
      if (!current) throw malformed('CDATA outside the root element');
      const close = text.indexOf(']]>', this.pos + 9);
      if (close < 0) throw malformed('unterminated CDATA section');
      current.element.text += text.slice(this.pos + 9, close);
      this.pos = close + 3;
      return undefined;
    }
    if (
      /^<!\s*(DOCTYPE|ENTITY|ELEMENT|ATTLIST|NOTATION)/i.test(text.slice(this.pos, this.pos + 16))
    ) {
      throw new XmlRejected(
        'dtd',
        'Document type declarations and entity declarations are not accepted.',
      );
    }
    throw malformed('unexpected "<!"');
  }

  private checkName(qname: string): void {
    if (qname.length > this.limits.maxNameLength) throw malformed('a name is too long');
    if (!NAME.test(qname)) throw malformed(`invalid name "${qname.slice(0, 40)}"`);
  }

  private openTag(): XmlEvent {
    const text = this.text;
    const gt = findTagEnd(text, this.pos + 1);
    if (gt < 0) throw malformed('unterminated start tag');
    const selfClosing = text.charCodeAt(gt - 1) === 0x2f;
    const inner = text.slice(this.pos + 1, selfClosing ? gt - 1 : gt);
    this.pos = gt + 1;
    const nameMatch = /^[^\s/>]+/.exec(inner);
    const qname = nameMatch?.[0] ?? '';
    this.checkName(qname);
    if (this.stack.length === 0 && this.rootElement) {
      throw malformed('the document must hold exactly one root element');
    }
    if (this.stack.length + 1 > this.limits.maxDepth) {
      throw new XmlRejected(
        'limit',
        `The request nests elements deeper than ${this.limits.maxDepth} levels.`,
      );
    }
    if (++this.elements > this.limits.maxElements) {
      throw new XmlRejected(
        'limit',
        `The request has more than ${this.limits.maxElements} elements.`,
      );
    }
    const attributes = this.readAttributes(inner.slice(qname.length));
    const parentScope = this.stack[this.stack.length - 1]?.scope ?? rootScope;
    let scope: ReadonlyMap<string, string> = parentScope;
    for (const name of Object.keys(attributes)) {
      if (name !== 'xmlns' && !name.startsWith('xmlns:')) continue;
      if (scope === parentScope) scope = new Map(parentScope);
      const prefix = name === 'xmlns' ? '' : name.slice(6);
      if (prefix === 'xmlns' || (prefix === 'xml') !== (attributes[name] === XML_NS)) {
        throw malformed(`the reserved prefix "${prefix}" cannot be bound that way`);
      }
      (scope as Map<string, string>).set(prefix, attributes[name] ?? '');
    }
    const colon = qname.indexOf(':');
    const prefix = colon < 0 ? '' : qname.slice(0, colon);
    const local = colon < 0 ? qname : qname.slice(colon + 1);
    if (FORBIDDEN_NAMES.has(local)) {
      throw new XmlRejected('malformed', `The element name "${local}" is not accepted.`);
    }
    const ns = scope.get(prefix);
    if (ns === undefined) throw malformed(`undeclared namespace prefix "${prefix}"`);
    const element: XmlElement = { ns, name: local, attributes, children: [], text: '' };
    const parent = this.stack[this.stack.length - 1];
    if (parent) parent.element.children.push(element);
    else this.rootElement = element;
    const depth = this.stack.length + 1;
    if (selfClosing) {
      // Reported as an open; its close follows at once on the next step in spirit: callers that
      // wait for a close of a self-closing element get it here instead.
      return { kind: 'close', element, depth };
    }
    this.stack.push({ element, qname, scope });
    return { kind: 'open', element, depth };
  }

  private readAttributes(source: string): Record<string, string> {
    const attributes: Record<string, string> = Object.create(null) as Record<string, string>;
    let rest = source;
    let count = 0;
    const pattern = /^\s+([^\s=/>]+)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/;
    for (;;) {
      if (/^\s*$/.test(rest)) return attributes;
      const match = pattern.exec(rest);
      if (!match?.[1]) throw malformed('an attribute is malformed');
      const name = match[1];
      this.checkName(name);
      if (FORBIDDEN_NAMES.has(name))
        throw malformed(`the attribute name "${name}" is not accepted`);
      if (name in attributes) throw malformed(`the attribute "${name}" is repeated`);
      if (++count > this.limits.maxAttributes) {
        throw new XmlRejected('limit', 'An element has too many attributes.');
      }
      attributes[name] = decodeEntities(match[2] ?? match[3] ?? '');
      rest = rest.slice(match[0].length);
    }
  }

  private closeTag(): XmlEvent {
    const gt = this.text.indexOf('>', this.pos);
    if (gt < 0) throw malformed('unterminated end tag');
    const qname = this.text.slice(this.pos + 2, gt).trimEnd();
    this.pos = gt + 1;
    const open = this.stack.pop();
    if (!open) throw malformed(`</${qname.slice(0, 40)}> closes nothing`);
    if (open.qname !== qname) {
      throw malformed(`<${open.qname}> is closed by </${qname.slice(0, 40)}>`);
    }
    return { kind: 'close', element: open.element, depth: this.stack.length + 1 };
  }
}

const rootScope: ReadonlyMap<string, string> = new Map([
  ['', ''],
  ['xml', XML_NS],
]);

/** The index of the '>' that ends a tag starting at `from`, skipping quoted attribute values. */
function findTagEnd(text: string, from: number): number {
  let quote = 0;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === 0x22 || c === 0x27) quote = c;
    else if (c === 0x3e) return i;
    else if (c === 0x3c) return -1;
  }
  return -1;
}

/** Parses a whole UTF-8 XML document into its root element, refusing DTDs and ill-formed input. */
export function parseXmlDocument(
  source: string,
  limits: XmlLimits = DEFAULT_XML_LIMITS,
): XmlElement {
  const reader = new XmlReader(source, limits);
  reader.readUntil(() => false);
  if (!reader.root) throw malformed('the document has no root element');
  return reader.root;
}

/** The child elements with this local name in one of the given namespaces, in document order. */
export function childrenNamed(
  parent: XmlElement | undefined,
  name: string,
  namespaces: readonly string[],
): XmlElement[] {
  if (!parent) return [];
  return parent.children.filter((c) => c.name === name && namespaces.includes(c.ns));
}

export function childNamed(
  parent: XmlElement | undefined,
  name: string,
  namespaces: readonly string[],
): XmlElement | undefined {
  return parent?.children.find((c) => c.name === name && namespaces.includes(c.ns));
}

/** The trimmed text of a child element, '' when absent. */
export function childText(
  parent: XmlElement | undefined,
  name: string,
  namespaces: readonly string[],
): string {
  return childNamed(parent, name, namespaces)?.text.trim() ?? '';
}

/** Escapes text for element content and attribute values. */
export function escapeXml(value: string): string {
  return (
    value
      // Characters XML 1.0 cannot carry at all would make the whole answer unreadable.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}
