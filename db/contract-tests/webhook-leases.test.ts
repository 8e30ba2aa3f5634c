// Webhook messages with N processes, the same contract on SQLite and on PostgreSQL: a message is
// held by one process at a time through a lease (token + expiry), each successful lease delivers
// it once, an expired lease passes to another process and voids the dead holder's token, and a
// redelivery queues the same message id again.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Repositories } from '@/lib/domain/ports/repositories';
import { webhookTestEvent } from '@/lib/domain/webhooks';
import { SEED_NOW } from '@/tests/support/seed-instant';
import { onEvery, openProcesses, type Processes } from './shared-processes';
import { newEndpoint, TEST_WEBHOOK_SECRET } from './webhook-fixtures';

const ACCOUNT_ID = 1;
const OTHER_ACCOUNT_ID = 2;
const NOW = SEED_NOW + 60 * 60_000;
const LEASE_MS = 60_000;
const ok = { statusCode: 200, error: null, durationMs: 3 };

describe.each(['sqlite', 'postgres'] as const)('webhook leases on %s', (dialect) => {
  let processes: Processes;
  let first: Repositories;
  let second: Repositories;
  let endpointId: string;
  beforeAll(async () => {
    processes = await openProcesses(dialect, 3);
    [first, second] = processes.repos as [Repositories, Repositories];
  });
  afterAll(() => processes?.close());
  beforeEach(async () => {
    const { db, t } = processes.test;
    await db.delete(t.webhookAttempts);
    await db.delete(t.webhookMessages);
    await db.delete(t.webhookEndpoints);
    const endpoint = await first.webhooks.createEndpoint(newEndpoint(ACCOUNT_ID, NOW), 10);
    endpointId = endpoint!.id;
  });

  async function queue(count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      ids.push(await first.webhooks.enqueueFor(ACCOUNT_ID, endpointId, webhookTestEvent('x', NOW)));
    }
    return ids.sort();
  }

  it('gives every message to exactly one of three processes claiming at once', async () => {
    const ids = await queue(40);
    const claimed = await onEvery(processes, async (repos, index) => {
      const mine: string[] = [];
      for (;;) {
        const batch = await repos.webhooks.claimDue(NOW, NOW + LEASE_MS, `worker-${index}`, 6);
        if (batch.length === 0) return mine;
        mine.push(...batch.map((m) => m.id));
      }
    });
    const all = claimed.flat().sort();
    expect(all).toEqual(ids);
  });

  it('delivers each message once when three processes deliver at once', async () => {
    const ids = await queue(20);
    const sent: string[] = [];
    const finished = await onEvery(processes, async (repos, index) => {
      let count = 0;
      for (;;) {
        const token = `worker-${index}-${count}`;
        const batch = await repos.webhooks.claimDue(NOW, NOW + LEASE_MS, token, 3);
        if (batch.length === 0) return count;
        for (const message of batch) {
          await Promise.resolve(); // the POST, during which the others run
          sent.push(message.id);
          const held = await repos.webhooks.finishAttempt(
            message.id,
            token,
            { attemptedAt: NOW, ...ok },
            { status: 'delivered', nextAttemptAt: null },
          );
          if (held) count++;
        }
      }
    });
    expect(finished.reduce((n, c) => n + c, 0)).toBe(ids.length);
    expect(sent.sort()).toEqual(ids);
    const deliveries = await first.webhooks.listDeliveries(ACCOUNT_ID, endpointId, 50);
    expect(deliveries.every((d) => d.status === 'delivered' && d.attempts.length === 1)).toBe(true);
  });

  it('passes an expired lease to another process; the dead holder can no longer finish it', async () => {
    const [id] = await queue(1);
    const [claimed] = await first.webhooks.claimDue(NOW, NOW + LEASE_MS, 'dead', 10);
    expect(claimed).toMatchObject({ id, attemptCount: 1 });
    expect(claimed?.secrets).toEqual([TEST_WEBHOOK_SECRET]);
    expect(await second.webhooks.claimDue(NOW + LEASE_MS / 2, NOW + 2 * LEASE_MS, 'b', 10)).toEqual(
      [],
    );
    const later = NOW + LEASE_MS;
    const [again] = await second.webhooks.claimDue(later, later + LEASE_MS, 'alive', 10);
    expect(again).toMatchObject({ id, attemptCount: 2 });
    const attempt = { attemptedAt: later, ...ok };
    const delivered = { status: 'delivered' as const, nextAttemptAt: null };
    expect(await first.webhooks.finishAttempt(id!, 'dead', attempt, delivered)).toBe(false);
    expect(await second.webhooks.finishAttempt(id!, 'alive', attempt, delivered)).toBe(true);
    const delivery = await first.webhooks.findDelivery(ACCOUNT_ID, endpointId, id!);
    expect(delivery).toMatchObject({ status: 'delivered', nextAttemptAt: null });
    // Both attempts happened, so both are on record.
    expect(delivery?.attempts).toHaveLength(2);
  });

  it('retries at the next attempt time, and a redelivery queues the same id with a fresh round', async () => {
    const [id] = await queue(1);
    await first.webhooks.claimDue(NOW, NOW + LEASE_MS, 'a', 10);
    const retryAt = NOW + 5_000;
    await first.webhooks.finishAttempt(
      id!,
      'a',
      { attemptedAt: NOW, statusCode: null, error: 'connect ECONNREFUSED', durationMs: 1 },
      { status: 'pending', nextAttemptAt: retryAt },
    );
    expect(await second.webhooks.claimDue(retryAt - 1, retryAt + LEASE_MS, 'b', 10)).toEqual([]);
    const [retried] = await second.webhooks.claimDue(retryAt, retryAt + LEASE_MS, 'b', 10);
    expect(retried).toMatchObject({ id, attemptCount: 2 });
    await second.webhooks.finishAttempt(
      id!,
      'b',
      { attemptedAt: retryAt, statusCode: 500, error: null, durationMs: 1 },
      { status: 'failed', nextAttemptAt: null },
    );
    expect(await first.webhooks.claimDue(retryAt + 1e9, retryAt + 2e9, 'c', 10)).toEqual([]);

    expect(await first.webhooks.redeliver(OTHER_ACCOUNT_ID, endpointId, id!, retryAt)).toBe(false);
    expect(await first.webhooks.redeliver(ACCOUNT_ID, endpointId, id!, retryAt + 10)).toBe(true);
    const [again] = await first.webhooks.claimDue(retryAt + 10, retryAt + LEASE_MS, 'c', 10);
    expect(again).toMatchObject({ id, attemptCount: 1 });
  });

  it('keeps endpoints and deliveries inside their account', async () => {
    const [id] = await queue(1);
    expect(await first.webhooks.findEndpoint(OTHER_ACCOUNT_ID, endpointId)).toBeUndefined();
    expect(await first.webhooks.listDeliveries(OTHER_ACCOUNT_ID, endpointId, 50)).toEqual([]);
    expect(await first.webhooks.findDelivery(OTHER_ACCOUNT_ID, endpointId, id!)).toBeUndefined();
    expect(await first.webhooks.deleteEndpoint(OTHER_ACCOUNT_ID, endpointId)).toBe(false);
    expect(await first.webhooks.deleteEndpoint(ACCOUNT_ID, endpointId)).toBe(true);
    expect(await first.webhooks.listEndpoints(ACCOUNT_ID)).toEqual([]);
  });

  it('signs with the previous secret alongside the new one until its grace period ends', async () => {
    await queue(1);
    const rotated = await first.webhooks.rotateSecret(
      ACCOUNT_ID,
      endpointId,
      'whsec_bmV3LW5ldy1uZXctbmV3LW5ldy1uZXctbmV3LW5ldw==',
      NOW,
      NOW + 1_000,
    );
    expect(rotated?.secretRotatedAt).toBe(NOW);
    const [during] = await first.webhooks.claimDue(NOW, NOW + 10, 'a', 10);
    expect(during?.secrets).toHaveLength(2);
    const [after] = await first.webhooks.claimDue(NOW + 1_000, NOW + 1_010, 'b', 10);
    expect(after?.secrets).toEqual(['whsec_bmV3LW5ldy1uZXctbmV3LW5ldy1uZXctbmV3LW5ldw==']);
  });

  it('refuses an endpoint beyond the account limit', async () => {
    const again = await first.webhooks.createEndpoint(
      newEndpoint(ACCOUNT_ID, NOW, {
        url: 'https://hooks.example.com/2',
        events: ['stock.low'],
        secret: 'whsec_x',
      }),
      1,
    );
    expect(again).toBeUndefined();
  });
});
