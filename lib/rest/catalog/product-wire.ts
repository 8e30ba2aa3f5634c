// Product record of interface-v2.md §2.5 with the types of the sample payload (compatibility.md
// §1): brandID, colorFamilyID and baseCategoryID as strings; ids as integers; money as numbers
// with at most two decimals; saleExpiration in business time without zone, or absent.
import type { ProductView, StockRecord } from '@/lib/domain/catalog';
import { toBusinessDateTime } from '@/lib/domain/business-time';
import { centsToNumber } from '@/lib/domain/money';
import type { XmlListShape } from '../wire/xml-writer';

export interface StockWire {
  warehouseAbbr: string;
  skuID: number;
  qty: number;
  closeout: boolean;
  dropship: boolean;
  excludeFreeFreight: boolean;
  fullCaseOnly: boolean;
  returnable: boolean;
  expectedInventory: string;
}

export interface ProductMediaWire {
  image: string;
  asset_type: string;
}

export interface ProductWire {
  sku: string;
  gtin: string;
  skuID_Master: number;
  yourSku: string;
  styleID: number;
  brandName: string;
  brandID: string;
  styleName: string;
  colorName: string;
  colorCode: string;
  colorPriceCodeName: string;
  colorGroup: string;
  colorGroupName: string;
  colorFamilyID: string;
  colorFamily: string;
  colorSwatchImage: string;
  colorSwatchTextColor: string;
  colorFrontImage: string;
  colorSideImage: string;
  colorBackImage: string;
  colorDirectSideImage: string;
  colorOnModelFrontImage: string;
  colorOnModelSideImage: string;
  colorOnModelBackImage: string;
  color1: string;
  color2: string;
  sizeName: string;
  sizeCode: string;
  sizeOrder: string;
  sizePriceCodeName: string;
  baseCategoryID: string;
  caseQty: number;
  unitWeight: number;
  mapPrice: number;
  retailPrice: number;
  piecePrice: number;
  dozenPrice: number;
  casePrice: number;
  salePrice: number;
  customerPrice: number;
  saleExpiration?: string;
  noeRetailing: boolean;
  caseWeight: number;
  caseWidth: number;
  caseLength: number;
  caseHeight: number;
  polyPackQty: number;
  qty: number;
  countryOfOrigin: string;
  warehouses: StockWire[];
  mediaAssets: ProductMediaWire[];
}

export const productFieldNames: readonly (keyof ProductWire)[] = [
  'sku',
  'gtin',
  'skuID_Master',
  'yourSku',
  'styleID',
  'brandName',
  'brandID',
  'styleName',
  'colorName',
  'colorCode',
  'colorPriceCodeName',
  'colorGroup',
  'colorGroupName',
  'colorFamilyID',
  'colorFamily',
  'colorSwatchImage',
  'colorSwatchTextColor',
  'colorFrontImage',
  'colorSideImage',
  'colorBackImage',
  'colorDirectSideImage',
  'colorOnModelFrontImage',
  'colorOnModelSideImage',
  'colorOnModelBackImage',
  'color1',
  'color2',
  'sizeName',
  'sizeCode',
  'sizeOrder',
  'sizePriceCodeName',
  'baseCategoryID',
  'caseQty',
  'unitWeight',
  'mapPrice',
  'retailPrice',
  'piecePrice',
  'dozenPrice',
  'casePrice',
  'salePrice',
  'customerPrice',
  'saleExpiration',
  'noeRetailing',
  'caseWeight',
  'caseWidth',
  'caseLength',
  'caseHeight',
  'polyPackQty',
  'qty',
  'countryOfOrigin',
  'warehouses',
  'mediaAssets',
];

export const productXmlShape: XmlListShape = {
  root: 'ArrayOfProduct',
  item: 'Product',
  itemNames: { warehouses: 'Warehouse', mediaAssets: 'MediaAsset' },
};

export function toStockWire(row: StockRecord): StockWire {
  return {
    warehouseAbbr: row.warehouseCode,
    skuID: row.skuId,
    qty: row.qty,
    closeout: row.closeout,
    dropship: row.dropship,
    excludeFreeFreight: row.excludeFreeFreight,
    fullCaseOnly: row.fullCaseOnly,
    returnable: row.returnable,
    expectedInventory: row.expectedInventory,
  };
}

/** The style image, then every view of the color that has an image, as the samples list them. */
function productMedia(view: ProductView): ProductMediaWire[] {
  const { product } = view;
  const c = product.color;
  const assets: [string, string][] = [
    [product.styleImage, 'Style'],
    [c.frontImage, 'Front'],
    [c.backImage, 'Back'],
    [c.directSideImage, 'DirectSide'],
    [c.onModelFrontImage, 'OnModel_Front'],
    [c.onModelBackImage, 'OnModel_Back'],
    [c.onModelSideImage, 'OnModel_Side'],
  ];
  return assets
    .filter(([image]) => image.length > 0)
    .map(([image, type]) => ({ image, asset_type: type }));
}

export function toProductWire(view: ProductView, businessTimeZone: string): ProductWire {
  const p = view.product;
  const c = p.color;
  const wire: ProductWire = {
    sku: p.sku,
    gtin: p.gtin,
    skuID_Master: p.id,
    yourSku: p.yourSku,
    styleID: p.styleId,
    brandName: p.brandName,
    brandID: String(p.brandId),
    styleName: p.styleName,
    colorName: c.colorName,
    colorCode: c.colorCode,
    colorPriceCodeName: c.colorPriceCodeName,
    colorGroup: c.colorGroup,
    colorGroupName: c.colorGroupName,
    colorFamilyID: String(c.colorFamilyId),
    colorFamily: c.colorFamily,
    colorSwatchImage: c.swatchImage,
    colorSwatchTextColor: c.swatchTextColor,
    colorFrontImage: c.frontImage,
    colorSideImage: c.sideImage,
    colorBackImage: c.backImage,
    colorDirectSideImage: c.directSideImage,
    colorOnModelFrontImage: c.onModelFrontImage,
    colorOnModelSideImage: c.onModelSideImage,
    colorOnModelBackImage: c.onModelBackImage,
    color1: c.color1,
    color2: c.color2,
    sizeName: p.sizeName,
    sizeCode: p.sizeCode,
    sizeOrder: p.sizeOrder,
    sizePriceCodeName: p.sizePriceCodeName,
    baseCategoryID: String(p.baseCategoryId),
    caseQty: p.caseQty,
    unitWeight: p.unitWeight,
    mapPrice: centsToNumber(p.mapPriceCents),
    retailPrice: centsToNumber(p.retailPriceCents),
    piecePrice: centsToNumber(p.piecePriceCents),
    dozenPrice: centsToNumber(p.dozenPriceCents),
    casePrice: centsToNumber(p.casePriceCents),
    // Without a running sale the sale level is the piece level: clients read it as a number.
    salePrice: centsToNumber(view.activeSalePriceCents ?? p.piecePriceCents),
    customerPrice: centsToNumber(view.customerPriceCents),
    noeRetailing: p.noeRetailing,
    caseWeight: p.caseWeight,
    caseWidth: p.caseWidth,
    caseLength: p.caseLength,
    caseHeight: p.caseHeight,
    polyPackQty: p.polyPackQty,
    qty: view.qty,
    countryOfOrigin: p.countryOfOrigin,
    warehouses: p.stock.map(toStockWire),
    mediaAssets: productMedia(view),
  };
  if (view.activeSaleExpiresAt !== null) {
    wire.saleExpiration = toBusinessDateTime(view.activeSaleExpiresAt, businessTimeZone);
  }
  return wire;
}

/** Inventory record of compatibility.md §3. */
export interface InventoryWire {
  sku: string;
  gtin: string;
  skuID_Master: number;
  yourSku: string;
  styleID: number;
  warehouses: { warehouseAbbr: string; skuID: number; qty: number }[];
}

export const inventoryFieldNames: readonly (keyof InventoryWire)[] = [
  'sku',
  'gtin',
  'skuID_Master',
  'yourSku',
  'styleID',
  'warehouses',
];

export const inventoryXmlShape: XmlListShape = {
  root: 'ArrayOfInventory',
  item: 'Inventory',
  itemNames: { warehouses: 'Warehouse' },
};

export function toInventoryWire(view: ProductView): InventoryWire {
  const p = view.product;
  return {
    sku: p.sku,
    gtin: p.gtin,
    skuID_Master: p.id,
    yourSku: p.yourSku,
    styleID: p.styleId,
    warehouses: p.stock.map((s) => ({
      warehouseAbbr: s.warehouseCode,
      skuID: s.skuId,
      qty: s.qty,
    })),
  };
}
