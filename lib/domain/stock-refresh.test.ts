import { describe, expect, it } from 'vitest';
import {
  arrivalOn,
  formatExpectedInventory,
  parseExpectedInventory,
  REPLENISH_LOT,
  replenishmentFor,
} from './stock-refresh';

describe('expected inventory', () => {
  it.each([
    [
      'EnRoute:11/25/2026 120|OnOrder:480',
      { enRouteDate: '2026-11-25', enRouteQty: 120, onOrderQty: 480 },
    ],
    ['EnRoute:|OnOrder:96', { enRouteQty: 0, onOrderQty: 96 }],
    ['None', undefined],
    ['garbage', undefined],
  ])('parses %s', (text, expected) => {
    expect(parseExpectedInventory(text)).toEqual(expected);
    if (expected) expect(formatExpectedInventory(expected)).toBe(text);
  });

  it.each([
    ['EnRoute:11/25/2026 120|OnOrder:0', '2026-11-24', undefined],
    ['EnRoute:11/25/2026 120|OnOrder:0', '2026-11-25', { addQty: 120, expectedInventory: 'None' }],
    [
      'EnRoute:11/25/2026 120|OnOrder:600',
      '2026-11-26',
      { addQty: 120, expectedInventory: 'EnRoute:12/10/2026 480|OnOrder:120' },
    ],
    [
      'EnRoute:|OnOrder:96',
      '2026-11-26',
      { addQty: 0, expectedInventory: 'EnRoute:12/10/2026 96|OnOrder:0' },
    ],
    ['None', '2026-11-26', undefined],
  ])('%s on %s', (text, today, expected) => expect(arrivalOn(text, today)).toEqual(expected));
});

describe('replenishmentFor', () => {
  const cell = { qty: 5, closeout: false, dropship: false, expectedInventory: 'None' };
  it('puts a lot en route to a low cell that expects nothing', () => {
    expect(replenishmentFor(cell, '2026-11-23')).toBe(
      `EnRoute:11/25/2026 ${REPLENISH_LOT}|OnOrder:0`,
    );
  });
  it.each([
    ['closeout', { ...cell, closeout: true }],
    ['dropship', { ...cell, dropship: true }],
    ['not low', { ...cell, qty: 12 }],
    ['already expecting', { ...cell, expectedInventory: 'EnRoute:12/01/2026 24|OnOrder:0' }],
    ['out of stock (not carried here)', { ...cell, qty: 0 }],
  ])('leaves a %s cell alone', (_, c) => expect(replenishmentFor(c, '2026-11-23')).toBeUndefined());
});
