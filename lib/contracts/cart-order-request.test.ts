import { describe, expect, it } from 'vitest';
import type { CartView } from '@/lib/contracts/cart';
import { buildOrderRequest, cartProblems } from './cart-order-request';

const line = (skuID: number, warehouseAbbr: string, qty: number) => ({
  skuID,
  sku: `B0${skuID}`,
  gtin: '',
  brandName: 'Hartwell',
  styleID: 1,
  styleName: '5000',
  title: 'Tee',
  colorName: 'Black',
  sizeName: 'L',
  image: '',
  warehouseAbbr,
  qty,
  unitPrice: 3.1,
  lineTotal: 3.1 * qty,
  stock: [],
});

const cart = (
  settings: Partial<CartView['settings']>,
  lines = [line(11, 'IL', 2), line(12, '', 3)],
): CartView => ({
  lines,
  settings: {
    autoselect: true,
    preference: 'fastest',
    warehouses: ['IL', 'TX'],
    maxDaysInTransit: 4,
    quoteNumber: '',
    promotionCode: '',
    shippingAddress: {
      customer: 'Northside',
      attn: '',
      address: '1 Main',
      city: 'Chicago',
      state: 'IL',
      zip: '60607',
      residential: false,
    },
    shippingMethod: '1',
    poNumber: 'PO-1',
    shipBlind: false,
    emailConfirmation: '',
    ...settings,
  },
  totalPieces: 5,
  subtotal: 15.5,
  warehouses: ['IL', 'TX'],
  transit: null,
  serverNow: 0,
});

describe('the order a cart places', () => {
  it('names each line by the sku the buyer sees, and adds a chosen payment method', () => {
    const body = buildOrderRequest(cart({}), {
      paymentProfile: { email: 'buyer@example.com', profileID: 3 },
    });
    expect(body.lines.map((l) => l.identifier)).toEqual(['B011', 'B012']);
    expect(body.paymentProfile).toEqual({ email: 'buyer@example.com', profileID: 3 });
  });

  it('lets the service choose with the preference, restriction and limit of the cart', () => {
    const body = buildOrderRequest(cart({}));
    expect(body).toMatchObject({
      autoselectWarehouse: true,
      autoselectWarehouse_Warehouses: 'IL,TX',
      AutoSelectWarehouse_Preference: 'fastest',
      AutoSelectWarehouse_Fewest_MaxDIT: 4,
      poNumber: 'PO-1',
      rejectLineErrors: true,
    });
    // The buyer's own choice (IL) travels; the other line is the service's to place.
    expect(body.lines).toEqual([
      { identifier: 'B011', qty: 2, warehouseAbbr: 'IL' },
      { identifier: 'B012', qty: 3 },
    ]);
    expect(body).not.toHaveProperty('quoteNumber');
  });

  it('ships each line from its own warehouse when the buyer chooses', () => {
    const body = buildOrderRequest(
      cart({ autoselect: false, quoteNumber: '700101' }, [line(11, 'IL', 2)]),
    );
    expect(body.autoselectWarehouse).toBe(false);
    expect(body).not.toHaveProperty('AutoSelectWarehouse_Preference');
    expect(body.lines).toEqual([{ identifier: 'B011', qty: 2, warehouseAbbr: 'IL' }]);
    expect(body.quoteNumber).toBe('700101');
  });

  it('names what keeps a cart from being placed', () => {
    expect(cartProblems(cart({}))).toEqual([]);
    expect(cartProblems(cart({ autoselect: false }))).toEqual([
      'Choose a warehouse for every line, or let us choose warehouses.',
    ]);
    expect(cartProblems(cart({}, []))).toContain('The cart is empty.');
    const noZip = cart({});
    noZip.settings.shippingAddress.zip = '606';
    expect(cartProblems(noZip)).toEqual(['The shipping zip must have 5 digits.']);
  });
});
