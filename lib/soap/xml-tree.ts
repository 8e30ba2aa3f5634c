// A small namespace-aware reading of an XML document on top of fast-xml-parser, which only knows
// prefixed names: every element gets the namespace URI its prefix is bound to where it appears.
// Documents with a DTD are refused before any parsing, so no entity can be declared, expanded or
// fetched (billion laughs, XXE); only the five predefined entities and character references exist.
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export interface XmlElement {
  /** Namespace URI ('' when none). */
  ns: string;
  /** Local name, without prefix. */
  name: string;
  /** Attributes by their qualified name as written (xmlns declarations included). */
  attributes: Readonly<Record<string, string>>;
  children: XmlElement[];
  /** The element's own character data (text and CDATA), concatenated. */
  text: string;
}

/** Why a document was not read: refused on principle, or not well-formed. */
export class XmlRejected extends Error {
  constructor(
    readonly reason: 'dtd' | 'malformed',
    message: string,
  ) {
    super(message);
    this.name = 'XmlRejected';
  }
}

const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const ATTRIBUTES = ':@';
const TEXT = '#text';
const CDATA = '#cdata';

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  // Entities are decoded below, where only XML's predefined ones are known.
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  cdataPropName: CDATA,
  commentPropName: false,
});

const predefined: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(raw: string): string {
  return raw.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z][\w.-]*);/g, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (code > 0x10ffff)
        throw new XmlRejected('malformed', `Invalid character reference ${whole}`);
      return String.fromCodePoint(code);
    }
    const value = predefined[ref];
    if (value === undefined) throw new XmlRejected('malformed', `Undeclared entity ${whole}`);
    return value;
  });
}

type OrderedNode = Record<string, unknown>;

function isRecord(value: unknown): value is OrderedNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function splitQName(qname: string): { prefix: string; local: string } {
  const colon = qname.indexOf(':');
  return colon < 0
    ? { prefix: '', local: qname }
    : { prefix: qname.slice(0, colon), local: qname.slice(colon + 1) };
}

function toElement(node: OrderedNode, scope: ReadonlyMap<string, string>): XmlElement | undefined {
  const tag = Object.keys(node).find((key) => key !== ATTRIBUTES);
  if (tag === undefined || tag === TEXT || tag === CDATA) return undefined;
  const rawAttributes = isRecord(node[ATTRIBUTES]) ? node[ATTRIBUTES] : {};
  const attributes: Record<string, string> = {};
  let inner = scope;
  for (const [name, value] of Object.entries(rawAttributes)) {
    const decoded = decodeEntities(String(value));
    attributes[name] = decoded;
    if (name === 'xmlns' || name.startsWith('xmlns:')) {
      if (inner === scope) inner = new Map(scope);
      (inner as Map<string, string>).set(name === 'xmlns' ? '' : name.slice(6), decoded);
    }
  }
  const { prefix, local } = splitQName(tag);
  const ns = inner.get(prefix);
  if (ns === undefined)
    throw new XmlRejected('malformed', `Undeclared namespace prefix "${prefix}"`);
  const element: XmlElement = { ns, name: local, attributes, children: [], text: '' };
  const content = node[tag];
  for (const child of Array.isArray(content) ? content : []) {
    if (!isRecord(child)) continue;
    if (TEXT in child) element.text += decodeEntities(String(child[TEXT]));
    else if (CDATA in child) element.text += cdataText(child[CDATA]);
    else {
      const sub = toElement(child, inner);
      if (sub) element.children.push(sub);
    }
  }
  return element;
}

function cdataText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!Array.isArray(value)) return '';
  return value
    .map((part) => (isRecord(part) && typeof part[TEXT] === 'string' ? part[TEXT] : ''))
    .join('');
}

/** Any document type declaration, entity declaration or other markup declaration. */
const declarationPattern = /<!\s*(DOCTYPE|ENTITY|ELEMENT|ATTLIST|NOTATION)/i;

/** Parses a UTF-8 XML document into its root element, refusing DTDs and ill-formed input. */
export function parseXmlDocument(source: string): XmlElement {
  if (declarationPattern.test(source)) {
    throw new XmlRejected(
      'dtd',
      'Document type declarations and entity declarations are not accepted.',
    );
  }
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const verdict = XMLValidator.validate(text);
  if (verdict !== true) {
    throw new XmlRejected('malformed', `The request is not well-formed XML: ${verdict.err.msg}`);
  }
  const nodes: unknown = parser.parse(text);
  const scope = new Map<string, string>([
    ['', ''],
    ['xml', XML_NS],
  ]);
  const roots = (Array.isArray(nodes) ? nodes : [])
    .filter(isRecord)
    .map((node) => toElement(node, scope))
    .filter((el): el is XmlElement => el !== undefined);
  const root = roots[0];
  if (!root || roots.length > 1) {
    throw new XmlRejected('malformed', 'The request must hold exactly one root element.');
  }
  return root;
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
  return childrenNamed(parent, name, namespaces)[0];
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
