// The catalog as the services see it: records built by the catalog repository from the database
// and turned into wire shapes by lib/rest. Money is integer cents; instants are epoch ms (UTC).

export interface StyleMediaAsset {
  image: string;
  /** Style, Front, Back, DirectSide, OnModel_Front, OnModel_Back, OnModel_Side */
  assetType: string;
}

export interface StyleRecord {
  id: number;
  partNumber: string;
  brandId: number;
  brandName: string;
  brandImage: string;
  styleName: string;
  title: string;
  description: string;
  baseCategory: string;
  baseCategoryId: number;
  /** Comma-separated category ids, as the wire shows them. */
  categoryIds: string;
  catalogPageNumber: string;
  newStyle: boolean;
  comparableGroup: string;
  companionGroup: string;
  styleImage: string;
  sustainableStyle: boolean;
  media: StyleMediaAsset[];
}

export interface StockRecord {
  warehouseCode: string;
  /** The per-warehouse sku id of the wire (`skuID`). */
  skuId: number;
  qty: number;
  closeout: boolean;
  dropship: boolean;
  excludeFreeFreight: boolean;
  fullCaseOnly: boolean;
  returnable: boolean;
  expectedInventory: string;
}

export interface ColorRecord {
  colorCode: string;
  colorName: string;
  colorPriceCodeName: string;
  colorGroup: string;
  colorGroupName: string;
  colorFamilyId: number;
  colorFamily: string;
  color1: string;
  color2: string;
  swatchTextColor: string;
  swatchImage: string;
  frontImage: string;
  sideImage: string;
  backImage: string;
  directSideImage: string;
  onModelFrontImage: string;
  onModelSideImage: string;
  onModelBackImage: string;
}

/** The price levels of one sku, the input of catalog pricing. */
export interface PriceLevels {
  piecePriceCents: number;
  dozenPriceCents: number;
  casePriceCents: number;
  /** null: not on sale. */
  salePriceCents: number | null;
  /** null: the sale (if any) has no end. */
  saleExpiresAt: number | null;
}

/** One sku with what the product and inventory endpoints show, before per-account pricing. */
export interface ProductRecord extends PriceLevels {
  id: number;
  sku: string;
  gtin: string;
  styleId: number;
  styleImage: string;
  brandId: number;
  brandName: string;
  styleName: string;
  color: ColorRecord;
  sizeName: string;
  sizeCode: string;
  sizeOrder: string;
  sizePriceCodeName: string;
  baseCategoryId: number;
  caseQty: number;
  unitWeight: number;
  mapPriceCents: number;
  retailPriceCents: number;
  noeRetailing: boolean;
  caseWeight: number;
  caseWidth: number;
  caseLength: number;
  caseHeight: number;
  polyPackQty: number;
  countryOfOrigin: string;
  /** The calling account's cross reference for this sku; '' when it has none. */
  yourSku: string;
  /** Stock rows, in warehouse order; empty when stock was not requested. */
  stock: StockRecord[];
}

/** A product as one account sees it: its price and the stock of the warehouses it asked for. */
export interface ProductView {
  product: ProductRecord;
  customerPriceCents: number;
  /** The sale price when a sale is running now; otherwise null. */
  activeSalePriceCents: number | null;
  activeSaleExpiresAt: number | null;
  /** Sum of `qty` over the listed stock rows. */
  qty: number;
}

export interface SpecRecord {
  id: number;
  styleId: number;
  partNumber: string;
  brandName: string;
  styleName: string;
  sizeName: string;
  sizeOrder: string;
  specName: string;
  value: string;
}

export interface BrandRecord {
  id: number;
  name: string;
  image: string;
  noeRetailing: boolean;
}

export interface CategoryRecord {
  id: number;
  name: string;
  image: string;
}
