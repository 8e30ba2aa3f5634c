// /v2/webhooks (issue 14; the contract shared with the portal page: /work/coord/webhooks-api.md):
//   GET    /v2/webhooks/                                       the account's endpoints
//   POST   /v2/webhooks/                                       subscribe (201, with the secret)
//   GET    /v2/webhooks/{id}                                   one endpoint
//   DELETE /v2/webhooks/{id}                                   204
//   POST   /v2/webhooks/{id}/rotate-secret                     200, with the new secret
//   GET    /v2/webhooks/{id}/deliveries?limit=50               newest first
//   POST   /v2/webhooks/{id}/deliveries/{deliveryId}/redeliver 202
//   POST   /v2/webhooks/{id}/test                              202, a webhook.test ping
import {
  createWebhookRequestSchema,
  type WebhookDeliveryWire,
  type WebhookEndpointWire,
} from '@/lib/contracts/webhooks';
import { DomainError } from '@/lib/domain/errors';
import type { WebhookDelivery, WebhookEndpoint } from '@/lib/domain/ports/webhook-repository';
import {
  listWebhookDeliveries,
  MAX_DELIVERIES_LISTED,
  redeliverWebhook,
  sendWebhookTest,
} from '@/lib/services/webhook-deliveries';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookSecret,
  type EndpointWithSecret,
} from '@/lib/services/webhook-endpoints';
import { parseJsonBody } from '../cart/parse-json-body';
import { json, noContent } from '../responses';
import type { Route } from '../router';

/** UTC, to the second, as the contract shows (2026-11-23T16:00:00Z). */
function instant(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function endpointWire(endpoint: WebhookEndpoint): WebhookEndpointWire {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    events: endpoint.events,
    skus: endpoint.skus,
    stockLowThreshold: endpoint.stockLowThreshold,
    createdAt: instant(endpoint.createdAt),
    secretRotatedAt: endpoint.secretRotatedAt === null ? null : instant(endpoint.secretRotatedAt),
  };
}

function withSecret({ endpoint, secret }: EndpointWithSecret) {
  return { ...endpointWire(endpoint), secret };
}

function deliveryWire(delivery: WebhookDelivery): WebhookDeliveryWire {
  return {
    id: delivery.id,
    eventType: delivery.eventType,
    createdAt: instant(delivery.createdAt),
    status: delivery.status,
    nextAttemptAt: delivery.nextAttemptAt === null ? null : instant(delivery.nextAttemptAt),
    attempts: delivery.attempts.map((a) => ({
      attemptedAt: instant(a.attemptedAt),
      statusCode: a.statusCode,
      error: a.error,
      durationMs: a.durationMs,
    })),
    payload: JSON.parse(delivery.payload) as WebhookDeliveryWire['payload'],
  };
}

function limitOf(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 50;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_DELIVERIES_LISTED) {
    throw DomainError.field('limit', `Must be a whole number from 1 to ${MAX_DELIVERIES_LISTED}.`);
  }
  return limit;
}

export const webhookRoutes: Route[] = [
  {
    method: 'GET',
    pattern: 'v2/webhooks',
    async handler({ caller, app }) {
      const endpoints = await listWebhookEndpoints(app.deps, caller);
      return json(200, endpoints.map(endpointWire));
    },
  },
  {
    method: 'POST',
    pattern: 'v2/webhooks',
    async handler({ req, caller, app }) {
      const request = parseJsonBody(req, createWebhookRequestSchema);
      const created = await createWebhookEndpoint(
        app.deps,
        caller,
        request,
        app.config.WEBHOOKS_ALLOW_PRIVATE_TARGETS,
      );
      return json(201, withSecret(created));
    },
  },
  {
    method: 'GET',
    pattern: 'v2/webhooks/:id',
    async handler({ params, caller, app }) {
      return json(200, endpointWire(await getWebhookEndpoint(app.deps, caller, params.id ?? '')));
    },
  },
  {
    method: 'DELETE',
    pattern: 'v2/webhooks/:id',
    async handler({ params, caller, app }) {
      await deleteWebhookEndpoint(app.deps, caller, params.id ?? '');
      return noContent();
    },
  },
  {
    method: 'POST',
    pattern: 'v2/webhooks/:id/rotate-secret',
    async handler({ params, caller, app }) {
      return json(200, withSecret(await rotateWebhookSecret(app.deps, caller, params.id ?? '')));
    },
  },
  {
    method: 'GET',
    pattern: 'v2/webhooks/:id/deliveries',
    async handler({ req, params, caller, app }) {
      const limit = limitOf(req.query.get('limit'));
      const deliveries = await listWebhookDeliveries(app.deps, caller, params.id ?? '', limit);
      return json(200, deliveries.map(deliveryWire));
    },
  },
  {
    method: 'POST',
    pattern: 'v2/webhooks/:id/deliveries/:deliveryId/redeliver',
    async handler({ params, caller, app }) {
      const delivery = await redeliverWebhook(
        app.deps,
        caller,
        params.id ?? '',
        params.deliveryId ?? '',
      );
      return json(202, deliveryWire(delivery));
    },
  },
  {
    method: 'POST',
    pattern: 'v2/webhooks/:id/test',
    async handler({ params, caller, app }) {
      return json(202, deliveryWire(await sendWebhookTest(app.deps, caller, params.id ?? '')));
    },
  },
];
