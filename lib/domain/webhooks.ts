// Webhooks (issue 14): which events exist, what their payloads say, when a failed delivery is
// retried, and which target URLs an endpoint may name. Pure rules; the tables, the leases and the
// HTTP client live in db/ and lib/server.
import type { OrderView } from './orders';
import type { TransitionKind } from './order-progress';

export const WEBHOOK_EVENT_TYPES = [
  'order.placed',
  'order.invoiced',
  'order.shipped',
  'order.delivered',
  'order.cancelled',
  'return.received',
  'stock.low',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** The ping POST /v2/webhooks/{id}/test sends; not subscribable. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const MAX_ENDPOINTS_PER_ACCOUNT = 10;
export const MAX_FOLLOWED_SKUS = 500;
export const DEFAULT_STOCK_LOW_THRESHOLD = 24;
/** Attempts per (re)queue of a message; after the last failure it is `failed`. */
export const MAX_DELIVERY_ATTEMPTS = 8;
/** How long the secret before a rotation keeps signing alongside the new one. */
export const PREVIOUS_SECRET_GRACE_MS = 24 * 60 * 60_000;
export const DELIVERY_TIMEOUT_MS = 10_000;
/** Longer than a delivery can take (the timeout), so a live worker never loses its lease. */
export const DELIVERY_LEASE_MS = 60_000;
const MAX_RETRY_DELAY_MS = 6 * 60 * 60_000;

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One event as it happened; fanned out to one message per subscribed endpoint. */
export interface WebhookEvent {
  type: WebhookEventType | typeof WEBHOOK_TEST_EVENT;
  at: number;
  data: Record<string, unknown>;
}

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

/** The JSON body every attempt of a message sends, byte for byte. */
export function payloadOf(event: WebhookEvent): string {
  return JSON.stringify({
    type: event.type,
    timestamp: new Date(event.at).toISOString(),
    data: event.data,
  });
}

/**
 * Delay before the attempt after `attemptCount` failed ones: base · 2^(n-1), capped, with up to
 * +25 % jitter so endpoints that failed together do not all retry in the same instant.
 */
export function retryDelayMs(attemptCount: number, baseMs: number, random: number): number {
  const exponential = Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** Math.max(0, attemptCount - 1));
  return Math.round(exponential * (1 + 0.25 * Math.min(Math.max(random, 0), 1)));
}

/** What a finished attempt leaves the message as. */
export type AttemptOutcome =
  { status: 'delivered' } | { status: 'pending'; nextAttemptAt: number } | { status: 'failed' };

export function outcomeOfAttempt(
  succeeded: boolean,
  attemptCount: number,
  now: number,
  baseMs: number,
  random: number,
): AttemptOutcome {
  if (succeeded) return { status: 'delivered' };
  if (attemptCount >= MAX_DELIVERY_ATTEMPTS) return { status: 'failed' };
  return { status: 'pending', nextAttemptAt: now + retryDelayMs(attemptCount, baseMs, random) };
}

/** 2xx is delivered; anything else (including redirects, which are not followed) is retried. */
export function isDeliveredStatus(statusCode: number): boolean {
  return statusCode >= 200 && statusCode < 300;
}

// -- target URLs ---------------------------------------------------------------------------------

function ipv4Octets(host: string): number[] | undefined {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return undefined;
  const octets = parts.map(Number);
  return octets.every((o) => o <= 255) ? octets : undefined;
}

/**
 * Loopback, private, link-local (cloud metadata), CGNAT, unspecified and multicast addresses:
 * targets a customer must not make our servers call (SSRF).
 */
export function isPrivateAddress(address: string): boolean {
  const host = address.replace(/^\[|\]$/g, '').toLowerCase();
  const v4 = ipv4Octets(host.startsWith('::ffff:') ? host.slice(7) : host);
  if (v4) {
    const [a = 0, b = 0] = v4;
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  if (!host.includes(':')) return false;
  return (
    host === '::' ||
    host === '::1' ||
    /^f[cd][0-9a-f]{2}:/.test(host) ||
    /^fe[89ab][0-9a-f]:/.test(host) ||
    /^ff[0-9a-f]{2}:/.test(host)
  );
}

function isLocalName(host: string): boolean {
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.internal')
  );
}

/** Why the URL cannot be a webhook target, or undefined when it can. */
export function webhookUrlProblem(raw: string, allowPrivateTargets: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Must be an absolute http(s) URL.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return 'Must be an http or https URL.';
  }
  if (url.username !== '' || url.password !== '') return 'Must not contain credentials.';
  if (raw.length > 2000) return 'At most 2000 characters.';
  const host = url.hostname.toLowerCase();
  if (!allowPrivateTargets && (isLocalName(host) || isPrivateAddress(host))) {
    return 'Must not target a private, loopback or link-local address.';
  }
  return undefined;
}

// -- payloads -----------------------------------------------------------------------------------

function orderData(view: OrderView): Record<string, unknown> {
  return {
    orderNumber: view.orderNumber,
    poNumber: view.poNumber,
    warehouseAbbr: view.warehouseAbbr,
    orderType: view.orderType,
    orderStatus: view.orderStatus,
    totalCents: view.totalCents,
    totalPieces: view.totalPieces,
  };
}

/** One order.placed per order number, listing its warehouse records. */
export function orderPlacedEvent(views: readonly OrderView[], at: number): WebhookEvent {
  const first = views[0];
  return {
    type: 'order.placed',
    at,
    data: {
      orderNumber: first?.orderNumber ?? '',
      poNumber: first?.poNumber ?? '',
      testOrder: first?.isTest ?? false,
      totalCents: views.reduce((sum, v) => sum + v.totalCents, 0),
      records: views.map(orderData),
    },
  };
}

/** What an order record's lifecycle events carry (one warehouse record). */
export interface OrderRecordFacts {
  orderNumber: string;
  poNumber: string;
  warehouseCode: string;
  testOrder: boolean;
  invoiceNumber: string;
  trackingNumber: string;
}

export function orderRecordEvent(
  type: 'order.invoiced' | 'order.shipped' | 'order.delivered' | 'order.cancelled',
  facts: OrderRecordFacts,
  at: number,
): WebhookEvent {
  const data: Record<string, unknown> = {
    orderNumber: facts.orderNumber,
    poNumber: facts.poNumber,
    warehouseAbbr: facts.warehouseCode,
    testOrder: facts.testOrder,
  };
  if (type === 'order.invoiced') data.invoiceNumber = facts.invoiceNumber;
  if (type === 'order.shipped') data.trackingNumber = facts.trackingNumber;
  return { type, at, data };
}

/** The webhook a lifecycle step announces; out-for-delivery is not one. */
export function lifecycleEventType(
  kind: TransitionKind,
): 'order.invoiced' | 'order.shipped' | 'order.delivered' | undefined {
  switch (kind) {
    case 'invoice':
      return 'order.invoiced';
    case 'ship':
    case 'ready-for-pickup':
      return 'order.shipped';
    case 'delivered':
    case 'picked-up':
      return 'order.delivered';
    default:
      return undefined;
  }
}

export function returnReceivedEvent(
  facts: { raNumber: string; orderNumber: string; testOrder: boolean },
  at: number,
): WebhookEvent {
  return { type: 'return.received', at, data: { ...facts } };
}

/** Fires once when the total available quantity falls from >= threshold to < threshold. */
export function crossesBelow(before: number, after: number, threshold: number): boolean {
  return before >= threshold && after < threshold;
}

export function stockLowEvent(
  facts: { sku: string; available: number; threshold: number },
  at: number,
): WebhookEvent {
  return { type: 'stock.low', at, data: { ...facts, testOrder: false } };
}

export function webhookTestEvent(endpointId: string, at: number): WebhookEvent {
  return { type: WEBHOOK_TEST_EVENT, at, data: { endpointId, testOrder: false } };
}
