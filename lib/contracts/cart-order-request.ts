// The order a cart places, as the POST /v2/orders/ body (interface-v2.md §4.1). The server builds
// it from the stored cart for both the preview and the checkout (lib/rest/cart/cart-checkout-routes.ts),
// so what was previewed is what gets placed, and the contract's own parser checks it.
import { z } from 'zod';
import type { CartView } from './cart';
import { cartProblems } from './cart-problems';

/** The body of POST /v2/orders/ (interface-v2.md §4.1) that a cart makes. */
export interface OrderRequestBody {
  shippingAddress: {
    customer: string;
    attn: string;
    address: string;
    city: string;
    state: string;
    zip: string;
    residential: boolean;
  };
  shippingMethod: string;
  shipBlind: boolean;
  poNumber: string;
  emailConfirmation: string;
  testOrder: boolean;
  autoselectWarehouse: boolean;
  autoselectWarehouse_Warehouses?: string;
  AutoSelectWarehouse_Preference?: 'fewest' | 'fastest';
  AutoSelectWarehouse_Fewest_MaxDIT?: number;
  promotionCode?: string;
  quoteNumber?: string;
  rejectLineErrors: boolean;
  paymentProfile?: { email: string; profileID: number };
  lines: { identifier: string; qty: number; warehouseAbbr?: string }[];
}

/** POST /v2/cart/preview and POST /v2/cart/checkout: what the page adds to the stored cart. */
export const cartCheckoutRequestSchema = z.object({
  /** A saved payment method of the signed-in user; absent: the account's terms. */
  paymentProfile: z
    .object({ email: z.string().trim().max(200), profileID: z.int().positive() })
    .optional(),
});
export type CartCheckoutRequest = z.infer<typeof cartCheckoutRequestSchema>;

// Lives without zod so the cart page can check a cart without zod's bytes (issue 15).
export { cartProblems };

/**
 * Lines are named by their sku, so that a line error ("only 7 available of B07600053") names
 * what the buyer sees on the cart line, never an internal id.
 */
export function buildOrderRequest(
  cart: CartView,
  extras: CartCheckoutRequest = {},
): OrderRequestBody {
  const s = cart.settings;
  return {
    shippingAddress: { ...s.shippingAddress },
    shippingMethod: s.shippingMethod,
    shipBlind: s.shipBlind,
    poNumber: s.poNumber,
    emailConfirmation: s.emailConfirmation,
    testOrder: false,
    autoselectWarehouse: s.autoselect,
    ...(s.autoselect
      ? {
          autoselectWarehouse_Warehouses: s.warehouses.join(','),
          AutoSelectWarehouse_Preference: s.preference,
          AutoSelectWarehouse_Fewest_MaxDIT: s.maxDaysInTransit,
        }
      : {}),
    ...(s.promotionCode ? { promotionCode: s.promotionCode } : {}),
    ...(s.quoteNumber ? { quoteNumber: s.quoteNumber } : {}),
    ...(extras.paymentProfile ? { paymentProfile: extras.paymentProfile } : {}),
    rejectLineErrors: true,
    lines: cart.lines.map((line) => ({
      identifier: line.sku,
      qty: line.qty,
      // Kept under autoselect too: the server ships such a line from the warehouse the buyer
      // chose (keepLineWarehouses) and lets the service choose only for the others.
      ...(line.warehouseAbbr === '' ? {} : { warehouseAbbr: line.warehouseAbbr }),
    })),
  };
}
