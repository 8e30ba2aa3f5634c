import type { Guide } from './guide-types';

export const pollingVsWebhooksGuide: Guide = {
  slug: 'polling-vs-webhooks',
  title: 'Polling vs webhooks',
  summary: 'Ask for changes on a schedule, or have us tell you when an order moves.',
  blocks: [
    { kind: 'heading', text: 'Polling' },
    {
      kind: 'text',
      text: "Polling is the simplest: every few minutes, list the orders that may have changed and compare their status with yours. Ask only for what can still change (a date range, a status), not the whole history, and mind the [rate limit](/docs/guides/limits). An order's invoices and tracking numbers are in its record once they exist.",
    },
    {
      kind: 'curl',
      command:
        'curl -u "$ACCOUNT:$API_KEY" "$BASE_URL/v2/orders/?status=In%20Progress&page=1&pageSize=50"',
      expect: { status: 200, headers: { 'x-total-count': true } },
    },
    { kind: 'heading', text: 'Webhooks' },
    {
      kind: 'text',
      text: "With a webhook we call you: an HTTPS endpoint of yours receives a signed POST within seconds of each event. Events: `order.placed`, `order.invoiced`, `order.shipped`, `order.delivered`, `order.cancelled`, `return.received`, and `stock.low` for skus you follow (your cross-referenced skus count too), fired when a sku's available quantity falls below your threshold.",
    },
    {
      kind: 'curl',
      awaits: 'webhook-routes',
      command:
        'curl -u "$ACCOUNT:$API_KEY" -H "Content-Type: application/json" "$BASE_URL/v2/webhooks/" \\\n  -d \'{"url": "https://hooks.example.com/apparel", "events": ["order.placed", "order.shipped", "stock.low"],\n       "skus": ["10760024"], "stockLowThreshold": 24}\'',
      expect: { status: 201, bodyIncludes: ['"secret":"whsec_'] },
    },
    {
      kind: 'text',
      text: "The answer holds the endpoint's `id` and its signing `secret` (`whsec_…`). The secret is shown only here and when you rotate it (`POST /v2/webhooks/{id}/rotate-secret`; the old secret keeps signing alongside the new one for 24 hours). List your endpoints, and see each delivery with its attempts:",
    },
    {
      kind: 'curl',
      awaits: 'webhook-routes',
      command: 'curl -u "$ACCOUNT:$API_KEY" "$BASE_URL/v2/webhooks/"',
      expect: { status: 200, bodyIncludes: ['"url":"https://hooks.example.com/apparel"'] },
    },
    {
      kind: 'list',
      items: [
        '`GET /v2/webhooks/{id}/deliveries` lists the newest deliveries first: status `pending`, `delivered` or `failed` (given up after the last retry), and every attempt with its status code or error.',
        '`POST /v2/webhooks/{id}/test` sends a `webhook.test` ping; `POST /v2/webhooks/{id}/deliveries/{deliveryId}/redeliver` sends a delivery again with the same id.',
        '`DELETE /v2/webhooks/{id}` ends the subscription.',
      ],
    },
    { kind: 'heading', text: 'Receiving a delivery' },
    {
      kind: 'text',
      text: 'Deliveries follow the [Standard Webhooks](https://www.standardwebhooks.com/) specification: check the `webhook-signature` header against the `webhook-id`, `webhook-timestamp` and the raw body with your secret (the standardwebhooks libraries do it in one call), refuse old timestamps, then answer `2xx` quickly and do the work afterwards. Anything else is retried with exponential backoff.',
    },
    {
      kind: 'sample',
      label: 'A delivery',
      text: 'POST /apparel HTTP/1.1\nwebhook-id: msg_…\nwebhook-timestamp: 1795449600\nwebhook-signature: v1,…\ncontent-type: application/json\n\n{"type": "order.shipped", "timestamp": "2026-11-23T16:00:00Z", "data": {…}}',
    },
    {
      kind: 'list',
      items: [
        'At least once: the same event can arrive twice. The `webhook-id` stays the same across retries and redeliveries; remember the ids you processed.',
        "Order is not guaranteed: compare the event's `timestamp`, or read the order again.",
        'A webhook can be missed while your endpoint is down for longer than the retries last: keep a slow poll (say hourly) as a safety net.',
      ],
    },
  ],
};
