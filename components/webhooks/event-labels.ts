import type { WebhookEventType } from '@/lib/domain/webhooks';

/** What each event means to a buyer, next to its wire name in the subscription form. */
export const EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'order.placed': 'an order was placed (portal, REST or SOAP)',
  'order.invoiced': 'an order was invoiced',
  'order.shipped': 'boxes of an order left the warehouse',
  'order.delivered': 'an order was delivered',
  'order.cancelled': 'an order was cancelled',
  'return.received': 'returned goods arrived back',
  'stock.low': 'a followed sku fell below the threshold',
};
