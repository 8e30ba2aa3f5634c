// The order the cart will place, as the POST /v2/orders/ body (interface-v2.md §4.1). The same
// body previews the order (testOrder true) and places it, so the preview is what gets placed.
import type { CartView } from '@/lib/contracts/cart';
import type { OrderRequestBody } from './orders-types';

/** What still keeps the cart from being priced or placed, in the buyer's words. */
export function cartProblems(cart: CartView): string[] {
  const problems: string[] = [];
  if (cart.lines.length === 0) problems.push('The cart is empty.');
  if (!cart.settings.autoselect && cart.lines.some((line) => line.warehouseAbbr === '')) {
    problems.push('Choose a warehouse for every line, or let us choose warehouses.');
  }
  const a = cart.settings.shippingAddress;
  if (!a.address || !a.city || !a.state) problems.push('Complete the shipping address.');
  if (!/^\d{5}$/.test(a.zip)) problems.push('The shipping zip must have 5 digits.');
  return problems;
}

export function buildOrderRequest(cart: CartView): OrderRequestBody {
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
    rejectLineErrors: true,
    lines: cart.lines.map((line) => ({
      identifier: String(line.skuID),
      qty: line.qty,
      ...(s.autoselect || line.warehouseAbbr === '' ? {} : { warehouseAbbr: line.warehouseAbbr }),
    })),
  };
}
