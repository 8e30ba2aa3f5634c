import type { WebhookDeliveryStatus, WebhookEvent, WebhookEventType } from '../webhooks';

export interface WebhookEndpoint {
  id: string;
  accountId: number;
  url: string;
  description: string;
  events: WebhookEventType[];
  skus: string[];
  stockLowThreshold: number;
  createdAt: number;
  secretRotatedAt: number | null;
}

export interface NewWebhookEndpoint {
  accountId: number;
  url: string;
  description: string;
  events: WebhookEventType[];
  skus: string[];
  stockLowThreshold: number;
  secret: string;
  createdAt: number;
}

export interface WebhookAttempt {
  attemptedAt: number;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

export interface WebhookDelivery {
  id: string;
  endpointId: string;
  eventType: string;
  createdAt: number;
  status: WebhookDeliveryStatus;
  nextAttemptAt: number | null;
  /** Oldest first. */
  attempts: WebhookAttempt[];
  /** The JSON body as sent. */
  payload: string;
}

/** A message this worker holds the lease of, with what signing and sending it needs. */
export interface LeasedWebhookMessage {
  id: string;
  url: string;
  payload: string;
  /** Attempts of this round including the one about to be made. */
  attemptCount: number;
  /** The current secret, then the previous one while its grace period lasts. */
  secrets: string[];
}

export interface WebhookBacklog {
  pending: number;
  oldestPendingCreatedAt: number | null;
}

export interface WebhookRepository {
  /** Undefined when the account already has `maxPerAccount` endpoints (checked in the write). */
  createEndpoint(
    endpoint: NewWebhookEndpoint,
    maxPerAccount: number,
  ): Promise<WebhookEndpoint | undefined>;
  listEndpoints(accountId: number): Promise<WebhookEndpoint[]>;
  /** Undefined when missing or another account's. */
  findEndpoint(accountId: number, endpointId: string): Promise<WebhookEndpoint | undefined>;
  /** Deletes the endpoint with its messages and attempts; false when not the account's. */
  deleteEndpoint(accountId: number, endpointId: string): Promise<boolean>;
  /** The old secret keeps signing until `previousUntil`. */
  rotateSecret(
    accountId: number,
    endpointId: string,
    secret: string,
    now: number,
    previousUntil: number,
  ): Promise<WebhookEndpoint | undefined>;
  /** Newest first. */
  listDeliveries(accountId: number, endpointId: string, limit: number): Promise<WebhookDelivery[]>;
  findDelivery(
    accountId: number,
    endpointId: string,
    messageId: string,
  ): Promise<WebhookDelivery | undefined>;
  /** Queues the message again now (same id), with a fresh round of attempts; false if missing. */
  redeliver(
    accountId: number,
    endpointId: string,
    messageId: string,
    now: number,
  ): Promise<boolean>;
  /** Queues one message of `event` for this endpoint only (the test ping); returns its id. */
  enqueueFor(accountId: number, endpointId: string, event: WebhookEvent): Promise<string>;

  /**
   * Leases up to `limit` due pending messages (lease free or expired) under `token` until
   * `leaseUntil`, counting an attempt, in one guarded statement: two workers never hold the
   * same message at once.
   */
  claimDue(
    now: number,
    leaseUntil: number,
    token: string,
    limit: number,
  ): Promise<LeasedWebhookMessage[]>;
  /**
   * Records the attempt and the message's new state if `token` still holds the lease; false when
   * the lease was lost (expired and taken, or the message was redelivered meanwhile).
   */
  finishAttempt(
    messageId: string,
    token: string,
    attempt: WebhookAttempt,
    outcome: { status: WebhookDeliveryStatus; nextAttemptAt: number | null },
  ): Promise<boolean>;
  backlog(): Promise<WebhookBacklog>;
}
