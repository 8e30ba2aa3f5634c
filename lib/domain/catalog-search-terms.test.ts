import { describe, expect, it } from 'vitest';
import { corrections, editDistance, searchTermOf, tokensOf } from './catalog-search-terms';

const vocabulary = {
  terms: new Map([
    ['hooded', 9],
    ['sweatshirt', 20],
    ['shirt', 40],
    ['t', 30],
    ['crewneck', 6],
    ['heavy', 12],
    ['cotton', 25],
  ]),
};

describe('search terms', () => {
  it.each([
    ['kitten', 'sitting', 2, 3],
    ['hoodie', 'hoodei', 2, 1],
    ['cotton', 'coton', 2, 1],
    ['abc', 'abc', 2, 0],
  ])('edit distance %s -> %s (max %d) is %d', (a, b, max, d) => {
    expect(editDistance(a, b, max)).toBe(d);
  });

  it('splits a word as the index does', () => {
    expect(tokensOf('T-Shirt')).toEqual(['t', 'shirt']);
    expect(tokensOf('Café')).toEqual(['cafe']);
  });

  it('knows what buyers mean by hoodie, tshirt and crew', () => {
    const hoodie = searchTermOf('hoodie', { prefix: false, vocabulary });
    expect(hoodie.alternatives).toContainEqual({ tokens: ['hooded'], prefix: false });
    const tshirt = searchTermOf('tshirt', { prefix: false, vocabulary });
    expect(tshirt.alternatives).toContainEqual({ tokens: ['t', 'shirt'], prefix: false });
    expect(tshirt.alternatives).not.toContainEqual({ tokens: ['sweatshirt'], prefix: false });
    const crew = searchTermOf('crew', { prefix: false, vocabulary });
    expect(crew.alternatives).toContainEqual({ tokens: ['crewneck'], prefix: false });
  });

  it('corrects a typo against the vocabulary, only when nothing starts with the word', () => {
    expect(corrections('cotten', vocabulary)).toEqual(['cotton']);
    expect(corrections('swetshirt', vocabulary)).toEqual(['sweatshirt']);
    expect(corrections('hood', vocabulary)).toEqual([]);
    expect(corrections('tee', vocabulary)).toEqual([]);
  });

  it('reads the word being typed as a prefix', () => {
    expect(searchTermOf('ho', { prefix: true }).alternatives).toEqual([
      { tokens: ['ho'], prefix: true },
    ]);
    expect(searchTermOf('ho', { prefix: false }).alternatives).toEqual([
      { tokens: ['ho'], prefix: false },
    ]);
  });
});
