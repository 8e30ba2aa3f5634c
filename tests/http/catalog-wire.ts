// Helpers shared by the catalog HTTP tests: typed reads of the wire records and an XML parser
// that keeps list elements as arrays.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';

export interface WireStock {
  warehouseAbbr: string;
  skuID: number;
  qty: number;
  closeout: boolean;
  dropship: boolean;
  fullCaseOnly: boolean;
  returnable: boolean;
  expectedInventory: string;
}

export interface WireProduct {
  sku: string;
  gtin: string;
  skuID_Master: number;
  yourSku: string;
  styleID: number;
  brandID: string;
  colorFamilyID: string;
  baseCategoryID: string;
  piecePrice: number;
  dozenPrice: number;
  casePrice: number;
  salePrice: number;
  customerPrice: number;
  mapPrice: number;
  retailPrice: number;
  saleExpiration?: string;
  caseQty: number;
  polyPackQty: number;
  qty: number;
  warehouses: WireStock[];
  mediaAssets: { image: string; asset_type: string }[];
}

export interface WireStyle {
  styleID: number;
  partNumber: string;
  brandName: string;
  styleName: string;
  baseCategory: string;
  newStyle: boolean;
  mediaAssets: { image: string; assetType: string }[];
}

export async function jsonOf<T>(res: Response): Promise<T> {
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return (await res.json()) as T;
}

const listElements = new Set(['Style', 'Product', 'Inventory', 'Spec', 'Warehouse', 'MediaAsset']);

/** Parses an XML answer after checking it is well-formed; list elements always come as arrays. */
export async function xmlOf<T>(res: Response): Promise<T> {
  expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
  const text = await res.text();
  expect(XMLValidator.validate(text)).toBe(true);
  return new XMLParser({
    parseTagValue: false,
    isArray: (name) => listElements.has(name),
  }).parse(text) as T;
}

/** A wire money value: a JSON number with at most two decimals. */
export function expectMoney(value: unknown): void {
  expect(typeof value).toBe('number');
  expect(Math.round((value as number) * 100) / 100).toBe(value);
}

export const NOT_FOUND_BODY = {
  errors: [
    {
      field: 'Identifier',
      message: 'Requested item(s) were not found or have been discontinued.',
    },
  ],
};
