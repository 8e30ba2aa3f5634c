import { describe, expect, it } from 'vitest';
import { CANCELLATION_WINDOW_MS, recordsToCancel } from './order-cancellation';
import { DomainError } from './errors';
import { nextTransition, type ProgressRecord } from './order-progress';
import { isFinal } from './order-states';

const T0 = Date.UTC(2026, 10, 18, 15, 0, 0);
const record = (over: Partial<ProgressRecord> = {}): ProgressRecord => ({
  id: 7,
  orderNumber: '5000100',
  orderType: 'API',
  status: 'In Progress',
  deliveryStatus: '',
  invoiceNumber: '',
  orderedAt: T0,
  shippingMethodCode: '1',
  shippingCarrier: 'UPS',
  nextEventAt: T0 + 60_000,
  ...over,
});

describe('nextTransition', () => {
  it.each([
    [record(), 'invoice', 'In Progress', ''],
    [record({ invoiceNumber: '80000001' }), 'ship', 'Shipped', 'Shipped - In Transit'],
    [record({ invoiceNumber: '1', shippingMethodCode: '6' }), 'ready-for-pickup', 'Completed', ''],
    [record({ status: 'Completed', invoiceNumber: '1' }), 'picked-up', 'Completed', 'Picked Up'],
    [
      record({ status: 'Shipped', deliveryStatus: 'Shipped - In Transit', invoiceNumber: '1' }),
      'out-for-delivery',
      'Shipped',
      'Shipped - Out For Delivery',
    ],
    [
      record({
        status: 'Shipped',
        deliveryStatus: 'Shipped - Out For Delivery',
        invoiceNumber: '1',
      }),
      'delivered',
      'Shipped',
      'Shipped - Delivered',
    ],
  ])('moves %# one step: %s', (from, kind, status, deliveryStatus) => {
    const step = nextTransition(from, T0 + 3_600_000);
    expect(step).toMatchObject({ kind, status, deliveryStatus });
  });

  it("never steps a return's credit record, even when staff force every record forward", () => {
    const credit = record({ orderType: 'Credit', nextEventAt: null });
    expect(nextTransition(credit, T0, true)).toBeUndefined();
    expect(nextTransition(credit, T0 + 86_400_000, false)).toBeUndefined();
    // A replacement ships like an order.
    expect(nextTransition(record({ orderType: 'Replacement' }), T0, true)?.kind).toBe('invoice');
  });

  it('does nothing before the scheduled instant unless forced', () => {
    expect(nextTransition(record(), T0 + 59_000)).toBeUndefined();
    expect(nextTransition(record(), T0 + 59_000, true)?.kind).toBe('invoice');
  });

  it('never schedules shipping inside the cancellation window', () => {
    const step = nextTransition(record(), T0 + 60_000)!;
    expect(step.nextEventAt).toBeGreaterThan(T0 + CANCELLATION_WINDOW_MS);
  });

  it('keeps the scheduled instant when catching up after downtime', () => {
    expect(nextTransition(record(), T0 + 5 * 3_600_000)?.at).toBe(T0 + 60_000);
  });

  it('knows the final states', () => {
    expect(isFinal({ status: 'Shipped', deliveryStatus: 'Shipped - Delivered' })).toBe(true);
    expect(isFinal({ status: 'Completed', deliveryStatus: 'Picked Up' })).toBe(true);
    expect(isFinal({ status: 'Cancelled', deliveryStatus: '' })).toBe(true);
    expect(isFinal({ status: 'Completed', deliveryStatus: '' })).toBe(false);
  });
});

describe('recordsToCancel', () => {
  const cancellable = { id: 1, orderNumber: '5000100', status: 'In Progress', orderedAt: T0 };
  const reason = (fn: () => unknown) => {
    try {
      fn();
      return undefined;
    } catch (error) {
      return error instanceof DomainError ? error.errors[0]?.message : 'unexpected';
    }
  };

  it('cancels the open records within ten minutes, including the last millisecond', () => {
    const shipped = { ...cancellable, id: 2, status: 'Shipped' };
    expect(recordsToCancel([cancellable, shipped], T0 + CANCELLATION_WINDOW_MS)).toEqual([1]);
  });

  it('says why when nothing can be cancelled', () => {
    expect(reason(() => recordsToCancel([cancellable], T0 + CANCELLATION_WINDOW_MS + 1))).toMatch(
      /within 10 minutes/,
    );
    expect(reason(() => recordsToCancel([{ ...cancellable, status: 'Cancelled' }], T0))).toMatch(
      /already cancelled/,
    );
    expect(reason(() => recordsToCancel([{ ...cancellable, status: 'Shipped' }], T0))).toMatch(
      /already shipped/,
    );
  });
});
