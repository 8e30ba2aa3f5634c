import { describe, expect, it } from 'vitest';
import { FINAL_STATES, isCancellable, isFinal, isInvoiced } from './order-states';

describe('what a final order record is', () => {
  it.each([
    ['Cancelled', '', true],
    ['Cancelled', 'Shipped - In Transit', true],
    ['Completed', 'Picked Up', true],
    ['Shipped', 'Shipped - Delivered', true],
    ['In Progress', '', false],
    ['Completed', '', false],
    ['Shipped', 'Shipped - In Transit', false],
    ['Shipped', 'Shipped - Out For Delivery', false],
    ['Completed', 'Shipped - Delivered', false],
    ['Shipped', 'Picked Up', false],
  ])('%s / "%s" is final: %s', (status, deliveryStatus, final) => {
    expect(isFinal({ status, deliveryStatus })).toBe(final);
  });

  it('lists every final state once, each recognised by isFinal', () => {
    for (const state of FINAL_STATES) {
      expect(isFinal({ status: state.status, deliveryStatus: state.deliveryStatus ?? '' })).toBe(
        true,
      );
    }
    expect(new Set(FINAL_STATES.map((s) => `${s.status}/${s.deliveryStatus}`)).size).toBe(
      FINAL_STATES.length,
    );
  });
});

describe('which records can be cancelled and which are invoiced', () => {
  it.each([
    ['In Progress', true],
    ['Shipped', false],
    ['Completed', false],
    ['Cancelled', false],
  ])('a record %s can be cancelled: %s', (status, cancellable) => {
    expect(isCancellable({ status })).toBe(cancellable);
  });

  it('counts a record as invoiced once it has an invoice number', () => {
    expect(isInvoiced({ invoiceNumber: '' })).toBe(false);
    expect(isInvoiced({ invoiceNumber: '80000001' })).toBe(true);
  });
});
