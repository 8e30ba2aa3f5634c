import { describe, expect, it } from 'vitest';
import type { OrderStatus } from './orders';
import {
  DELIVERY_STATUSES,
  deliveryStatusesWithIssues,
  isOpenStatus,
  orderStatusOf,
  recordStatusOf,
  statusRowOf,
  type RecordState,
} from './promostandards-status';

/** Every (orderStatus, deliveryStatus, invoiced) a REST client can see (interface-v2.md §3). */
function restVisibleStates(): RecordState[] {
  const delivery: Record<OrderStatus, readonly string[]> = {
    'In Progress': [''],
    Shipped: DELIVERY_STATUSES.filter((d) => d === '' || d.startsWith('Shipped')),
    Completed: ['', 'Picked Up'],
    Cancelled: DELIVERY_STATUSES,
  };
  return (Object.keys(delivery) as OrderStatus[]).flatMap((orderStatus) =>
    delivery[orderStatus].flatMap((deliveryStatus) =>
      ['', '1000123'].map((invoiceNumber) => ({ orderStatus, deliveryStatus, invoiceNumber })),
    ),
  );
}

const record = (
  orderStatus: OrderStatus,
  deliveryStatus = '',
  invoiceNumber = '1',
): RecordState => ({
  orderStatus,
  deliveryStatus,
  invoiceNumber,
});

describe('our lifecycle as PromoStandards Order Status', () => {
  it.each(restVisibleStates().map((s) => [s.orderStatus, s.deliveryStatus, s.invoiceNumber, s]))(
    '%s / "%s" / invoice "%s" has a row of the table',
    (_o, _d, _i, state) => {
      expect(statusRowOf(state)).toBeDefined();
    },
  );

  it.each([
    [record('In Progress', '', ''), 'received'],
    [record('In Progress', '', '1000123'), 'confirmed'],
    [record('Shipped', 'Shipped - In Transit'), 'shipped'],
    [record('Shipped', 'Shipped - Out For Delivery'), 'shipped'],
    [record('Shipped', 'Shipped - Delivered'), 'shipped'],
    [record('Shipped', 'Shipped - Exception'), 'shipped'],
    [record('Completed', ''), 'complete'],
    [record('Completed', 'Picked Up'), 'complete'],
    [record('Cancelled', '', ''), 'canceled'],
    [record('Cancelled', '', '1000123'), 'canceled'],
  ])('%o is %s', (state, status) => {
    expect(recordStatusOf(state)).toBe(status);
  });

  it('carries an open shipping issue only for a delivery exception', () => {
    expect(deliveryStatusesWithIssues()).toEqual(['Shipped - Exception']);
    expect(statusRowOf(record('Shipped', 'Shipped - Exception'))?.issue?.category).toBe(
      'shippingHold',
    );
  });
});

describe('one order over several warehouse records', () => {
  it.each([
    [[record('In Progress', '', ''), record('In Progress', '', '1')], 'received'],
    [[record('In Progress', '', '1'), record('In Progress', '', '2')], 'confirmed'],
    [
      [record('Shipped', 'Shipped - In Transit'), record('In Progress', '', '2')],
      'partiallyShipped',
    ],
    [[record('Shipped', 'Shipped - Delivered'), record('Completed', 'Picked Up')], 'shipped'],
    [[record('Completed', ''), record('Completed', 'Picked Up')], 'complete'],
    [[record('Cancelled'), record('Shipped', 'Shipped - In Transit')], 'shipped'],
    [[record('Cancelled'), record('Cancelled')], 'canceled'],
  ] as [RecordState[], string][])('%o is %s', (records, status) => {
    expect(orderStatusOf(records)).toBe(status);
  });

  it('is open until it is shipped, complete or canceled', () => {
    expect(
      (
        ['received', 'confirmed', 'partiallyShipped', 'shipped', 'complete', 'canceled'] as const
      ).map(isOpenStatus),
    ).toEqual([true, true, true, false, false, false]);
  });
});
