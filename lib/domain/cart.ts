// The portal's server-side cart: what a website user intends to order, kept between visits so
// that it survives a reload and another device. Amounts are integer cents.
import type { Account } from './accounts';
import type { AutoselectPreference, ShippingAddressInput } from './orders';

/** How the next order from this cart will be placed; the checkout fields of the cart page. */
export interface CartSettings {
  /** true: the service chooses the warehouse of every line (per-line choices are ignored). */
  autoselect: boolean;
  preference: AutoselectPreference;
  /** Only these warehouses are candidates for automatic selection; [] = every warehouse. */
  warehouses: string[];
  maxDaysInTransit: number;
  quoteNumber: string;
  promotionCode: string;
  shippingAddress: ShippingAddressInput;
  shippingMethod: string;
  poNumber: string;
  shipBlind: boolean;
  emailConfirmation: string;
}

/** One cart line joined with what the buyer needs to recognise and price it. */
export interface CartLineRecord {
  productId: number;
  /** '' = let the service choose. */
  warehouseCode: string;
  qty: number;
  addedAt: number;
  sku: string;
  gtin: string;
  brandName: string;
  styleId: number;
  styleName: string;
  title: string;
  colorName: string;
  sizeName: string;
  image: string;
  piecePriceCents: number;
  dozenPriceCents: number;
  casePriceCents: number;
  caseQty: number;
  salePriceCents: number | null;
  saleExpiresAt: number | null;
  stock: { warehouseCode: string; qty: number }[];
}

export interface CartLineKey {
  productId: number;
  warehouseCode: string;
}

/** The default autoselect limit of interface-v2.md §4.1 (AutoSelectWarehouse_Fewest_MaxDIT). */
export const DEFAULT_MAX_DAYS_IN_TRANSIT = 10;

/** A first cart ships to the account's own address, with the account's blind-shipping setting. */
export function defaultCartSettings(account: Account): CartSettings {
  return {
    autoselect: true,
    preference: 'fewest',
    warehouses: [],
    maxDaysInTransit: DEFAULT_MAX_DAYS_IN_TRANSIT,
    quoteNumber: '',
    promotionCode: '',
    shippingAddress: {
      customer: account.companyName,
      attn: account.billing.attn,
      address: account.billing.address,
      city: account.billing.city,
      state: account.billing.state,
      zip: account.billing.zip,
      residential: false,
    },
    shippingMethod: '1',
    poNumber: '',
    shipBlind: account.shipBlindDefault,
    emailConfirmation: '',
  };
}

/** Largest quantity one line may hold: far above any real order, small enough to stay an int. */
export const MAX_CART_QTY = 100_000;
/** Lines one request may add (a style grid has at most a few hundred cells). */
export const MAX_LINES_PER_ADD = 500;
