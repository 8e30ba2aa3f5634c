import { describe, expect, it } from 'vitest';
import { childNamed, escapeXml, parseXmlDocument, XmlRejected } from './xml-tree';

function rejection(source: string): XmlRejected {
  try {
    parseXmlDocument(source);
  } catch (error) {
    if (error instanceof XmlRejected) return error;
    throw error;
  }
  throw new Error('expected the document to be rejected');
}

describe('reading XML by namespace URI', () => {
  it('resolves prefixes from their declarations, whatever the prefix is', () => {
    const a = parseXmlDocument('<x:a xmlns:x="urn:one"><y:b xmlns:y="urn:two">v</y:b></x:a>');
    const b = parseXmlDocument('<a xmlns="urn:one"><q:b xmlns:q="urn:two">v</q:b></a>');
    for (const root of [a, b]) {
      expect(root).toMatchObject({ ns: 'urn:one', name: 'a' });
      expect(childNamed(root, 'b', ['urn:two'])?.text).toBe('v');
      expect(childNamed(root, 'b', ['urn:one'])).toBeUndefined();
    }
  });

  it('lets an inner declaration shadow an outer one and restores it after the element', () => {
    const root = parseXmlDocument(
      '<p:a xmlns:p="urn:one"><p:b xmlns:p="urn:two"><p:c/></p:b><p:d/></p:a>',
    );
    expect(root.children.map((c) => `${c.ns} ${c.name}`)).toEqual(['urn:two b', 'urn:one d']);
    expect(root.children[0]?.children[0]?.ns).toBe('urn:two');
  });

  it('decodes the predefined entities, character references and CDATA', () => {
    const root = parseXmlDocument('<a>x &amp; &lt;y&gt; &#65;&#x42; <![CDATA[<&amp;>]]></a>');
    expect(root.text).toBe('x & <y> AB <&amp;>');
  });

  it('rejects an undeclared prefix, an unknown entity and ill-formed markup', () => {
    expect(rejection('<p:a/>').reason).toBe('malformed');
    expect(rejection('<a>&nbsp;</a>').reason).toBe('malformed');
    expect(rejection('<a><b></a>').reason).toBe('malformed');
    expect(rejection('just text').reason).toBe('malformed');
  });
});

describe('hostile documents', () => {
  it('refuses a billion-laughs document before expanding anything', () => {
    const lol = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`,
    ).join('')}]><lolz>&lol9;</lolz>`;
    expect(rejection(lol).reason).toBe('dtd');
  });

  it('refuses an external entity', () => {
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><a>&xxe;</a>';
    expect(rejection(xxe).reason).toBe('dtd');
  });

  it('refuses a DTD without entities too (SOAP 1.1 forbids any)', () => {
    expect(rejection('<!DOCTYPE a SYSTEM "http://example.com/a.dtd"><a/>').reason).toBe('dtd');
  });
});

describe('escapeXml', () => {
  it('escapes markup characters and drops characters XML cannot carry', () => {
    expect(escapeXml(`<a href="x">&'\u0001</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;',
    );
  });
});
