import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteFreedBy, stockReturnedBy } from './order-cancellation';

describe('what a cancel gives back', () => {
  it('returns each line to its own record warehouse, summed per sku and warehouse', () => {
    expect(
      stockReturnedBy([
        {
          warehouseCode: 'IL',
          lines: [
            { productId: 9, qtyOrdered: 2 },
            { productId: 3, qtyOrdered: 5 },
            { productId: 9, qtyOrdered: 1 },
          ],
        },
        { warehouseCode: 'GA', lines: [{ productId: 9, qtyOrdered: 4 }] },
      ]),
    ).toEqual([
      { productId: 3, warehouseCode: 'IL', qty: 5 },
      { productId: 9, warehouseCode: 'GA', qty: 4 },
      { productId: 9, warehouseCode: 'IL', qty: 3 },
    ]);
  });

  it('gives nothing back for no cancelled record, or lines of nothing', () => {
    expect(stockReturnedBy([])).toEqual([]);
    expect(stockReturnedBy([{ warehouseCode: 'KS', lines: [] }])).toEqual([]);
    expect(
      stockReturnedBy([{ warehouseCode: 'KS', lines: [{ productId: 1, qtyOrdered: 0 }] }]),
    ).toEqual([]);
  });

  it('returns exactly the pieces ordered, in the fixed (product, warehouse) lock order', () => {
    const line = fc.record({
      productId: fc.integer({ min: 1, max: 6 }),
      qtyOrdered: fc.integer({ min: 0, max: 50 }),
    });
    const record = fc.record({
      warehouseCode: fc.constantFrom('IL', 'KS', 'GA', 'NV'),
      lines: fc.array(line, { maxLength: 6 }),
    });
    fc.assert(
      fc.property(fc.array(record, { maxLength: 4 }), (records) => {
        const returned = stockReturnedBy(records);
        const ordered = records.flatMap((r) => r.lines).reduce((n, l) => n + l.qtyOrdered, 0);
        expect(returned.reduce((n, c) => n + c.qty, 0)).toBe(ordered);
        const keys = returned.map((c) => [c.productId, c.warehouseCode] as const);
        const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
        expect(keys).toEqual(sorted);
        expect(new Set(keys.map((k) => k.join('/'))).size).toBe(keys.length);
      }),
    );
  });
});

describe('when a single-use quote is free again', () => {
  it.each([
    [['Cancelled'], true],
    [['Cancelled', 'Cancelled'], true],
    [['Cancelled', 'In Progress'], false],
    [['Cancelled', 'Shipped'], false],
    [['Completed'], false],
  ])('records %j free the quote: %s', (statuses, freed) => {
    expect(quoteFreedBy(statuses)).toBe(freed);
  });
});
