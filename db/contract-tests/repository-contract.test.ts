// One contract for the repositories of both dialects, port by port: accounts are walls (another
// account's rows are invisible and untouchable), an Idempotency-Key is begun, completed, replayed,
// refused for another body and taken over once expired, rate-limit counts are per account and per
// window, and messages of the outbox are listed per account only. Run on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_QUOTES } from '@/db/seed/commerce-fixtures';
import { DEMO_SKUS } from '@/db/seed/demo-fixtures';
import type { Repositories } from '@/lib/domain/ports/repositories';
import { SEED_NOW } from '@/tests/support/seed-instant';
import { openProcesses, type Processes } from './shared-processes';

const NOW = SEED_NOW + 60 * 60_000;
const DAY = 86_400_000;
const answer = (body: string) => ({ status: 200, contentType: 'application/json', body });

describe.each(['sqlite', 'postgres'] as const)('repository contract on %s', (dialect) => {
  let processes: Processes;
  let repos: Repositories;
  beforeAll(async () => {
    processes = await openProcesses(dialect, 1);
    repos = processes.repos[0]!;
  });
  afterAll(() => processes?.close());

  describe('cross references: scoped by account', () => {
    it('creates, re-points and removes one account’s mapping without touching another’s', async () => {
      const tee = await repos.crossRefs.findProductId(DEMO_SKUS.plentiful.sku);
      const low = await repos.crossRefs.findProductId(DEMO_SKUS.lowStock.sku);
      expect(tee).toBeDefined();
      expect(await repos.crossRefs.upsert(1, 'WALL-1', tee!, NOW)).toBe('created');
      expect(await repos.crossRefs.upsert(2, 'WALL-1', low!, NOW)).toBe('created');
      expect(await repos.crossRefs.upsert(1, 'WALL-1', low!, NOW + 1)).toBe('updated');

      const mine = await repos.crossRefs.list(1, ['WALL-1']);
      const theirs = await repos.crossRefs.list(2, ['WALL-1']);
      expect(mine.map((r) => r.sku)).toEqual([DEMO_SKUS.lowStock.sku]);
      expect(theirs.map((r) => r.sku)).toEqual([DEMO_SKUS.lowStock.sku]);

      expect(await repos.crossRefs.remove(1, 'WALL-1')).toBe(true);
      expect(await repos.crossRefs.remove(1, 'WALL-1')).toBe(false);
      expect(await repos.crossRefs.list(1, ['WALL-1'])).toEqual([]);
      expect(await repos.crossRefs.list(2, ['WALL-1'])).toHaveLength(1);
    });

    it('finds a product by skuID, sku in any case or gtin, and nothing for an unknown one', async () => {
      const id = await repos.crossRefs.findProductId(DEMO_SKUS.plentiful.sku);
      expect(await repos.crossRefs.findProductId(String(id))).toBe(id);
      expect(await repos.crossRefs.findProductId(DEMO_SKUS.plentiful.sku.toLowerCase())).toBe(id);
      expect(await repos.crossRefs.findProductId('NO-SUCH-SKU')).toBeUndefined();
    });
  });

  describe('quotes: scoped by account', () => {
    it('shows a quote to its own account only', async () => {
      const number = DEMO_QUOTES.validMultiUse.number;
      const own = await repos.quotes.findForAccount(1, number);
      expect(own?.quoteNumber).toBe(number);
      expect(await repos.quotes.findForAccount(2, number)).toBeUndefined();
      expect((await repos.quotes.listForAccount(2)).map((q) => q.quoteNumber)).not.toContain(
        number,
      );
    });
  });

  describe('idempotency keys', () => {
    it('begins once, answers running to the same key, then replays the completed answer', async () => {
      const expires = NOW + DAY;
      expect(await repos.idempotency.begin(1, 'K-1', 'h1', NOW, expires, NOW - DAY)).toEqual({
        kind: 'started',
      });
      expect(await repos.idempotency.begin(1, 'K-1', 'h1', NOW, expires, NOW - DAY)).toEqual({
        kind: 'running',
        requestHash: 'h1',
      });
      await repos.idempotency.complete(1, 'K-1', 'h1', answer('{"ok":1}'));
      expect(await repos.idempotency.begin(1, 'K-1', 'h2', NOW, expires, NOW - DAY)).toEqual({
        kind: 'done',
        requestHash: 'h1',
        answer: answer('{"ok":1}'),
      });
    });

    it('keeps the same key of two accounts apart', async () => {
      const expires = NOW + DAY;
      expect((await repos.idempotency.begin(1, 'K-2', 'h', NOW, expires, NOW - DAY)).kind).toBe(
        'started',
      );
      expect((await repos.idempotency.begin(2, 'K-2', 'h', NOW, expires, NOW - DAY)).kind).toBe(
        'started',
      );
    });

    it('lets a retry run again after a release, and takes over an expired reservation', async () => {
      await repos.idempotency.begin(1, 'K-3', 'h', NOW, NOW + DAY, NOW - DAY);
      await repos.idempotency.release(1, 'K-3', 'h');
      expect((await repos.idempotency.begin(1, 'K-3', 'h', NOW, NOW + DAY, NOW - DAY)).kind).toBe(
        'started',
      );

      await repos.idempotency.begin(1, 'K-4', 'h', NOW, NOW + 1_000, NOW - DAY);
      await repos.idempotency.complete(1, 'K-4', 'h', answer('old'));
      const later = NOW + 2_000;
      expect(
        (await repos.idempotency.begin(1, 'K-4', 'other', later, later + DAY, later - DAY)).kind,
      ).toBe('started');
    });
  });

  describe('rate limits', () => {
    // The decision sees the counts before this request; admitted requests are counted.
    const admit = (accountId: number, window: number, admitted = true) =>
      repos.rateLimits.admit(accountId, window, window - 60_000, (counts) => ({
        admitted,
        counts,
      }));

    it('counts per account and per window, and the window before', async () => {
      const window = NOW - (NOW % 60_000);
      expect((await admit(1, window)).counts).toEqual({ previous: 0, current: 0 });
      expect((await admit(1, window)).counts).toEqual({ previous: 0, current: 1 });
      expect((await admit(2, window)).counts).toEqual({ previous: 0, current: 0 });
      expect((await admit(1, window + 60_000)).counts).toEqual({ previous: 2, current: 0 });
      expect((await admit(1, window)).counts).toEqual({ previous: 0, current: 2 });
    });

    it('does not count a refused request', async () => {
      const window = NOW - (NOW % 60_000) + 10 * 60_000;
      await admit(3, window, false);
      await admit(3, window, false);
      expect((await admit(3, window)).counts.current).toBe(0);
    });
  });

  describe('outbox', () => {
    it('lists an account’s own messages only', async () => {
      const { db, t } = processes.test;
      for (const accountId of [1, 2]) {
        await db.insert(t.outbox).values({
          accountId,
          kind: 'order-confirmation',
          orderNumber: null,
          toAddress: `wall-${accountId}@example.com`,
          subject: 's',
          textBody: 't',
          htmlBody: '<p>t</p>',
          createdAt: NOW,
        });
      }
      const own = await repos.outbox.listForAccount(1, 1000);
      expect(own.every((m) => m.accountId === 1)).toBe(true);
      expect(own.map((m) => m.toAddress)).toContain('wall-1@example.com');
      expect(own.map((m) => m.toAddress)).not.toContain('wall-2@example.com');
    });
  });
});
