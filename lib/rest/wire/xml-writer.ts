// XML answers (`?mediatype=xml`): a document whose element names are the JSON field names.
//
//   <?xml version="1.0" encoding="utf-8"?>
//   <ArrayOfProduct>
//     <Product>
//       <sku>…</sku> … <customerPrice>3.64</customerPrice>
//       <warehouses><Warehouse><warehouseAbbr>IL</warehouseAbbr>…</Warehouse></warehouses>
//       <mediaAssets><MediaAsset><image>…</image><asset_type>Front</asset_type></MediaAsset></mediaAssets>
//     </Product>
//   </ArrayOfProduct>
//
// Roots and items: ArrayOfStyle/Style, ArrayOfProduct/Product, ArrayOfInventory/Inventory,
// ArrayOfSpec/Spec, ArrayOfBrand/Brand, ArrayOfCategory/Category (each endpoint names its shape).
// A list field's items are named by `itemNames` (warehouses -> Warehouse, mediaAssets ->
// MediaAsset), otherwise `item`. Booleans are true/false, numbers as in JSON, absent (undefined or
// null) fields are left out.

export interface XmlListShape {
  root: string;
  item: string;
  /** Element name of the items of a list field, by field name. */
  itemNames?: Readonly<Record<string, string>>;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';

// Characters XML 1.0 does not allow at all (most C0 controls, lone surrogates, U+FFFE/FFFF):
// escaping cannot save them, so they are dropped to keep the document well-formed.
const forbidden =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const special = /[&<>"']/g;
const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

// Most catalog text needs no change at all; one test spares two replace passes.
const needsWork =
  // eslint-disable-next-line no-control-regex -- see `forbidden`
  /[&<>"'\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

export function escapeXml(text: string): string {
  if (!needsWork.test(text)) return text;
  return text.replace(forbidden, '').replace(special, (c) => entities[c] ?? c);
}

function scalarText(value: string | number | boolean): string {
  if (typeof value === 'string') return escapeXml(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return value ? 'true' : 'false';
}

/** One element (and its children) as a string; undefined/null values give ''. */
export function xmlElement(name: string, value: unknown, shape: XmlListShape): string {
  const parts: string[] = [];
  writeElement(parts, name, value, shape);
  // One join per element tree: a flat string, where nested template strings would leave a tree
  // of string pieces alive until the chunk is written (the whole catalog's memory, issue 15).
  return parts.join('');
}

function writeElement(parts: string[], name: string, value: unknown, shape: XmlListShape): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    const itemName = shape.itemNames?.[name] ?? 'item';
    parts.push(`<${name}>`);
    for (const item of value) writeElement(parts, itemName, item, shape);
    parts.push(`</${name}>`);
    return;
  }
  if (typeof value === 'object') {
    parts.push(`<${name}>`);
    for (const key in value) {
      if (Object.hasOwn(value, key)) {
        writeElement(parts, key, (value as Record<string, unknown>)[key], shape);
      }
    }
    parts.push(`</${name}>`);
    return;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    parts.push(`<${name}>`, scalarText(value), `</${name}>`);
  }
}

/** The items of a list, each as one item element (a chunk of the document's body). */
export function xmlItems(items: readonly unknown[], shape: XmlListShape): string {
  const parts: string[] = [];
  for (const item of items) writeElement(parts, shape.item, item, shape);
  return parts.join('');
}

export function xmlDocumentStart(shape: XmlListShape): string {
  return `${XML_DECLARATION}<${shape.root}>`;
}

export function xmlDocumentEnd(shape: XmlListShape): string {
  return `</${shape.root}>`;
}

export function xmlDocument(items: readonly unknown[], shape: XmlListShape): string {
  return xmlDocumentStart(shape) + xmlItems(items, shape) + xmlDocumentEnd(shape);
}
