import { describe, expect, it } from 'vitest';
import { ownQuoteUnavailableReason, quoteUnavailableReason, type Quote } from './pricing';

const NOW = Date.UTC(2026, 10, 23);
const base: Quote = {
  number: '700101',
  accountId: 1,
  status: 'Approved',
  expiresAt: NOW + 1,
  singleUse: false,
  minPieces: 0,
  usedAt: null,
  items: new Map(),
};

describe('quoteUnavailableReason', () => {
  it.each([
    ['usable', base, 1, undefined],
    ['missing', undefined, 1, 'unknown'],
    ["another account's (reads as unknown)", base, 2, 'unknown'],
    ['pending', { ...base, status: 'Pending' }, 1, 'pending'],
    ['rejected', { ...base, status: 'Rejected' }, 1, 'rejected'],
    ['expiring right now', { ...base, expiresAt: NOW }, 1, 'expired'],
    ['single use, used', { ...base, singleUse: true, usedAt: NOW - 5 }, 1, 'used'],
    ['reusable, used before', { ...base, usedAt: NOW - 5 }, 1, undefined],
    // Approval comes first: a pending quote is not "expired" to its buyer.
    ['pending and expired', { ...base, status: 'Pending', expiresAt: NOW - 1 }, 1, 'pending'],
  ] as const)('%s', (_, quote, accountId, reason) => {
    expect(quoteUnavailableReason(quote, accountId, NOW)).toBe(reason);
    if (quote && accountId === quote.accountId) {
      expect(ownQuoteUnavailableReason(quote, NOW)).toBe(reason);
    }
  });
});
