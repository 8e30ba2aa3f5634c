import { describe, expect, it } from 'vitest';
import { AnswerCache, type CachedAnswer } from './answer-cache';

const answer = (version: number, bytes: number, validUntil = Infinity): CachedAnswer => ({
  version,
  validUntil,
  etag: `"v${version}"`,
  headers: {},
  body: Buffer.alloc(bytes),
});

describe('AnswerCache', () => {
  it('serves an answer only under the version it was computed at', () => {
    const cache = new AnswerCache(1_000_000);
    cache.set('a', answer(7, 100));
    expect(cache.get('a', 7, 0)?.etag).toBe('"v7"');
    expect(cache.get('a', 8, 0)).toBeUndefined();
    // A miss on a newer version drops the old answer for good.
    expect(cache.get('a', 7, 0)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('serves an answer only before the instant it may change without a write', () => {
    const cache = new AnswerCache(1_000_000);
    cache.set('sale', answer(1, 10, 5_000));
    expect(cache.get('sale', 1, 4_999)).toBeDefined();
    expect(cache.get('sale', 1, 5_000)).toBeUndefined();
  });

  it('stays within its bound, dropping the least recently used first', () => {
    const cache = new AnswerCache(8 * 1024);
    cache.set('a', answer(1, 700));
    cache.set('b', answer(1, 700));
    cache.set('c', answer(1, 700));
    cache.get('a', 1, 0); // a is now the most recent
    for (let i = 0; i < 10; i++) cache.set(`x${i}`, answer(1, 700));
    expect(cache.bytes).toBeLessThanOrEqual(8 * 1024);
    expect(cache.get('b', 1, 0)).toBeUndefined();
    expect(cache.get(`x9`, 1, 0)).toBeDefined();
  });

  it('does not keep one answer larger than an eighth of the bound', () => {
    const cache = new AnswerCache(8 * 1024);
    cache.set('big', answer(1, 1024 * 2));
    expect(cache.size).toBe(0);
    cache.set('small', answer(1, 10));
    cache.set('small', answer(2, 10));
    expect(cache.size).toBe(1);
    expect(cache.get('small', 2, 0)).toBeDefined();
  });
});
