// Webhook messages are written in the transaction of the change they announce, the same on SQLite
// and PostgreSQL: a committed placement writes its order.placed for the account's subscribed
// endpoints only, a refused one writes nothing (not even stock.low), and stock.low reaches every
// account that follows the sku or cross-references it, once, when its threshold is crossed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlanProduct } from '@/lib/domain/order-plan';
import type { NewWebhookEndpoint } from '@/lib/domain/ports/webhook-repository';
import type { WebhookEvent } from '@/lib/domain/webhooks';
import {
  ACCOUNT_ID,
  NOW,
  openOrderTestBed,
  placed,
  placementOf,
  productOf,
  type OrderTestBed,
} from './order-fixtures';
import { newEndpoint } from './webhook-fixtures';

const OTHER_ACCOUNT_ID = 2;
const placedEvent: WebhookEvent = { type: 'order.placed', at: NOW, data: { orderNumber: 'x' } };

describe.each(['sqlite', 'postgres'] as const)('webhook events on %s', (dialect) => {
  let bed: OrderTestBed;
  let tee: PlanProduct;
  beforeAll(async () => {
    bed = await openOrderTestBed(dialect);
    tee = await productOf(bed);
  });
  afterAll(() => bed?.close());
  beforeEach(async () => {
    const { db, t } = bed.test;
    await db.delete(t.webhookAttempts);
    await db.delete(t.webhookMessages);
    await db.delete(t.webhookEndpoints);
    await db.delete(t.crossRefs).where(eq(t.crossRefs.accountId, OTHER_ACCOUNT_ID));
  });

  const subscribe = async (endpoint: Partial<NewWebhookEndpoint>) =>
    (await bed.repos.webhooks.createEndpoint(newEndpoint(ACCOUNT_ID, NOW, endpoint), 10))!;

  const messages = async () => {
    const { db, t } = bed.test;
    return db
      .select({
        endpointId: t.webhookMessages.endpointId,
        eventType: t.webhookMessages.eventType,
        payload: t.webhookMessages.payload,
      })
      .from(t.webhookMessages);
  };

  const totalOfTee = async () =>
    (await bed.repos.orderPlacement.stockFor([tee.productId])).reduce((n, c) => n + c.qty, 0);

  it("writes a committed placement's events for the account's subscribed endpoints only", async () => {
    const mine = await subscribe({});
    await subscribe({ events: ['order.shipped'] });
    await subscribe({ accountId: OTHER_ACCOUNT_ID });
    await placed(bed, placementOf(tee, 'GA', 1, { writes: { webhookEvents: [placedEvent] } }));
    const written = await messages();
    expect(written.map((m) => [m.endpointId, m.eventType])).toEqual([[mine.id, 'order.placed']]);
    expect(JSON.parse(written[0]!.payload)).toEqual({
      type: 'order.placed',
      timestamp: new Date(NOW).toISOString(),
      data: { orderNumber: 'x' },
    });
  });

  it('writes nothing for a refused placement, not even the stock.low it would have caused', async () => {
    await subscribe({ events: ['order.placed', 'stock.low'], skus: [tee.sku] });
    const cells = await bed.repos.orderPlacement.stockFor([tee.productId]);
    const ga = cells.find((c) => c.warehouseCode === 'GA')!.qty;
    const outcome = await bed.repos.orderPlacement.commitPlacement(
      placementOf(tee, 'GA', ga + 1, { writes: { webhookEvents: [placedEvent] } }),
    );
    expect(outcome).toEqual({ ok: false, reason: 'stock' });
    expect(await messages()).toEqual([]);
  });

  it('sends stock.low to followers and cross-referencing accounts when the threshold is crossed', async () => {
    const total = await totalOfTee();
    const follower = await subscribe({
      events: ['stock.low'],
      skus: [tee.sku],
      stockLowThreshold: total - 1,
    });
    const { db, t } = bed.test;
    await db.insert(t.crossRefs).values({
      accountId: OTHER_ACCOUNT_ID,
      yourSku: 'THEIR-TEE',
      productId: tee.productId,
      updatedAt: NOW,
    });
    const crossReferencing = await subscribe({
      accountId: OTHER_ACCOUNT_ID,
      events: ['stock.low'],
      stockLowThreshold: total - 1,
    });
    const bystander = await subscribe({ events: ['stock.low'], stockLowThreshold: total - 1 });
    await placed(bed, placementOf(tee, 'GA', 1));
    expect(await messages()).toEqual([]);
    await placed(bed, placementOf(tee, 'GA', 2));
    await placed(bed, placementOf(tee, 'GA', 1));
    const written = await messages();
    expect(written.map((m) => m.endpointId).sort()).toEqual(
      [follower.id, crossReferencing.id].sort(),
    );
    expect(written.map((m) => m.endpointId)).not.toContain(bystander.id);
    for (const message of written) {
      expect(JSON.parse(message.payload)).toMatchObject({
        type: 'stock.low',
        data: { sku: tee.sku, available: total - 3, threshold: total - 1 },
      });
    }
  });
});
