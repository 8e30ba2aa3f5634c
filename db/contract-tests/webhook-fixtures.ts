// An endpoint as the webhook contract tests subscribe it: one account, order.placed, a fixed
// secret; each test overrides what it is about.
import type { NewWebhookEndpoint } from '@/lib/domain/ports/webhook-repository';

export const TEST_WEBHOOK_SECRET = 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0';

export function newEndpoint(
  accountId: number,
  createdAt: number,
  overrides: Partial<NewWebhookEndpoint> = {},
): NewWebhookEndpoint {
  return {
    accountId,
    url: 'https://hooks.example.com/in',
    description: '',
    events: ['order.placed'],
    skus: [],
    stockLowThreshold: 24,
    secret: TEST_WEBHOOK_SECRET,
    createdAt,
    ...overrides,
  };
}
