// Known facts of the generated catalog that tests and demos can rely on, at every scale and seed.
//
// The generator builds the FEATURED styles below first (style ids 1..7, in this order) from these
// fixed definitions instead of random draws, and forces the stock of the DEMO_SKUS cells listed
// here; everything else in the catalog is random but deterministic for a given seed.
// db/seed/demo-fixtures.test.ts checks every fact written here against the generated rows.
//
// Every sku has a stock row in every warehouse (qty 0 included). Cells of the dropship warehouse DS
// are always `dropship` and `excludeFreeFreight`. Closeout cells are never `returnable`.
//
// sku = partNumber (5 digits) + colorCode (2) + sizeCode (1). Adult size codes: XS 1, S 2, M 3,
// L 4, XL 5, 2XL 6, 3XL 7, 4XL 8, 5XL 9; youth YXS 1 … YXL 5; one size (OSFA) 0.
import type { SizeRunKey } from './catalog-sizes';

export interface FeaturedStyle {
  styleId: number;
  partNumber: string;
  brandName: string;
  styleName: string;
  /** A garment kind key of catalog-vocabulary.ts. */
  kind: string;
  /** A fabric line key of catalog-vocabulary.ts. */
  line: string;
  /** Palette color names (catalog-colors.ts). */
  colors: string[];
  sizeRun: SizeRunKey;
  /** Piece price of the reference size (M) in a regular color, in cents. */
  referencePieceCents: number;
  countryOfOrigin: string;
  newStyle: boolean;
  closeout: boolean;
  dropshipOnly: boolean;
}

const featured = (
  style: Omit<FeaturedStyle, 'closeout' | 'dropshipOnly'> & Partial<FeaturedStyle>,
) => ({
  closeout: false,
  dropshipOnly: false,
  ...style,
});

export const DEMO_STYLES = {
  /** The everyday blank: 10 colors, S–5XL, stocked widely. */
  heavyTee: featured({
    styleId: 1,
    partNumber: '10760',
    brandName: 'Hartwell',
    styleName: '5000',
    kind: 'tee',
    line: 'heavyCotton',
    colors: [
      'White',
      'Black',
      'Navy',
      'Royal',
      'Red',
      'Sport Grey',
      'Charcoal',
      'Forest Green',
      'Maroon',
      'Gold',
    ],
    sizeRun: 'adult-full',
    referencePieceCents: 310,
    countryOfOrigin: 'Honduras',
    newStyle: false,
  }),
  /** A brand name with "+" and spaces: identifiers must be URL-encoded (`Belmont%20%2B%20Lane%203001CVC`). */
  cvcTee: featured({
    styleId: 2,
    partNumber: '13001',
    brandName: 'Belmont + Lane',
    styleName: '3001CVC',
    kind: 'tee',
    line: 'cvc',
    colors: ['White', 'Black', 'Heather Navy', 'Athletic Heather', 'Heather Red', 'Heather Forest'],
    sizeRun: 'adult-xs',
    referencePieceCents: 495,
    countryOfOrigin: 'Nicaragua',
    newStyle: true,
  }),
  hoodie: featured({
    styleId: 3,
    partNumber: '18500',
    brandName: 'Hartwell',
    styleName: '18500',
    kind: 'hoodie',
    line: 'heavyBlend',
    colors: ['White', 'Black', 'Navy', 'Sport Grey', 'Maroon', 'Dark Heather'],
    sizeRun: 'adult-full',
    referencePieceCents: 1290,
    countryOfOrigin: 'Honduras',
    newStyle: false,
  }),
  truckerCap: featured({
    styleId: 4,
    partNumber: '10112',
    brandName: 'Ridgeline Headwear',
    styleName: '112',
    kind: 'trucker',
    line: 'meshBack',
    colors: ['Black', 'Black/White', 'Navy/White', 'Charcoal/Black', 'Red/White', 'Camo'],
    sizeRun: 'one-size',
    referencePieceCents: 525,
    countryOfOrigin: 'Vietnam',
    newStyle: false,
  }),
  youthTee: featured({
    styleId: 5,
    partNumber: '15000',
    brandName: 'Hartwell',
    styleName: '5000B',
    kind: 'youth-tee',
    line: 'heavyCotton',
    colors: ['White', 'Black', 'Navy', 'Royal', 'Red', 'Sport Grey'],
    sizeRun: 'youth',
    referencePieceCents: 265,
    countryOfOrigin: 'Honduras',
    newStyle: false,
  }),
  /** Every cell of this style is closeout (not returnable, never replenished). */
  closeoutPolo: featured({
    styleId: 6,
    partNumber: '10540',
    brandName: 'Port & Pier',
    styleName: 'PC540',
    kind: 'polo',
    line: 'pique',
    colors: ['White', 'Black', 'Navy', 'Red'],
    sizeRun: 'adult-full',
    referencePieceCents: 1150,
    countryOfOrigin: 'El Salvador',
    newStyle: false,
    closeout: true,
  }),
  /** Stocked only in the dropship warehouse DS. */
  dropshipJacket: featured({
    styleId: 7,
    partNumber: '17700',
    brandName: 'Northpeak',
    styleName: 'NP770',
    kind: 'rain-jacket',
    line: 'ripstop',
    colors: ['Black', 'Navy', 'Forest Green', 'Red'],
    sizeRun: 'adult-core',
    referencePieceCents: 2490,
    countryOfOrigin: 'Vietnam',
    newStyle: true,
    dropshipOnly: true,
  }),
} satisfies Record<string, FeaturedStyle>;

export const featuredStyles: FeaturedStyle[] = Object.values(DEMO_STYLES);

type WarehouseQty = Partial<
  Record<'IL' | 'NV' | 'NJ' | 'KS' | 'GA' | 'TX' | 'FL' | 'OH' | 'DS', number>
>;

export interface ForcedStock {
  sku: string;
  /** Stock per warehouse; every warehouse not listed holds 0. */
  qty: WarehouseQty;
  closeout?: boolean;
  /** The one warehouse that sells this sku in full cases only. */
  fullCaseOnlyWarehouse?: string;
  excludeFreeFreight?: boolean;
}

export const DEMO_SKUS = {
  /** Hartwell 5000 Black L: plenty in the eight stocking warehouses; piece 3.10, dozen 2.91, case 2.73; case of 72. */
  plentiful: {
    sku: '10760024',
    piecePriceCents: 310,
    dozenPriceCents: 291,
    casePriceCents: 273,
    caseQty: 72,
    qty: { IL: 2400, NV: 1800, NJ: 1500, KS: 3000, GA: 1200, TX: 2100, FL: 600, OH: 900 },
  },
  /** Hartwell 5000 Gold 5XL: 0 in every warehouse. */
  outOfStock: { sku: '10760179', qty: {} },
  /** Hartwell 5000 Red M: little stock (7 in IL, 12 in TX). */
  lowStock: { sku: '10760053', qty: { IL: 7, TX: 12 } },
  /** Hartwell 18500 Black XL: NV sells only full cases of 24 (480 on hand); IL has 10 loose. */
  fullCaseOnly: {
    sku: '18500025',
    caseQty: 24,
    fullCaseOnlyWarehouse: 'NV',
    qty: { NV: 480, IL: 10 },
  },
  /** Port & Pier PC540 Navy L: closeout in IL (18) and KS (40). */
  closeout: { sku: '10540034', qty: { IL: 18, KS: 40 }, closeout: true },
  /** Northpeak NP770 Black M: only the dropship warehouse DS has it (350). */
  dropshipOnly: { sku: '17700023', qty: { DS: 350 } },
  /** Ridgeline Headwear 112 Black/White OSFA: excluded from free freight everywhere; 800 in IL, 600 in GA. */
  excludeFreeFreight: { sku: '10112500', qty: { IL: 800, GA: 600 }, excludeFreeFreight: true },
  /** Belmont + Lane 3001CVC Athletic Heather M: on sale at 2.99 until 14 days after the seed's `now`. */
  onSale: { sku: '13001283', salePriceCents: 299, saleEndsDaysAfterNow: 14 },
  /** Belmont + Lane 3001CVC Black M: its sale (3.49) expired 3 days before the seed's `now`. */
  expiredSale: { sku: '13001023', salePriceCents: 349, saleEndsDaysAfterNow: -3 },
} as const;

/** The forced stock of a fixture sku (all warehouses), or undefined for a random sku. */
export function forcedStockOf(sku: string): ForcedStock | undefined {
  for (const fixture of Object.values(DEMO_SKUS)) {
    if (fixture.sku !== sku || !('qty' in fixture)) continue;
    return {
      sku,
      qty: fixture.qty,
      closeout: 'closeout' in fixture ? fixture.closeout : undefined,
      fullCaseOnlyWarehouse:
        'fullCaseOnlyWarehouse' in fixture ? fixture.fullCaseOnlyWarehouse : undefined,
      excludeFreeFreight: 'excludeFreeFreight' in fixture ? fixture.excludeFreeFreight : undefined,
    };
  }
  return undefined;
}

/** The forced sale of a fixture sku, or undefined. */
export function forcedSaleOf(
  sku: string,
): { salePriceCents: number; saleEndsDaysAfterNow: number } | undefined {
  for (const fixture of Object.values(DEMO_SKUS)) {
    if (fixture.sku === sku && 'salePriceCents' in fixture) return fixture;
  }
  return undefined;
}
