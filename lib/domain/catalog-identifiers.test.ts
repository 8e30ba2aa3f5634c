import { describe, expect, it } from 'vitest';
import {
  MAX_IDENTIFIERS,
  normalizeIdentifierList,
  parseIdList,
  parseProductIdentifiers,
  parseStyleIdentifiers,
} from './catalog-identifiers';
import { DomainError } from './errors';

describe('product identifiers', () => {
  it('offers a numeric token as skuID and as sku/gtin, and every token as a yourSku', () => {
    const ids = parseProductIdentifiers(['12345', '00012345678905', 'b00760004', 'MY-SKU 1']);
    expect(ids.ids).toEqual([12345, 12345678905]);
    expect(ids.codes).toEqual(
      expect.arrayContaining(['12345', '00012345678905', 'b00760004', 'B00760004', 'MY-SKU 1']),
    );
    expect(ids.yourSkus).toEqual(['12345', '00012345678905', 'b00760004', 'MY-SKU 1']);
  });

  it('trims, drops empty items and duplicates that differ only in case', () => {
    expect(normalizeIdentifierList([' A1 ', '', 'a1', 'B  2'], 'Identifier')).toEqual([
      'A1',
      'B 2',
    ]);
  });

  it('refuses more identifiers than a request may carry, naming the field', () => {
    const tokens = Array.from({ length: MAX_IDENTIFIERS + 1 }, (_, i) => `S${i}`);
    expect(() => parseProductIdentifiers(tokens)).toThrow(DomainError);
    try {
      parseProductIdentifiers(tokens);
    } catch (error) {
      expect((error as DomainError).errors[0]?.field).toBe('Identifier');
    }
  });
});

describe('style identifiers', () => {
  it('reads a number as both a style id and a part number', () => {
    const ids = parseStyleIdentifiers(['39', '00760']);
    expect(ids.styleIds).toEqual([39, 760]);
    expect(ids.partNumbers).toEqual(['39', '00760']);
    expect(ids.brandStyleNames).toEqual([]);
  });

  it('splits "<brand> <style>" at every space, since brand names have spaces', () => {
    const ids = parseStyleIdentifiers(['Bella + Canvas 3001CVC']);
    expect(ids.brandStyleNames).toEqual([
      { brand: 'Bella', style: '+ Canvas 3001CVC' },
      { brand: 'Bella +', style: 'Canvas 3001CVC' },
      { brand: 'Bella + Canvas', style: '3001CVC' },
    ]);
    expect(ids.partNumbers).toEqual([]);
    expect(ids.styleIds).toEqual([]);
  });
});

describe('id lists', () => {
  it('parses whole numbers and names the field of a bad one', () => {
    expect(parseIdList(['1', ' 22 '], 'styleid')).toEqual([1, 22]);
    expect(() => parseIdList(['1', 'x'], 'styleid')).toThrow(
      expect.objectContaining({
        errors: [{ field: 'styleid', message: "'x' is not a valid id." }],
      }),
    );
  });
});
