import { describe, expect, it } from 'vitest';
import {
  crossesBelow,
  isPrivateAddress,
  lifecycleEventType,
  MAX_DELIVERY_ATTEMPTS,
  outcomeOfAttempt,
  payloadOf,
  retryDelayMs,
  webhookUrlProblem,
} from './webhooks';

describe('webhook target URLs', () => {
  it.each([
    ['https://hooks.example.com/in', undefined],
    ['http://hooks.example.com:8080/in?x=1', undefined],
    ['ftp://hooks.example.com/', 'Must be an http or https URL.'],
    ['hooks.example.com/in', 'Must be an absolute http(s) URL.'],
    ['https://user:pw@hooks.example.com/', 'Must not contain credentials.'],
  ])('%s -> %s', (url, problem) => {
    expect(webhookUrlProblem(url, false)).toBe(problem);
  });

  it.each([
    'http://127.0.0.1:9000/',
    'http://localhost/',
    'http://10.1.2.3/',
    'http://172.16.0.1/',
    'http://192.168.1.10/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[fd00::1]/',
    'http://0.0.0.0/',
    'http://metadata.google.internal/',
  ])('refuses the private target %s unless allowed', (url) => {
    expect(webhookUrlProblem(url, false)).toMatch(/private/);
    expect(webhookUrlProblem(url, true)).toBeUndefined();
  });

  it.each([
    ['8.8.8.8', false],
    ['172.32.0.1', false],
    ['100.64.0.1', true],
    ['::ffff:127.0.0.1', true],
    ['2606:4700::1111', false],
    ['fe80::1', true],
  ])('isPrivateAddress(%s) = %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});

describe('retries', () => {
  it('doubles the delay per failed attempt, with at most +25 % jitter', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 1000, 0))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(2, 1000, 1)).toBe(2500);
    expect(retryDelayMs(40, 60_000, 0)).toBe(6 * 60 * 60_000);
  });

  it('gives up after the last attempt and delivers on success', () => {
    expect(outcomeOfAttempt(true, 1, 0, 1000, 0)).toEqual({ status: 'delivered' });
    expect(outcomeOfAttempt(false, 1, 500, 1000, 0)).toEqual({
      status: 'pending',
      nextAttemptAt: 1500,
    });
    expect(outcomeOfAttempt(false, MAX_DELIVERY_ATTEMPTS - 1, 0, 1000, 0).status).toBe('pending');
    expect(outcomeOfAttempt(false, MAX_DELIVERY_ATTEMPTS, 0, 1000, 0)).toEqual({
      status: 'failed',
    });
  });
});

describe('events', () => {
  it('announces lifecycle steps as order events; out for delivery is none', () => {
    expect(lifecycleEventType('invoice')).toBe('order.invoiced');
    expect(lifecycleEventType('ship')).toBe('order.shipped');
    expect(lifecycleEventType('ready-for-pickup')).toBe('order.shipped');
    expect(lifecycleEventType('delivered')).toBe('order.delivered');
    expect(lifecycleEventType('picked-up')).toBe('order.delivered');
    expect(lifecycleEventType('out-for-delivery')).toBeUndefined();
  });

  it('fires stock.low only when the total crosses from >= threshold to below it', () => {
    expect(crossesBelow(30, 20, 24)).toBe(true);
    expect(crossesBelow(24, 23, 24)).toBe(true);
    expect(crossesBelow(23, 10, 24)).toBe(false);
    expect(crossesBelow(30, 24, 24)).toBe(false);
    expect(crossesBelow(10, 30, 24)).toBe(false);
  });

  it('sends type, an ISO timestamp and the data', () => {
    const body = payloadOf({ type: 'stock.low', at: Date.UTC(2026, 10, 23, 16), data: { a: 1 } });
    expect(JSON.parse(body)).toEqual({
      type: 'stock.low',
      timestamp: '2026-11-23T16:00:00.000Z',
      data: { a: 1 },
    });
  });
});
