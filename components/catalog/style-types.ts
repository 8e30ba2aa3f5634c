// The style page's data as the browser components receive it (plain, serializable records).

export interface StyleColor {
  colorCode: string;
  colorName: string;
  color1: string;
  color2: string;
  swatchImage: string;
  /** Medium images of the color's views, non-empty ones only, with a label each. */
  images: { src: string; label: string }[];
}

export interface StockCell {
  warehouseCode: string;
  qty: number;
  closeout: boolean;
  dropship: boolean;
  fullCaseOnly: boolean;
  expectedInventory: string;
}

export interface StyleSku {
  skuId: number;
  sku: string;
  colorCode: string;
  sizeName: string;
  caseQty: number;
  piecePriceCents: number;
  dozenPriceCents: number;
  casePriceCents: number;
  /** The running sale's price, or null. */
  salePriceCents: number | null;
  saleExpiresAt: number | null;
  customerPriceCents: number;
  stock: StockCell[];
}

export interface StyleWarehouse {
  code: string;
  name: string;
}
