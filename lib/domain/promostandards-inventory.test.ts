import { describe, expect, it } from 'vitest';
import { futureAvailabilityOf, labelSizeOf } from './promostandards-inventory';

describe('labelSize', () => {
  it.each([
    ['S', 'S'],
    ['xl', 'XL'],
    ['2XL', '2XL'],
    ['XXL', '2XL'],
    ['5XL', '5XL'],
    ['OSFA', 'OSFA'],
    ['YS', 'CUSTOM'],
    ['7XL', 'CUSTOM'],
    ['S/M', 'CUSTOM'],
  ])('%s is %s', (size, label) => expect(labelSizeOf(size)).toBe(label));
});

describe('future availability', () => {
  it('reads the dated en-route quantity and leaves the undated mill order out', () => {
    expect(futureAvailabilityOf('EnRoute:12/03/2026 240|OnOrder:480')).toEqual([
      { qty: 240, availableOn: Date.UTC(2026, 11, 3) },
    ]);
  });

  it.each(['None', '', 'EnRoute:soon|OnOrder:0', 'EnRoute:12/03/2026 0|OnOrder:0'])(
    '"%s" has none',
    (text) => expect(futureAvailabilityOf(text)).toEqual([]),
  );
});
