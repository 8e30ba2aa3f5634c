import { describe, expect, it } from 'vitest';
import { parseQuickOrderLines } from './quick-order';

describe('quick order lines', () => {
  it('reads "identifier qty" separated by spaces, tabs or commas, skipping blank lines', () => {
    expect(parseQuickOrderLines('10760002 12\n\n08013710000019\t3\nMY-TEE, 4')).toEqual([
      { lineNumber: 1, text: '10760002 12', identifier: '10760002', qty: 12 },
      { lineNumber: 3, text: '08013710000019\t3', identifier: '08013710000019', qty: 3 },
      { lineNumber: 4, text: 'MY-TEE, 4', identifier: 'MY-TEE', qty: 4 },
    ]);
  });

  it('keeps spaces inside a yourSku: the quantity is the last word', () => {
    expect(parseQuickOrderLines('TEE BLACK L 6')).toEqual([
      { lineNumber: 1, text: 'TEE BLACK L 6', identifier: 'TEE BLACK L', qty: 6 },
    ]);
  });

  it('rejects a line without quantity or with a bad one, saying why', () => {
    const lines = parseQuickOrderLines('10760002\n10760002 0\n10760002 2.5\n10760002 many');
    expect(lines.map((l) => ('error' in l ? l.error : 'ok'))).toEqual([
      'Add a quantity after the identifier.',
      'The quantity must be a whole number from 1 to 100000.',
      'The quantity must be a whole number from 1 to 100000.',
      'The quantity must be a whole number from 1 to 100000.',
    ]);
  });
});
