// Background delivery of webhook messages (issue 14). All state is in the database (leases), so
// every process runs it; see background-work.ts.
import type { WebhookSender } from '@/lib/domain/ports/webhook-sender';
import { deliverWebhooks } from '@/lib/services/deliver-webhooks';
import type { BackgroundTask } from './background-work';
import type { AppContainer } from './container';
import { createWebhookSender } from './webhook-sender';

const senders = new WeakMap<AppContainer, WebhookSender>();

function senderOf(app: AppContainer): WebhookSender {
  let sender = senders.get(app);
  if (!sender) {
    sender = createWebhookSender({
      allowPrivateTargets: app.config.WEBHOOKS_ALLOW_PRIVATE_TARGETS,
    });
    senders.set(app, sender);
  }
  return sender;
}

export const webhookDeliveryTask: BackgroundTask = {
  name: 'webhook-delivery',
  // Events should reach receivers within a second or two; the poll is one indexed query.
  intervalMs: 1_000,
  async run(app) {
    await deliverWebhooks(app.deps, senderOf(app), {
      retryBaseMs: app.config.WEBHOOK_RETRY_BASE_MS,
      onAttempt: (outcome) => app.metrics.webhookAttempt(outcome),
    });
  },
};
