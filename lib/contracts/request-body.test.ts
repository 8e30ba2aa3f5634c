// Issue 9, finding 3 (REST half): every XML problem is the client's, answered as a 400 naming
// `body`; nothing pollutes a prototype; entities and character references are decoded.
import { describe, expect, it } from 'vitest';
import { DomainError } from '@/lib/domain/errors';
import { MAX_XML_DEPTH, parseXml } from './request-body';

function refusal(source: string): { field: string; message: string } | undefined {
  try {
    parseXml(source);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'invalid') return error.errors[0];
    throw error;
  }
  return undefined;
}

const nested = (depth: number) => `<Order>${'<a>'.repeat(depth)}x${'</a>'.repeat(depth)}</Order>`;

describe('parsing an XML order body', () => {
  it.each([
    ['nesting past the depth limit', nested(MAX_XML_DEPTH + 5), /deeper than 32 levels/],
    [
      'a __proto__ element',
      '<Order><__proto__><polluted>yes</polluted></__proto__></Order>',
      /<__proto__>/,
    ],
    [
      'a constructor element',
      '<Order><constructor><prototype>1</prototype></constructor></Order>',
      /<constructor>/,
    ],
    [
      'an unclosed declaration',
      '<?xml version="1.0" encoding="UTF-8"<Order/>',
      /declaration is malformed/,
    ],
    [
      'a declaration without version',
      '<?xml encoding="UTF-8"?><Order/>',
      /declaration is malformed/,
    ],
    [
      'a declaration with a bad encoding',
      '<?xml version="1.0" encoding=?><Order/>',
      /declaration is malformed/,
    ],
    ['an unclosed processing instruction', '<Order/>-->encoding<?xml>', /not well-formed/],
    [
      'an unclosed CDATA section',
      '<Order><a><![CDATA[x</a></Order>',
      /CDATA section is not closed/,
    ],
    ['an unknown entity', '<Order><a>&nbsp;</a></Order>', /Unknown entity reference &nbsp;/],
    ['a reference to a forbidden character', '<Order><a>&#0;</a></Order>', /names no character/],
  ])('refuses %s with a 400 naming the body', (_name, source, message) => {
    const problem = refusal(source);
    expect(problem?.field).toBe('body');
    expect(problem?.message).toMatch(message);
  });

  it('accepts nesting up to the limit', () => {
    expect(refusal(nested(MAX_XML_DEPTH - 2))).toBeUndefined();
  });

  it('pollutes no prototype, and hands back objects that inherit nothing', () => {
    refusal('<Order><__proto__><polluted>yes</polluted></__proto__></Order>');
    const order = parseXml('<Order><poNumber>1</poNumber></Order>') as object;
    expect(Object.getPrototypeOf(order)).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('decodes the five predefined entities and character references', () => {
    const order = parseXml(
      '<?xml version="1.0" encoding="UTF-8"?><Order><customer>Smith &amp; Sons &lt;&gt;&quot;&apos; &#233;&#x41;&#x1F455;</customer></Order>',
    ) as Record<string, unknown>;
    expect(order.customer).toBe(`Smith & Sons <>"' éA👕`);
  });

  it('decodes once: an escaped entity stays text', () => {
    const order = parseXml('<Order><a>&amp;lt;</a></Order>') as Record<string, unknown>;
    expect(order.a).toBe('&lt;');
  });

  it('takes CDATA content literally', () => {
    const order = parseXml('<Order><a><![CDATA[Smith &amp; <Sons>]]></a></Order>') as Record<
      string,
      unknown
    >;
    expect(order.a).toBe('Smith &amp; <Sons>');
  });

  it('accepts the usual declarations', () => {
    for (const declaration of [
      '<?xml version="1.0"?>',
      "<?xml version='1.0' encoding='utf-8' standalone='yes' ?>",
      '\uFEFF<?xml version="1.0" encoding="UTF-8"?>',
    ]) {
      expect(refusal(`${declaration}<Order><a>1</a></Order>`)).toBeUndefined();
    }
  });
});
