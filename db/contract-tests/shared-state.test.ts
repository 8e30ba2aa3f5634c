// State that N app processes share through the database, the same contract on SQLite and on
// PostgreSQL: three processes hitting one row at once lose no update and never both win.
import { afterFailure, PAIR_POLICY } from '@/lib/domain/sign-in-throttle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SKUS } from '@/db/seed/demo-fixtures';
import { SEED_NOW } from '@/tests/support/seed-instant';
import { onEvery, openProcesses, type Processes } from './shared-processes';

const ACCOUNT_ID = 1;
const NOW = SEED_NOW + 60 * 60_000;
const TIMES = 12;

/** Runs `each` TIMES per process, all processes at once. */
function burst<T>(
  processes: Processes,
  each: (index: number) => (repos: Processes['repos'][0]) => Promise<T>,
) {
  return onEvery(processes, async (repos, p) => {
    const results: T[] = [];
    for (let i = 0; i < TIMES; i++) results.push(await each(p * TIMES + i)(repos));
    return results;
  }).then((all) => all.flat());
}

describe.each(['sqlite', 'postgres'] as const)(
  'state shared by three processes on %s',
  (dialect) => {
    let processes: Processes;
    let userId: number;
    let productId: number;
    beforeAll(async () => {
      processes = await openProcesses(dialect, 3);
      const first = processes.repos[0]!;
      const user = await first.websiteUsers.findByEmail('buyer@example.com');
      const product = (await first.cart.resolveProducts(ACCOUNT_ID, [DEMO_SKUS.plentiful.sku])).get(
        DEMO_SKUS.plentiful.sku,
      );
      if (!user || product === undefined) throw new Error('demo buyer or sku missing');
      userId = user.id;
      productId = product;
    });
    afterAll(() => processes?.close());

    it('counts every request of one account in one rate-limit window', async () => {
      const window = NOW - (NOW % 60_000);
      const counts = await burst(
        processes,
        () => (repos) =>
          repos.rateLimits.admit(ACCOUNT_ID, window, window - 60_000, (seen) => ({
            admitted: true,
            before: seen.current,
          })),
      );
      // Each admission saw a different count: none was lost or counted twice.
      expect(counts.map((c) => c.before).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 3 * TIMES }, (_, i) => i),
      );
    });

    it('adds every batch of admissions recorded by the processes at once', async () => {
      const window = NOW - (NOW % 60_000) + 5 * 60_000;
      const seen = await burst(
        processes,
        () => (repos) => repos.rateLimits.record(ACCOUNT_ID, window, window - 60_000, 2),
      );
      // Each answer includes its own batch; the last one every batch.
      expect(Math.max(...seen.map((c) => c.current))).toBe(3 * TIMES * 2);
      expect(seen.every((c) => c.current >= 2 && c.previous === 0)).toBe(true);
      const read = await processes.repos[0]!.rateLimits.record(
        ACCOUNT_ID,
        window,
        window - 60_000,
        0,
      );
      expect(read).toEqual({ previous: 0, current: 3 * TIMES * 2 });
      const next = await processes.repos[1]!.rateLimits.record(
        ACCOUNT_ID,
        window + 60_000,
        window,
        1,
      );
      expect(next).toEqual({ previous: 3 * TIMES * 2, current: 1 });
    });

    it('starts one run of an Idempotency-Key however many processes receive it', async () => {
      const outcomes = await onEvery(processes, (repos) =>
        repos.idempotency.begin(
          ACCOUNT_ID,
          'shared-key',
          'hash-1',
          NOW,
          NOW + 86_400_000,
          NOW - 10_000,
        ),
      );
      expect(outcomes.filter((o) => o.kind === 'started')).toHaveLength(1);
      expect(outcomes.filter((o) => o.kind === 'running')).toHaveLength(2);
      const winner = processes.repos[outcomes.findIndex((o) => o.kind === 'started')]!;
      const answer = { status: 201, contentType: 'application/json', body: '{"ok":true}' };
      await winner.idempotency.complete(ACCOUNT_ID, 'shared-key', 'hash-1', answer);
      const replays = await onEvery(processes, (repos) =>
        repos.idempotency.begin(ACCOUNT_ID, 'shared-key', 'hash-1', NOW + 1, NOW + 86_400_000, NOW),
      );
      for (const replay of replays)
        expect(replay).toEqual({ kind: 'done', requestHash: 'hash-1', answer });
    });

    it('counts every failed sign-in under one throttle key', async () => {
      const key = `pair:buyer@example.com|127.0.0.1:${userId}`;
      await processes.repos[0]!.signInThrottles.clear(key);
      const states = await burst(
        processes,
        () => (repos) =>
          repos.signInThrottles.update([
            { key, next: (current) => afterFailure(current, NOW, PAIR_POLICY) },
          ]),
      );
      expect(states.map(([state]) => state?.failures ?? 0).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 3 * TIMES }, (_, i) => i + 1),
      );
      await processes.repos[0]!.signInThrottles.clear(key);
    });

    it('adds every quantity put into one cart line', async () => {
      await processes.repos[0]!.cart.clear(userId);
      await burst(
        processes,
        () => (repos) =>
          repos.cart.addLines(userId, [{ productId, warehouseCode: '', qty: 2 }], NOW),
      );
      const lines = await processes.repos[1]!.cart.listLines(userId);
      expect(lines.map((l) => [l.productId, l.qty])).toEqual([[productId, 3 * TIMES * 2]]);
      await processes.repos[2]!.cart.clear(userId);
    });

    it('answers "created" once for a new cross reference put from every process', async () => {
      const outcomes = await onEvery(processes, (repos) =>
        repos.crossRefs.upsert(ACCOUNT_ID, 'SHARED-TEE', productId, NOW),
      );
      expect(outcomes.sort()).toEqual(['created', 'updated', 'updated']);
      expect(await processes.repos[0]!.crossRefs.remove(ACCOUNT_ID, 'SHARED-TEE')).toBe(true);
    });
  },
);
