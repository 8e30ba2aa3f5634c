// Webhook endpoints and their deliveries in the browser: plain fetchers over /v2/webhooks (the
// same calls an API client makes, carried by the session cookie). Plain functions, no React Query:
// only the webhooks page uses them, and it keeps its own state.
import type { WebhookEventType } from '@/lib/domain/webhooks';
import { requestJson } from './cart-http';

export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  skus: string[];
  stockLowThreshold: number;
  createdAt: string;
  secretRotatedAt: string | null;
}
export type WebhookEndpointWithSecret = WebhookEndpoint & { secret: string };

export interface WebhookAttempt {
  attemptedAt: string;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

export interface WebhookDelivery {
  id: string;
  eventType: string;
  createdAt: string;
  status: 'pending' | 'delivered' | 'failed';
  nextAttemptAt: string | null;
  attempts: WebhookAttempt[];
  payload: unknown;
}

// The answers are checked by hand rather than with zod: zod's core alone would add about 23 KB
// (gzip) to this page's first load, for the few fields the page relies on.
type Check = (value: unknown) => boolean;
const isString: Check = (v) => typeof v === 'string';
const isNumber: Check = (v) => typeof v === 'number';
const orNull =
  (check: Check): Check =>
  (v) =>
    v === null || check(v);
const listOf =
  (check: Check): Check =>
  (v) =>
    Array.isArray(v) && v.every(check);
const objectWith =
  (shape: Record<string, Check>): Check =>
  (v) =>
    typeof v === 'object' &&
    v !== null &&
    Object.entries(shape).every(([key, check]) => check((v as Record<string, unknown>)[key]));

const endpointShape = {
  id: isString,
  url: isString,
  description: isString,
  events: listOf(isString),
  skus: listOf(isString),
  stockLowThreshold: isNumber,
  createdAt: isString,
  secretRotatedAt: orNull(isString),
};
const isEndpoint = objectWith(endpointShape);
const isEndpointWithSecret = objectWith({ ...endpointShape, secret: isString });
const isDelivery = objectWith({
  id: isString,
  eventType: isString,
  createdAt: isString,
  status: (v) => v === 'pending' || v === 'delivered' || v === 'failed',
  nextAttemptAt: orNull(isString),
  attempts: listOf(
    objectWith({
      attemptedAt: isString,
      statusCode: orNull(isNumber),
      error: orNull(isString),
      durationMs: isNumber,
    }),
  ),
});

function checked<T>(value: unknown, check: Check, what: string): T {
  if (!check(value)) throw new Error(`The server's answer is not ${what}.`);
  return value as T;
}

export interface NewWebhookEndpoint {
  url: string;
  events: string[];
  description: string;
  skus: string[];
  stockLowThreshold?: number;
}

const BASE = '/v2/webhooks';
const endpointPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export async function listWebhookEndpoints(): Promise<WebhookEndpoint[]> {
  const { body } = await requestJson<unknown>(`${BASE}/`);
  return checked(body, listOf(isEndpoint), 'a list of webhook endpoints');
}

/** Creates an endpoint; the answer carries its signing secret, the only time it is shown. */
export async function createWebhookEndpoint(
  endpoint: NewWebhookEndpoint,
): Promise<WebhookEndpointWithSecret> {
  const { body } = await requestJson<unknown>(`${BASE}/`, { method: 'POST', body: endpoint });
  return checked(body, isEndpointWithSecret, 'a webhook endpoint with its secret');
}

export async function deleteWebhookEndpoint(id: string): Promise<void> {
  await requestJson<unknown>(endpointPath(id), { method: 'DELETE' });
}

/** A new secret, shown this once; the previous one keeps signing alongside for a day. */
export async function rotateWebhookSecret(id: string): Promise<WebhookEndpointWithSecret> {
  const { body } = await requestJson<unknown>(`${endpointPath(id)}/rotate-secret`, {
    method: 'POST',
  });
  return checked(body, isEndpointWithSecret, 'a webhook endpoint with its secret');
}

export async function sendWebhookTest(id: string): Promise<WebhookDelivery> {
  const { body } = await requestJson<unknown>(`${endpointPath(id)}/test`, { method: 'POST' });
  return checked(body, isDelivery, 'a webhook delivery');
}

/** The endpoint's latest deliveries, newest first. */
export async function listWebhookDeliveries(id: string, limit = 50): Promise<WebhookDelivery[]> {
  const { body } = await requestJson<unknown>(`${endpointPath(id)}/deliveries?limit=${limit}`);
  return checked(body, listOf(isDelivery), 'a list of webhook deliveries');
}

/** Queues the same message (same webhook-id) again now. */
export async function redeliverWebhook(id: string, deliveryId: string): Promise<WebhookDelivery> {
  const { body } = await requestJson<unknown>(
    `${endpointPath(id)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
    { method: 'POST' },
  );
  return checked(body, isDelivery, 'a webhook delivery');
}
