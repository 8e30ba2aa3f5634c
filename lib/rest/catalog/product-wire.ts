// Product record of interface-v2.md §2.5 with the types of the sample payload (compatibility.md
// §1): brandID, colorFamilyID and baseCategoryID as strings; ids as integers; money as numbers
// with at most two decimals; saleExpiration in business time without zone, or absent.
import type { ProductView, StockRecord } from '@/lib/domain/catalog';
import { toBusinessDateTime } from '@/lib/domain/business-time';
import { centsToNumber } from '@/lib/domain/money';
import {
  fieldNamesOf,
  inventoryWireSchema,
  productWireSchema,
  type InventoryWire,
  type ProductMediaWire,
  type ProductWire,
  type StockWire,
} from '@/lib/contracts/wire/catalog-records';
import type { XmlListShape } from '../wire/xml-writer';

export const productFieldNames = fieldNamesOf(productWireSchema);

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
export const inventoryFieldNames = fieldNamesOf(inventoryWireSchema);

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
