// Deliveries of a webhook endpoint (issue 14): the history, a redelivery, a test ping.
import type { Caller } from '@/lib/domain/accounts';
import { DomainError } from '@/lib/domain/errors';
import type { WebhookDelivery } from '@/lib/domain/ports/webhook-repository';
import { webhookTestEvent } from '@/lib/domain/webhooks';
import type { ServiceDeps } from './service-deps';
import { getWebhookEndpoint } from './webhook-endpoints';

export const MAX_DELIVERIES_LISTED = 200;

export async function listWebhookDeliveries(
  deps: ServiceDeps,
  caller: Caller,
  endpointId: string,
  limit: number,
): Promise<WebhookDelivery[]> {
  await getWebhookEndpoint(deps, caller, endpointId);
  return deps.repos.webhooks.listDeliveries(caller.account.id, endpointId, limit);
}

async function deliveryOf(
  deps: ServiceDeps,
  caller: Caller,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  const delivery = await deps.repos.webhooks.findDelivery(
    caller.account.id,
    endpointId,
    deliveryId,
  );
  if (!delivery) throw DomainError.notFound('deliveryId', 'No such delivery of this endpoint.');
  return delivery;
}

/** Queues the message again now, with the same webhook-id and a fresh round of retries. */
export async function redeliverWebhook(
  deps: ServiceDeps,
  caller: Caller,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  await getWebhookEndpoint(deps, caller, endpointId);
  const queued = await deps.repos.webhooks.redeliver(
    caller.account.id,
    endpointId,
    deliveryId,
    deps.clock.now(),
  );
  if (!queued) throw DomainError.notFound('deliveryId', 'No such delivery of this endpoint.');
  return deliveryOf(deps, caller, endpointId, deliveryId);
}

/** A `webhook.test` ping, sent whether or not the endpoint subscribes to anything. */
export async function sendWebhookTest(
  deps: ServiceDeps,
  caller: Caller,
  endpointId: string,
): Promise<WebhookDelivery> {
  await getWebhookEndpoint(deps, caller, endpointId);
  const id = await deps.repos.webhooks.enqueueFor(
    caller.account.id,
    endpointId,
    webhookTestEvent(endpointId, deps.clock.now()),
  );
  return deliveryOf(deps, caller, endpointId, id);
}
