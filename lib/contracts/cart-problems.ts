// What keeps a cart from being priced or placed: plain code over the cart's wire type, shared by
// the checkout routes and the cart page (which thus loads no zod).
import type { CartView } from './cart';

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
