import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import {
  businessDay,
  businessDayRange,
  isInScope,
  parsePage,
  parseStatuses,
  scopeConditions,
} from './order-listing';

const zone = 'America/Chicago';

describe('business days as instant ranges', () => {
  it('maps a Chicago day in winter to 06:00Z..06:00Z', () => {
    expect(businessDay('2026-11-18', 'invoicedate', zone)).toEqual({
      from: Date.UTC(2026, 10, 18, 6),
      to: Date.UTC(2026, 10, 19, 6),
    });
  });

  it('gives the day DST ends 25 hours', () => {
    const { from, to } = businessDay('2026-11-01', 'invoicedate', zone);
    expect(from).toBe(Date.UTC(2026, 10, 1, 5));
    expect(to - from).toBe(25 * 3_600_000);
  });

  it('rejects impossible or misformatted dates naming the field', () => {
    for (const bad of ['2026-02-30', '11/18/2026', '2026-13-01', '']) {
      expect(() => businessDay(bad, 'invoicedate', zone)).toThrow(DomainError);
    }
  });

  it('takes a range from the start of the first day to the end of the last, open on either side', () => {
    const fields = { start: 'invoicestartdate', end: 'invoiceenddate' };
    expect(businessDayRange('2026-11-01', '2026-11-02', fields, zone).to).toBe(
      Date.UTC(2026, 10, 3, 6),
    );
    expect(businessDayRange(undefined, '2026-11-02', fields, zone).from).toBe(0);
    expect(() => businessDayRange('2026-11-03', '2026-11-02', fields, zone)).toThrow(DomainError);
  });
});

describe('portal listing parameters', () => {
  it('reads statuses in any case and spelling of the contract', () => {
    expect(parseStatuses(['shipped', 'In Progress', 'canceled'])).toEqual([
      'Shipped',
      'In Progress',
      'Cancelled',
    ]);
    expect(() => parseStatuses(['Lost'])).toThrow(DomainError);
  });

  it('turns page and pageSize into offset and limit', () => {
    expect(parsePage(undefined, undefined)).toBeUndefined();
    expect(parsePage('3', '20')).toEqual({ offset: 40, limit: 20 });
    expect(parsePage(undefined, '10')).toEqual({ offset: 0, limit: 10 });
    expect(() => parsePage('0', '10')).toThrow(DomainError);
    expect(() => parsePage('1', '501')).toThrow(DomainError);
  });
});

describe('listing scopes', () => {
  const since = Date.UTC(2026, 7, 18);
  const record = (status: string, invoiceNumber: string, orderedAt: number) => ({
    status,
    invoiceNumber,
    orderedAt,
  });
  it.each([
    ['open', record('In Progress', '', since - 1), true],
    ['open', record('In Progress', '80000001', since + 1), false],
    ['open', record('Cancelled', '', since + 1), false],
    ['open', record('Shipped', '', since + 1), true],
    ['recent', record('Shipped', '80000001', since), true],
    ['recent', record('Shipped', '80000001', since - 1), false],
    ['recent', record('In Progress', '', since - 1), true],
    ['recent', record('Cancelled', '80000001', since + 1), false],
  ] as const)('%s scope, %j: %s', (kind, r, inScope) => {
    const scope = kind === 'open' ? { kind } : { kind, placedSince: since };
    expect(isInScope(r, scope)).toBe(inScope);
  });

  it('states each scope as plain conditions: never cancelled; invoiced only when recent', () => {
    expect(scopeConditions({ kind: 'open' })).toEqual({ excludedStatuses: ['Cancelled'] });
    expect(scopeConditions({ kind: 'recent', placedSince: since })).toEqual({
      excludedStatuses: ['Cancelled'],
      invoicedIfPlacedSince: since,
    });
  });
});
