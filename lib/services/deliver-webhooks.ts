import { randomUUID } from 'node:crypto';
import type { WebhookSender } from '@/lib/domain/ports/webhook-sender';
import {
  DELIVERY_LEASE_MS,
  isDeliveredStatus,
  outcomeOfAttempt,
  type AttemptOutcome,
} from '@/lib/domain/webhooks';
import type { ServiceDeps } from './service-deps';

const BATCH = 20;

export interface WebhookDeliveryOptions {
  /** First retry delay; doubles per failed attempt (WEBHOOK_RETRY_BASE_MS). */
  retryBaseMs: number;
  random?: () => number;
  /** Told the outcome of every attempt (metrics). */
  onAttempt?: (outcome: AttemptOutcome['status']) => void;
}

export interface WebhookDeliveryReport {
  delivered: number;
  retrying: number;
  failed: number;
}

/**
 * Delivers due webhook messages, at least once: a message is leased, POSTed, then its outcome
 * recorded under the same lease. A crash between the receiver's 2xx and the record sends it again
 * after the lease expires, with the same webhook-id, which receivers use to drop duplicates.
 * A batch is sent concurrently, so one slow endpoint (up to the timeout) does not hold up others.
 */
export async function deliverWebhooks(
  deps: ServiceDeps,
  sender: WebhookSender,
  options: WebhookDeliveryOptions,
): Promise<WebhookDeliveryReport> {
  const report: WebhookDeliveryReport = { delivered: 0, retrying: 0, failed: 0 };
  const random = options.random ?? Math.random;
  const webhooks = deps.repos.webhooks;
  for (;;) {
    const now = deps.clock.now();
    const token = randomUUID();
    const batch = await webhooks.claimDue(now, now + DELIVERY_LEASE_MS, token, BATCH);
    if (batch.length === 0) return report;
    await Promise.all(
      batch.map(async (message) => {
        const startedAt = deps.clock.now();
        const response = await sender.send({
          url: message.url,
          messageId: message.id,
          at: startedAt,
          payload: message.payload,
          secrets: message.secrets,
        });
        const finishedAt = deps.clock.now();
        const succeeded = response.statusCode !== null && isDeliveredStatus(response.statusCode);
        const outcome = outcomeOfAttempt(
          succeeded,
          message.attemptCount,
          finishedAt,
          options.retryBaseMs,
          random(),
        );
        await webhooks.finishAttempt(
          message.id,
          token,
          {
            attemptedAt: startedAt,
            statusCode: response.statusCode,
            error: response.error,
            durationMs: Math.max(0, finishedAt - startedAt),
          },
          {
            status: outcome.status,
            nextAttemptAt: outcome.status === 'pending' ? outcome.nextAttemptAt : null,
          },
        );
        options.onAttempt?.(outcome.status);
        if (outcome.status === 'delivered') report.delivered++;
        else if (outcome.status === 'failed') report.failed++;
        else report.retrying++;
      }),
    );
    if (batch.length < BATCH) return report;
  }
}
