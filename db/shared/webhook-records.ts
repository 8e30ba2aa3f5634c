// Webhook rows <-> domain, and the fan-out both dialects share: which endpoints an event becomes a
// message for, and the message rows themselves.
import { randomBytes } from 'node:crypto';
import type {
  NewWebhookEndpoint,
  WebhookAttempt,
  WebhookDelivery,
  WebhookEndpoint,
} from '@/lib/domain/ports/webhook-repository';
import {
  crossesBelow,
  isWebhookEventType,
  payloadOf,
  returnReceivedEvent,
  stockLowEvent,
  type OrderRecordFacts,
  type WebhookDeliveryStatus,
  type WebhookEvent,
} from '@/lib/domain/webhooks';
import { raNumberOf } from '@/lib/domain/returns';
import type { WebhookAttemptRow, WebhookEndpointRow, WebhookMessageRow } from './rows';

const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz';

/** ulid-ish: 10 characters of milliseconds (sortable), 16 random; prefixed 'ep_' or 'msg_'. */
export function newWebhookId(prefix: 'ep' | 'msg', now: number): string {
  let time = '';
  for (let t = now, i = 0; i < 10; i++, t = Math.floor(t / 32)) {
    time = CROCKFORD.charAt(t % 32) + time;
  }
  const random = [...randomBytes(16)].map((b) => CROCKFORD.charAt(b % 32)).join('');
  return `${prefix}_${time}${random}`;
}

function stringList(json: string): string[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
}

export function toWebhookEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    accountId: row.accountId,
    url: row.url,
    description: row.description,
    events: stringList(row.events).filter(isWebhookEventType),
    skus: stringList(row.skus),
    stockLowThreshold: row.stockLowThreshold,
    createdAt: row.createdAt,
    secretRotatedAt: row.secretRotatedAt,
  };
}

export function endpointInsertOf(endpoint: NewWebhookEndpoint, id: string): WebhookEndpointRow {
  return {
    id,
    accountId: endpoint.accountId,
    url: endpoint.url,
    description: endpoint.description,
    events: JSON.stringify(endpoint.events),
    followsStockLow: endpoint.events.includes('stock.low'),
    skus: JSON.stringify(endpoint.skus),
    stockLowThreshold: endpoint.stockLowThreshold,
    secret: endpoint.secret,
    previousSecret: null,
    previousSecretUntil: null,
    createdAt: endpoint.createdAt,
    secretRotatedAt: null,
  };
}

function toAttempt(row: WebhookAttemptRow): WebhookAttempt {
  return {
    attemptedAt: row.attemptedAt,
    statusCode: row.statusCode,
    error: row.error,
    durationMs: row.durationMs,
  };
}

export function toWebhookDelivery(
  row: WebhookMessageRow,
  attempts: readonly WebhookAttemptRow[],
): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventType: row.eventType,
    createdAt: row.createdAt,
    status: row.status as WebhookDeliveryStatus,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt : null,
    attempts: attempts.filter((a) => a.messageId === row.id).map(toAttempt),
    payload: row.payload,
  };
}

/** The secrets a delivery signs with: the current one, and the previous one during its grace. */
export function signingSecretsOf(row: WebhookEndpointRow, now: number): string[] {
  const secrets = [row.secret];
  if (row.previousSecret !== null && (row.previousSecretUntil ?? 0) > now) {
    secrets.push(row.previousSecret);
  }
  return secrets;
}

/** A new message of `event` for one endpoint, due at once. */
export function messageInsertOf(
  endpoint: { id: string; accountId: number },
  event: WebhookEvent,
): WebhookMessageRow {
  return {
    id: newWebhookId('msg', event.at),
    endpointId: endpoint.id,
    accountId: endpoint.accountId,
    eventType: event.type,
    payload: payloadOf(event),
    createdAt: event.at,
    status: 'pending',
    nextAttemptAt: event.at,
    attemptCount: 0,
    leaseToken: null,
    leasedUntil: null,
  };
}

/** The messages of an account's event: one per endpoint of the account subscribed to it. */
export function accountEventMessages(
  endpoints: readonly Pick<WebhookEndpointRow, 'id' | 'accountId' | 'events'>[],
  event: WebhookEvent,
): WebhookMessageRow[] {
  return endpoints
    .filter((e) => stringList(e.events).includes(event.type))
    .map((e) => messageInsertOf(e, event));
}

/** A product's stock change as the stock.low fan-out sees it (totals over all warehouses). */
export interface StockChange {
  productId: number;
  sku: string;
  before: number;
  after: number;
}

/**
 * The stock.low messages of one product's change: for each stock.low endpoint that follows the
 * sku, or whose account cross-references the product, and whose threshold the change crossed.
 */
export function stockLowMessages(
  endpoints: readonly Pick<WebhookEndpointRow, 'id' | 'accountId' | 'skus' | 'stockLowThreshold'>[],
  change: StockChange,
  crossReferencingAccounts: ReadonlySet<number>,
  at: number,
): WebhookMessageRow[] {
  return endpoints
    .filter((e) => crossesBelow(change.before, change.after, e.stockLowThreshold))
    .filter(
      (e) => crossReferencingAccounts.has(e.accountId) || stringList(e.skus).includes(change.sku),
    )
    .map((e) =>
      messageInsertOf(
        e,
        stockLowEvent(
          { sku: change.sku, available: change.after, threshold: e.stockLowThreshold },
          at,
        ),
      ),
    );
}

/** Guarded decrements as per-product stock deltas (negative: taken). */
export function stockDeltasOf(
  decrements: readonly { productId: number; qty: number }[],
): { productId: number; delta: number }[] {
  const byProduct = new Map<number, number>();
  for (const d of decrements) byProduct.set(d.productId, (byProduct.get(d.productId) ?? 0) - d.qty);
  return [...byProduct].map(([productId, delta]) => ({ productId, delta }));
}

/** An orders row's columns as the facts its lifecycle webhooks carry. */
export function orderRecordFactsOf(row: {
  orderNumber: string;
  poNumber: string;
  warehouseCode: string;
  isTest: boolean;
  invoiceNumber: string;
  trackingNumber: string;
}): OrderRecordFacts {
  return {
    orderNumber: row.orderNumber,
    poNumber: row.poNumber,
    warehouseCode: row.warehouseCode,
    testOrder: row.isTest,
    invoiceNumber: row.invoiceNumber,
    trackingNumber: row.trackingNumber,
  };
}

/** return.received: the RA and the order number of the return's records. */
export function returnReceivedEventOf(
  returnId: number,
  orderNumber: string | null,
  at: number,
): WebhookEvent {
  return returnReceivedEvent(
    { raNumber: raNumberOf(returnId), orderNumber: orderNumber ?? '', testOrder: false },
    at,
  );
}
