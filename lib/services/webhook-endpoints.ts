// Webhook endpoints of an account (issue 14): subscribe, list, read, delete, rotate the secret.
// Another account's endpoint is a 404, exactly like a missing one (invariant 5).
import type { CreateWebhookRequest } from '@/lib/contracts/webhooks';
import { generateWebhookSecret } from '@/lib/crypto/webhook-secrets';
import type { Caller } from '@/lib/domain/accounts';
import { DomainError } from '@/lib/domain/errors';
import type { WebhookEndpoint } from '@/lib/domain/ports/webhook-repository';
import {
  MAX_ENDPOINTS_PER_ACCOUNT,
  PREVIOUS_SECRET_GRACE_MS,
  webhookUrlProblem,
} from '@/lib/domain/webhooks';
import type { ServiceDeps } from './service-deps';

export interface EndpointWithSecret {
  endpoint: WebhookEndpoint;
  secret: string;
}

export function notFoundEndpoint(): DomainError {
  return DomainError.notFound('id', 'No such webhook endpoint.');
}

export async function createWebhookEndpoint(
  deps: ServiceDeps,
  caller: Caller,
  request: CreateWebhookRequest,
  allowPrivateTargets: boolean,
): Promise<EndpointWithSecret> {
  const url = request.url.trim();
  const problem = webhookUrlProblem(url, allowPrivateTargets);
  if (problem) throw DomainError.field('url', problem);
  const secret = generateWebhookSecret();
  const endpoint = await deps.repos.webhooks.createEndpoint(
    {
      accountId: caller.account.id,
      url,
      description: request.description,
      events: [...new Set(request.events)],
      skus: [...new Set(request.skus.map((s) => s.toUpperCase()))],
      stockLowThreshold: request.stockLowThreshold,
      secret,
      createdAt: deps.clock.now(),
    },
    MAX_ENDPOINTS_PER_ACCOUNT,
  );
  if (!endpoint) {
    throw DomainError.field(
      'url',
      `An account has at most ${MAX_ENDPOINTS_PER_ACCOUNT} webhook endpoints; delete one first.`,
    );
  }
  return { endpoint, secret };
}

export function listWebhookEndpoints(deps: ServiceDeps, caller: Caller) {
  return deps.repos.webhooks.listEndpoints(caller.account.id);
}

export async function getWebhookEndpoint(
  deps: ServiceDeps,
  caller: Caller,
  endpointId: string,
): Promise<WebhookEndpoint> {
  const endpoint = await deps.repos.webhooks.findEndpoint(caller.account.id, endpointId);
  if (!endpoint) throw notFoundEndpoint();
  return endpoint;
}

export async function deleteWebhookEndpoint(
  deps: ServiceDeps,
  caller: Caller,
  endpointId: string,
): Promise<void> {
  if (!(await deps.repos.webhooks.deleteEndpoint(caller.account.id, endpointId))) {
    throw notFoundEndpoint();
  }
}

/** A new secret; the previous one keeps signing alongside for 24 hours. */
export async function rotateWebhookSecret(
  deps: ServiceDeps,
  caller: Caller,
  endpointId: string,
): Promise<EndpointWithSecret> {
  const now = deps.clock.now();
  const secret = generateWebhookSecret();
  const endpoint = await deps.repos.webhooks.rotateSecret(
    caller.account.id,
    endpointId,
    secret,
    now,
    now + PREVIOUS_SECRET_GRACE_MS,
  );
  if (!endpoint) throw notFoundEndpoint();
  return { endpoint, secret };
}
