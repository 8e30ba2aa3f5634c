// Webhooks in the OpenAPI document: the /v2/webhooks operations, and the OpenAPI 3.1 `webhooks`
// section describing each event's POST to a subscriber (Standard Webhooks headers and payload).
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  createWebhookRequestSchema,
  webhookDeliveryWireSchema,
  webhookEndpointWireSchema,
  webhookEndpointWithSecretWireSchema,
  webhookEventPayloadSchemas,
} from '@/lib/contracts/webhooks';
import { jsonAnswer, named, noContentAnswer, standardErrors } from './common';

const namedEndpoint = named('WebhookEndpoint', webhookEndpointWireSchema);
const namedEndpointWithSecret = named(
  'WebhookEndpointWithSecret',
  webhookEndpointWithSecretWireSchema,
);
const namedDelivery = named('WebhookDelivery', webhookDeliveryWireSchema);
const namedCreate = named('WebhookSubscription', createWebhookRequestSchema);

const namedEvents = Object.entries(webhookEventPayloadSchemas).map(
  ([type, schema]) => [type, named(`WebhookEvent_${type.replace('.', '_')}`, schema)] as const,
);

const TAG = 'Webhooks';
const idParam = z.object({
  id: z.string().describe('The endpoint id.').meta({ example: 'ep_01kmx2q3r4s5t6v7w8x9y0z1a2' }),
});
const notFound = { '404': 'No endpoint of the account has that id.' };

function registerOperations(registry: OpenAPIRegistry): void {
  const common = { tags: [TAG], security: [{ basicAuth: [] }] };
  registry.registerPath({
    ...common,
    method: 'get',
    path: '/v2/webhooks/',
    summary: "The account's webhook endpoints",
    responses: { '200': jsonAnswer('Endpoints.', z.array(namedEndpoint)), ...standardErrors() },
  });
  registry.registerPath({
    ...common,
    method: 'post',
    path: '/v2/webhooks/',
    summary: 'Subscribe an endpoint to events (at most 10 per account)',
    description:
      'Answers the signing secret once. Private, loopback and link-local targets are refused.',
    request: { body: { required: true, content: { 'application/json': { schema: namedCreate } } } },
    responses: {
      '201': jsonAnswer('The endpoint and its secret.', namedEndpointWithSecret),
      ...standardErrors({ '400': 'A field is wrong (named in the error body).' }),
    },
  });
  registry.registerPath({
    ...common,
    method: 'get',
    path: '/v2/webhooks/{id}',
    summary: 'One webhook endpoint',
    request: { params: idParam },
    responses: { '200': jsonAnswer('The endpoint.', namedEndpoint), ...standardErrors(notFound) },
  });
  registry.registerPath({
    ...common,
    method: 'delete',
    path: '/v2/webhooks/{id}',
    summary: 'Delete an endpoint with its delivery history',
    request: { params: idParam },
    responses: { '204': noContentAnswer('Deleted.'), ...standardErrors(notFound) },
  });
  registry.registerPath({
    ...common,
    method: 'post',
    path: '/v2/webhooks/{id}/rotate-secret',
    summary: 'A new signing secret; the previous one keeps signing alongside for 24 hours',
    request: { params: idParam },
    responses: {
      '200': jsonAnswer('The endpoint and its new secret.', namedEndpointWithSecret),
      ...standardErrors(notFound),
    },
  });
  registry.registerPath({
    ...common,
    method: 'get',
    path: '/v2/webhooks/{id}/deliveries',
    summary: "The endpoint's deliveries, newest first",
    request: {
      params: idParam,
      query: z.object({
        limit: z.number().int().min(1).max(200).optional().describe('At most this many (50).'),
      }),
    },
    responses: {
      '200': jsonAnswer('Deliveries with their attempts.', z.array(namedDelivery)),
      ...standardErrors({ ...notFound, '400': 'limit is not a number from 1 to 200.' }),
    },
  });
  registry.registerPath({
    ...common,
    method: 'post',
    path: '/v2/webhooks/{id}/deliveries/{deliveryId}/redeliver',
    summary: 'Queue a delivery again now, with the same webhook-id',
    request: {
      params: idParam.extend({
        deliveryId: z.string().describe('The delivery (message) id, msg_….'),
      }),
    },
    responses: {
      '202': jsonAnswer('The queued delivery.', namedDelivery),
      ...standardErrors({ '404': 'No such endpoint or delivery of the account.' }),
    },
  });
  registry.registerPath({
    ...common,
    method: 'post',
    path: '/v2/webhooks/{id}/test',
    summary: 'Send a webhook.test ping (subscribed or not)',
    request: { params: idParam },
    responses: {
      '202': jsonAnswer('The queued ping.', namedDelivery),
      ...standardErrors(notFound),
    },
  });
}

const signatureHeaders = z.object({
  'webhook-id': z.string().describe('The message id (msg_…): the same on every retry.'),
  'webhook-timestamp': z.string().describe('Seconds since the epoch when this attempt was signed.'),
  'webhook-signature': z
    .string()
    .describe(
      'Space-separated v1,<base64 HMAC-SHA256 of "id.timestamp.body">; two during a rotation.',
    ),
});

function registerEvents(registry: OpenAPIRegistry): void {
  for (const [type, schema] of namedEvents) {
    registry.registerWebhook({
      method: 'post',
      path: type,
      tags: [TAG],
      summary: `The ${type} event`,
      description:
        'POSTed to each subscribed endpoint, signed per Standard Webhooks. Answer 2xx within 10 s; ' +
        'anything else is retried with exponential back-off, 8 attempts in all.',
      request: {
        headers: signatureHeaders,
        body: {
          required: true,
          content: { 'application/json': { schema } },
        },
      },
      responses: { '200': { description: 'Received (any 2xx).' } },
    });
  }
}

export function registerWebhookOperations(registry: OpenAPIRegistry): void {
  registerOperations(registry);
  registerEvents(registry);
}
