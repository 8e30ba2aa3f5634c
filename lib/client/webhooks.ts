// Webhook endpoints and their deliveries in the browser: plain fetchers over /v2/webhooks (the
// same calls an API client makes, carried by the session cookie). Plain functions, no React Query:
// only the webhooks page uses them, and it keeps its own state. zod/mini: the answers are checked
// at the boundary without adding full zod to a page whose first load should stay small.
import { z } from 'zod/mini';
import { WEBHOOK_EVENT_TYPES } from '@/lib/domain/webhooks';
import { requestJson } from './cart-http';

const endpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  skus: z.array(z.string()),
  stockLowThreshold: z.number(),
  createdAt: z.string(),
  secretRotatedAt: z.nullable(z.string()),
});
export type WebhookEndpoint = z.infer<typeof endpointSchema>;

const endpointWithSecretSchema = z.extend(endpointSchema, { secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof endpointWithSecretSchema>;

const attemptSchema = z.object({
  attemptedAt: z.string(),
  statusCode: z.nullable(z.number()),
  error: z.nullable(z.string()),
  durationMs: z.number(),
});
export type WebhookAttempt = z.infer<typeof attemptSchema>;

const deliverySchema = z.object({
  id: z.string(),
  eventType: z.string(),
  createdAt: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  nextAttemptAt: z.nullable(z.string()),
  attempts: z.array(attemptSchema),
  payload: z.unknown(),
});
export type WebhookDelivery = z.infer<typeof deliverySchema>;

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
  return z.array(endpointSchema).parse(body);
}

/** Creates an endpoint; the answer carries its signing secret, the only time it is shown. */
export async function createWebhookEndpoint(
  endpoint: NewWebhookEndpoint,
): Promise<WebhookEndpointWithSecret> {
  const { body } = await requestJson<unknown>(`${BASE}/`, { method: 'POST', body: endpoint });
  return endpointWithSecretSchema.parse(body);
}

export async function deleteWebhookEndpoint(id: string): Promise<void> {
  await requestJson<unknown>(endpointPath(id), { method: 'DELETE' });
}

/** A new secret, shown this once; the previous one keeps signing alongside for a day. */
export async function rotateWebhookSecret(id: string): Promise<WebhookEndpointWithSecret> {
  const { body } = await requestJson<unknown>(`${endpointPath(id)}/rotate-secret`, {
    method: 'POST',
  });
  return endpointWithSecretSchema.parse(body);
}

export async function sendWebhookTest(id: string): Promise<WebhookDelivery> {
  const { body } = await requestJson<unknown>(`${endpointPath(id)}/test`, { method: 'POST' });
  return deliverySchema.parse(body);
}

/** The endpoint's latest deliveries, newest first. */
export async function listWebhookDeliveries(id: string, limit = 50): Promise<WebhookDelivery[]> {
  const { body } = await requestJson<unknown>(`${endpointPath(id)}/deliveries?limit=${limit}`);
  return z.array(deliverySchema).parse(body);
}

/** Queues the same message (same webhook-id) again now. */
export async function redeliverWebhook(id: string, deliveryId: string): Promise<WebhookDelivery> {
  const { body } = await requestJson<unknown>(
    `${endpointPath(id)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
    { method: 'POST' },
  );
  return deliverySchema.parse(body);
}
