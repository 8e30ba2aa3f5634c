import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { escapeXml, xmlDocument, xmlElement, type XmlListShape } from './xml-writer';

const shape: XmlListShape = {
  root: 'ArrayOfProduct',
  item: 'Product',
  itemNames: { warehouses: 'Warehouse' },
};

const parse = (xml: string) =>
  new XMLParser({
    parseTagValue: false,
    isArray: (name) => ['Product', 'Warehouse'].includes(name),
  }).parse(xml) as {
    ArrayOfProduct: { Product: Record<string, unknown>[] };
  };

describe('XML writer', () => {
  it('escapes markup characters so text survives a round trip', () => {
    const text = `<p class="x">Tom's & Jerry's</p>`;
    const xml = xmlDocument([{ description: text }], shape);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parse(xml).ArrayOfProduct.Product[0]?.description).toBe(text);
    expect(escapeXml('a<b>&"\'')).toBe('a&lt;b&gt;&amp;&quot;&apos;');
  });

  it('drops characters XML 1.0 forbids instead of writing a broken document', () => {
    const xml = xmlDocument([{ title: 'bell\u0007 tab\t ok\uFFFE \uD800x' }], shape);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(escapeXml('bell\u0007 tab\t ok\uFFFE \uD800x')).toBe('bell tab\t ok x');
    expect(escapeXml('emoji \uD83D\uDE00 stays')).toBe('emoji \uD83D\uDE00 stays');
  });

  it('names elements after the JSON fields, list items after the list, and omits absent fields', () => {
    const xml = xmlDocument(
      [
        {
          sku: 'B00760004',
          customerPrice: 3.64,
          noeRetailing: false,
          saleExpiration: undefined,
          warehouses: [
            { warehouseAbbr: 'IL', qty: 5 },
            { warehouseAbbr: 'KS', qty: 0 },
          ],
        },
      ],
      shape,
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?><ArrayOfProduct><Product>')).toBe(
      true,
    );
    expect(xml).not.toContain('saleExpiration');
    const product = parse(xml).ArrayOfProduct.Product[0];
    expect(product).toEqual({
      sku: 'B00760004',
      customerPrice: '3.64',
      noeRetailing: 'false',
      warehouses: {
        Warehouse: [
          { warehouseAbbr: 'IL', qty: '5' },
          { warehouseAbbr: 'KS', qty: '0' },
        ],
      },
    });
  });

  it('writes an empty list as an empty root element', () => {
    const xml = xmlDocument([], shape);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('<ArrayOfProduct></ArrayOfProduct>');
    expect(xmlElement('warehouses', [], shape)).toBe('<warehouses></warehouses>');
  });
});
