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
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) {
    const itemName = shape.itemNames?.[name] ?? 'item';
    let inner = '';
    for (const item of value) inner += xmlElement(itemName, item, shape);
    return `<${name}>${inner}</${name}>`;
  }
  if (typeof value === 'object') {
    let inner = '';
    for (const [key, child] of Object.entries(value)) inner += xmlElement(key, child, shape);
    return `<${name}>${inner}</${name}>`;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return `<${name}>${scalarText(value)}</${name}>`;
  }
  return '';
}

/** The items of a list, each as one item element (a chunk of the document's body). */
export function xmlItems(items: readonly unknown[], shape: XmlListShape): string {
  let out = '';
  for (const item of items) out += xmlElement(shape.item, item, shape);
  return out;
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
