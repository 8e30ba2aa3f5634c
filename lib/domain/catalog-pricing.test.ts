import { describe, expect, it } from 'vitest';
import type { ProductRecord, StockRecord } from './catalog';
import { customerPieceCents, isSaleActive, toProductView } from './catalog-pricing';

const NOW = Date.UTC(2026, 10, 18, 15, 0, 0);
const DAY = 86_400_000;

describe('customer piece price', () => {
  const levels = { piecePriceCents: 1000, salePriceCents: null, saleExpiresAt: null };

  it.each([
    [0, 1000],
    [800, 920],
    [1500, 850],
    [333, 967], // 966.7 rounds half away from zero, once
  ])('applies a tier discount of %i bp to the piece price: %i cents', (bp, expected) => {
    expect(customerPieceCents(levels, bp, NOW)).toBe(expected);
  });

  it('lets a running sale win when it is lower than the tier price', () => {
    const onSale = { piecePriceCents: 1000, salePriceCents: 700, saleExpiresAt: NOW + DAY };
    expect(customerPieceCents(onSale, 800, NOW)).toBe(700);
  });

  it('keeps the tier price when it is lower than the sale', () => {
    const onSale = { piecePriceCents: 1000, salePriceCents: 950, saleExpiresAt: NOW + DAY };
    expect(customerPieceCents(onSale, 800, NOW)).toBe(920);
  });

  it('ignores a sale that has expired', () => {
    const expired = { piecePriceCents: 1000, salePriceCents: 500, saleExpiresAt: NOW - 1 };
    expect(isSaleActive(expired, NOW)).toBe(false);
    expect(customerPieceCents(expired, 0, NOW)).toBe(1000);
  });

  it('treats a sale without an end as running', () => {
    expect(isSaleActive({ salePriceCents: 500, saleExpiresAt: null }, NOW)).toBe(true);
  });
});

describe('product view', () => {
  const stock = (warehouseCode: string, qty: number): StockRecord => ({
    warehouseCode,
    skuId: qty,
    qty,
    closeout: false,
    dropship: false,
    excludeFreeFreight: false,
    fullCaseOnly: false,
    returnable: true,
    expectedInventory: 'None',
  });

  it('sums qty over the loaded warehouses and exposes only a running sale', () => {
    const product = {
      piecePriceCents: 1000,
      dozenPriceCents: 900,
      casePriceCents: 800,
      salePriceCents: 600,
      saleExpiresAt: NOW - DAY,
      stock: [stock('IL', 5), stock('KS', 0), stock('NV', 12)],
    } as unknown as ProductRecord;
    const view = toProductView(product, 800, NOW);
    expect(view.qty).toBe(17);
    expect(view.customerPriceCents).toBe(920);
    expect(view.activeSalePriceCents).toBeNull();
    expect(view.activeSaleExpiresAt).toBeNull();
  });
});
