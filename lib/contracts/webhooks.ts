// Wire shapes of /v2/webhooks (issue 14; /work/coord/webhooks-api.md): the subscribe body, the
// endpoint and delivery answers, and the event payloads receivers get (the OpenAPI `webhooks`).
import { z } from 'zod';
import {
  DEFAULT_STOCK_LOW_THRESHOLD,
  MAX_FOLLOWED_SKUS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
} from '@/lib/domain/webhooks';

export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

export const createWebhookRequestSchema = z.object({
  url: z.string().min(1, 'Required.').max(2000).meta({ example: 'https://hooks.example.com/in' }),
  events: z
    .array(webhookEventTypeSchema)
    .min(1, 'Name at least one event type.')
    .max(WEBHOOK_EVENT_TYPES.length * 2),
  description: z.string().max(500).default(''),
  skus: z.array(z.string().trim().min(1).max(50)).max(MAX_FOLLOWED_SKUS).default([]),
  stockLowThreshold: z.number().int().min(1).max(1_000_000).default(DEFAULT_STOCK_LOW_THRESHOLD),
});
export type CreateWebhookRequest = z.output<typeof createWebhookRequestSchema>;

const instant = z.string().meta({ example: '2026-11-23T16:00:00Z' });

export const webhookEndpointWireSchema = z.object({
  id: z.string().meta({ example: 'ep_01kmx2q3r4s5t6v7w8x9y0z1a2' }),
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEventTypeSchema),
  skus: z.array(z.string()),
  stockLowThreshold: z.number().int(),
  createdAt: instant,
  secretRotatedAt: instant.nullable(),
});
export type WebhookEndpointWire = z.infer<typeof webhookEndpointWireSchema>;

export const webhookEndpointWithSecretWireSchema = webhookEndpointWireSchema.extend({
  secret: z
    .string()
    .describe('The signing secret; shown only when created and when rotated.')
    .meta({ example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }),
});

export const webhookPayloadSchema = z.object({
  type: z.string().meta({ example: 'order.placed' }),
  timestamp: instant,
  data: z.record(z.string(), z.unknown()),
});

export const webhookDeliveryWireSchema = z.object({
  id: z.string().describe('The stable webhook-id header of every attempt.'),
  eventType: z.string(),
  createdAt: instant,
  status: z.enum(['pending', 'delivered', 'failed']),
  nextAttemptAt: instant.nullable(),
  attempts: z.array(
    z.object({
      attemptedAt: instant,
      statusCode: z.number().int().nullable(),
      error: z.string().nullable(),
      durationMs: z.number().int(),
    }),
  ),
  payload: webhookPayloadSchema,
});
export type WebhookDeliveryWire = z.infer<typeof webhookDeliveryWireSchema>;

// -- event payloads (what a receiver gets) ------------------------------------------------------

const orderFacts = {
  orderNumber: z.string(),
  poNumber: z.string(),
  testOrder: z.boolean(),
};

function eventSchema<T extends z.ZodRawShape>(type: string, data: T) {
  return z.object({ type: z.literal(type), timestamp: instant, data: z.object(data) });
}

export const webhookEventPayloadSchemas = {
  'order.placed': eventSchema('order.placed', {
    ...orderFacts,
    totalCents: z.number().int(),
    records: z.array(
      z.object({
        orderNumber: z.string(),
        poNumber: z.string(),
        warehouseAbbr: z.string(),
        orderType: z.string(),
        orderStatus: z.string(),
        totalCents: z.number().int(),
        totalPieces: z.number().int(),
      }),
    ),
  }),
  'order.invoiced': eventSchema('order.invoiced', {
    ...orderFacts,
    warehouseAbbr: z.string(),
    invoiceNumber: z.string(),
  }),
  'order.shipped': eventSchema('order.shipped', {
    ...orderFacts,
    warehouseAbbr: z.string(),
    trackingNumber: z.string(),
  }),
  'order.delivered': eventSchema('order.delivered', { ...orderFacts, warehouseAbbr: z.string() }),
  'order.cancelled': eventSchema('order.cancelled', { ...orderFacts, warehouseAbbr: z.string() }),
  'return.received': eventSchema('return.received', {
    raNumber: z.string(),
    orderNumber: z.string(),
    testOrder: z.boolean(),
  }),
  'stock.low': eventSchema('stock.low', {
    sku: z.string(),
    available: z.number().int(),
    threshold: z.number().int(),
    testOrder: z.boolean(),
  }),
  [WEBHOOK_TEST_EVENT]: eventSchema(WEBHOOK_TEST_EVENT, {
    endpointId: z.string(),
    testOrder: z.boolean(),
  }),
};
