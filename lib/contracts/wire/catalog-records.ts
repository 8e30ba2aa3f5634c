// The catalog records as they travel on the wire (interface-v2.md §2.3–§2.8, compatibility.md §1
// and §3): one zod schema per record gives the writers their types, the ?fields= filter its field
// names, and the OpenAPI document its schemas, so the three cannot drift apart.
import { z } from 'zod';

const money = z.number().describe('US dollars with at most two decimals.');
const businessDateTime = z
  .string()
  .describe('Business time zone (America/Chicago by default), no offset: 2026-11-18T16:00:00.');

export const styleWireSchema = z.object({
  styleID: z.number().int(),
  partNumber: z.string().describe('Five-digit style part number.'),
  brandName: z.string(),
  styleName: z.string(),
  title: z.string(),
  description: z.string().describe('HTML.'),
  baseCategory: z.string(),
  categories: z.string().describe('Comma-separated category ids.'),
  catalogPageNumber: z.string(),
  newStyle: z.boolean(),
  comparableGroup: z.string(),
  companionGroup: z.string(),
  brandImage: z.string(),
  styleImage: z.string(),
  sustainableStyle: z.boolean(),
  mediaAssets: z.array(z.object({ image: z.string(), assetType: z.string() })),
});
export type StyleWire = z.infer<typeof styleWireSchema>;

export const stockWireSchema = z.object({
  warehouseAbbr: z.string(),
  skuID: z.number().int(),
  qty: z.number().int(),
  closeout: z.boolean(),
  dropship: z.boolean(),
  excludeFreeFreight: z.boolean(),
  fullCaseOnly: z.boolean(),
  returnable: z.boolean(),
  expectedInventory: z.string().describe('Expected arrivals, e.g. "24 on 12/01/2026", or empty.'),
});
export type StockWire = z.infer<typeof stockWireSchema>;

export const productMediaWireSchema = z.object({ image: z.string(), asset_type: z.string() });
export type ProductMediaWire = z.infer<typeof productMediaWireSchema>;

export const productWireSchema = z.object({
  sku: z.string(),
  gtin: z.string().describe('GTIN-14.'),
  skuID_Master: z.number().int(),
  yourSku: z.string().describe("The calling account's own name for the sku, or empty."),
  styleID: z.number().int(),
  brandName: z.string(),
  brandID: z.string(),
  styleName: z.string(),
  colorName: z.string(),
  colorCode: z.string(),
  colorPriceCodeName: z.string(),
  colorGroup: z.string(),
  colorGroupName: z.string(),
  colorFamilyID: z.string(),
  colorFamily: z.string(),
  colorSwatchImage: z.string(),
  colorSwatchTextColor: z.string(),
  colorFrontImage: z.string(),
  colorSideImage: z.string(),
  colorBackImage: z.string(),
  colorDirectSideImage: z.string(),
  colorOnModelFrontImage: z.string(),
  colorOnModelSideImage: z.string(),
  colorOnModelBackImage: z.string(),
  color1: z.string(),
  color2: z.string(),
  sizeName: z.string(),
  sizeCode: z.string(),
  sizeOrder: z.string(),
  sizePriceCodeName: z.string(),
  baseCategoryID: z.string(),
  caseQty: z.number().int(),
  unitWeight: z.number(),
  mapPrice: money,
  retailPrice: money,
  piecePrice: money,
  dozenPrice: money,
  casePrice: money,
  salePrice: money.describe('The running sale price, or the piece price when no sale runs.'),
  customerPrice: money.describe("The calling account's price (its tier, running sales)."),
  saleExpiration: businessDateTime.optional(),
  noeRetailing: z.boolean(),
  caseWeight: z.number(),
  caseWidth: z.number(),
  caseLength: z.number(),
  caseHeight: z.number(),
  polyPackQty: z.number().int(),
  qty: z.number().int().describe('Stock over the warehouses shown.'),
  countryOfOrigin: z.string(),
  warehouses: z.array(stockWireSchema),
  mediaAssets: z.array(productMediaWireSchema),
});
export type ProductWire = z.infer<typeof productWireSchema>;

export const inventoryWireSchema = z.object({
  sku: z.string(),
  gtin: z.string(),
  skuID_Master: z.number().int(),
  yourSku: z.string(),
  styleID: z.number().int(),
  warehouses: z.array(
    z.object({ warehouseAbbr: z.string(), skuID: z.number().int(), qty: z.number().int() }),
  ),
});
export type InventoryWire = z.infer<typeof inventoryWireSchema>;

export const specWireSchema = z.object({
  specID: z.number().int(),
  styleID: z.number().int(),
  partNumber: z.string(),
  brandName: z.string(),
  styleName: z.string(),
  sizeName: z.string(),
  sizeOrder: z.string(),
  specName: z.string(),
  value: z.string(),
});
export type SpecWire = z.infer<typeof specWireSchema>;

export const brandWireSchema = z.object({
  brandID: z.number().int(),
  name: z.string(),
  image: z.string(),
  noeRetailing: z.boolean(),
});
export type BrandWire = z.infer<typeof brandWireSchema>;

export const categoryWireSchema = z.object({
  categoryID: z.number().int(),
  name: z.string(),
  image: z.string(),
});
export type CategoryWire = z.infer<typeof categoryWireSchema>;

/** The field names of a record schema, in wire order (the ?fields= filter keeps these). */
export function fieldNamesOf<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
): readonly (keyof Shape & string)[] {
  return Object.keys(schema.shape);
}
