import { describe, expect, it } from 'vitest';
import type { CheckpointKind } from './tracking-schedule';
import {
  EXPIRED_AFTER_MS,
  packageDeliveryStatus,
  recordDeliveryStatus,
  shownDeliveryStatus,
  UNKNOWN_AFTER_MS,
  type CarrierDeliveryStatus,
} from './tracking-status';

const T0 = Date.UTC(2026, 10, 18, 16, 0, 0);
const MINUTE = 60_000;
const scans = (...kinds: CheckpointKind[]) =>
  kinds.map((kind, i) => ({ kind, at: T0 + i * MINUTE }));

describe('packageDeliveryStatus', () => {
  it.each<[string, CheckpointKind[], number, CarrierDeliveryStatus]>([
    ['label only', ['label-created'], T0 + 2 * MINUTE, 'Shipped'],
    ['no scan yet', [], T0 + MINUTE, 'Shipped'],
    ['picked up', ['picked-up'], T0 + MINUTE, 'Shipped - In Transit'],
    [
      'held by weather',
      ['picked-up', 'departed', 'exception'],
      T0 + 16 * MINUTE,
      'Shipped - Exception',
    ],
    [
      'moving again',
      ['picked-up', 'exception', 'arrived'],
      T0 + 21 * MINUTE,
      'Shipped - In Transit',
    ],
    [
      'out for delivery',
      ['picked-up', 'out-for-delivery'],
      T0 + 31 * MINUTE,
      'Shipped - Out For Delivery',
    ],
    [
      'missed drop',
      ['picked-up', 'out-for-delivery', 'delivery-attempted'],
      T0 + 41 * MINUTE,
      'Shipped - Pending',
    ],
    ['delivered', ['picked-up', 'delivered'], T0 + 61 * MINUTE, 'Shipped - Delivered'],
    ['silent for a day', ['picked-up'], T0 + UNKNOWN_AFTER_MS + MINUTE, 'Shipped - Unknown'],
    ['never scanned for a day', [], T0 + UNKNOWN_AFTER_MS + 1, 'Shipped - Unknown'],
    ['purged after 120 days', ['picked-up'], T0 + EXPIRED_AFTER_MS + 1, 'Shipped - Expired'],
    [
      'delivered long ago stays delivered',
      ['delivered'],
      T0 + EXPIRED_AFTER_MS * 2,
      'Shipped - Delivered',
    ],
  ])('%s', (_, kinds, now, expected) => {
    expect(packageDeliveryStatus(scans(...kinds), T0, now)).toBe(expected);
  });
});

describe('recordDeliveryStatus and shownDeliveryStatus', () => {
  it('shows the box that most needs attention', () => {
    expect(recordDeliveryStatus(['Shipped - Delivered', 'Shipped - Exception'])).toBe(
      'Shipped - Exception',
    );
    expect(recordDeliveryStatus(['Shipped - Delivered', 'Shipped - In Transit'])).toBe(
      'Shipped - In Transit',
    );
    expect(recordDeliveryStatus(['Shipped - Delivered', 'Shipped - Delivered'])).toBe(
      'Shipped - Delivered',
    );
    expect(recordDeliveryStatus([])).toBeUndefined();
  });

  it('keeps the lifecycle status unless the carrier adds a moment of its own', () => {
    expect(shownDeliveryStatus('Shipped - Out For Delivery', 'Shipped - In Transit')).toBe(
      'Shipped - Out For Delivery',
    );
    expect(shownDeliveryStatus('Shipped - In Transit', 'Shipped - Exception')).toBe(
      'Shipped - Exception',
    );
    expect(shownDeliveryStatus('Shipped - Out For Delivery', 'Shipped - Pending')).toBe(
      'Shipped - Pending',
    );
    expect(shownDeliveryStatus('Shipped - In Transit', undefined)).toBe('Shipped - In Transit');
  });
});
