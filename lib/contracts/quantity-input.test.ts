import { describe, expect, it } from 'vitest';
import { parseQuantityInput, stockProblem } from './quantity-input';

describe('a typed quantity', () => {
  it.each([
    ['12', { qty: 12 }],
    [' 24 ', { qty: 24 }],
    ['100000', { qty: 100_000 }],
    ['12.5', { error: 'Quantities are whole pieces, not fractions.' }],
    ['1,5', { error: 'Quantities are whole pieces, not fractions.' }],
    ['-5', { error: 'A quantity cannot be negative.' }],
    ['0', { error: 'The quantity must be at least 1. To drop the line, use Remove.' }],
    ['', { error: 'Enter a quantity.' }],
    ['1e3', { error: 'Enter a whole number of pieces, like 12.' }],
    ['12 pcs', { error: 'Enter a whole number of pieces, like 12.' }],
    ['999999', { error: 'At most 100,000 pieces per line.' }],
  ])('%j in a cart line reads as %j', (text, expected) => {
    expect(parseQuantityInput(text)).toEqual(expected);
  });

  it('may be empty or zero in a grid, meaning none', () => {
    expect(parseQuantityInput('', { allowNone: true })).toEqual({ qty: 0 });
    expect(parseQuantityInput('0', { allowNone: true })).toEqual({ qty: 0 });
    expect(parseQuantityInput('-1', { allowNone: true })).toHaveProperty('error');
  });
});

describe('stock against a quantity', () => {
  const cell = { qty: 7, fullCaseOnly: false };
  it.each([
    [7, cell, 24, undefined],
    [8, cell, 24, 'Only 7 available.'],
    [1, { qty: 0, fullCaseOnly: false }, 24, 'None available here.'],
    [30, { qty: 100, fullCaseOnly: true }, 24, 'Full cases of 24 only (24, 48, …).'],
    [48, { qty: 100, fullCaseOnly: true }, 24, undefined],
    [0, cell, 24, undefined],
  ])('%d asked of %j (case %d): %s', (qty, stock, caseQty, expected) => {
    expect(stockProblem(qty, stock, caseQty)).toBe(expected);
  });
});
