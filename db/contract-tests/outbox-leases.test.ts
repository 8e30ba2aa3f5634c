// The outbox with N processes, the same contract on SQLite and on PostgreSQL: every e-mail is
// claimed by exactly one process at a time through a lease with an expiry, is delivered once per
// successful lease, and is claimed again when the process holding it died mid-delivery.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED_NOW } from '@/tests/support/seed-instant';
import { onEvery, openProcesses, type Processes } from './shared-processes';

const ACCOUNT_ID = 1;
const NOW = SEED_NOW + 60 * 60_000;
// The values lib/services/deliver-outbox.ts uses (db/ may not import the services).
const OUTBOX_LEASE_MS = 5 * 60_000;
const OUTBOX_MAX_ATTEMPTS = 8;

describe.each(['sqlite', 'postgres'] as const)('outbox leases on %s', (dialect) => {
  let processes: Processes;
  beforeAll(async () => {
    processes = await openProcesses(dialect, 3);
  });
  afterAll(() => processes?.close());
  beforeEach(async () => {
    const { db, t } = processes.test;
    await db.delete(t.outbox);
  });

  async function queue(count: number): Promise<number[]> {
    const { db, t } = processes.test;
    const rows = await db
      .insert(t.outbox)
      .values(
        Array.from({ length: count }, (_, i) => ({
          accountId: ACCOUNT_ID,
          kind: 'order-confirmation',
          orderNumber: `T${i}`,
          toAddress: `buyer${i}@example.com`,
          subject: `Order T${i}`,
          textBody: 'text',
          htmlBody: '<p>html</p>',
          createdAt: NOW,
        })),
      )
      .returning({ id: t.outbox.id });
    return rows.map((r) => r.id);
  }

  async function rowOf(id: number) {
    const { db, t } = processes.test;
    const [row] = await db.select().from(t.outbox).where(eq(t.outbox.id, id));
    return row;
  }

  it('gives every message to exactly one of three processes claiming at once', async () => {
    const ids = await queue(60);
    const claimed = await onEvery(processes, async (repos) => {
      const mine: number[] = [];
      for (;;) {
        const batch = await repos.outbox.claim(NOW, NOW + OUTBOX_LEASE_MS, OUTBOX_MAX_ATTEMPTS, 7);
        if (batch.length === 0) return mine;
        mine.push(...batch.map((m) => m.id));
      }
    });
    const all = claimed.flat().sort((a, b) => a - b);
    expect(all).toEqual(ids);
    expect(new Set(all).size).toBe(ids.length);
  });

  it('sends each message once when three processes deliver at once', async () => {
    const ids = await queue(25);
    const sent: string[] = [];
    // The delivery loop of lib/services/deliver-outbox.ts: claim, send, mark under the lease.
    const delivered = await onEvery(processes, async (repos) => {
      let count = 0;
      for (;;) {
        const leaseUntil = NOW + OUTBOX_LEASE_MS;
        const batch = await repos.outbox.claim(NOW, leaseUntil, OUTBOX_MAX_ATTEMPTS, 4);
        if (batch.length === 0) return count;
        for (const message of batch) {
          await Promise.resolve(); // the SMTP round trip, during which the others run
          sent.push(`<outbox-${message.id}@test.example>`);
          if (await repos.outbox.markSent(message.id, leaseUntil, NOW)) count++;
        }
      }
    });
    expect(delivered.reduce((n, c) => n + c, 0)).toBe(ids.length);
    expect(sent.sort()).toEqual(ids.map((id) => `<outbox-${id}@test.example>`).sort());
    for (const id of ids) expect((await rowOf(id))?.sentAt).toBe(NOW);
  });

  it('lets another process claim a message whose holder died, and only the new lease marks it sent', async () => {
    const [id] = await queue(1);
    const [dead, alive] = processes.repos as [
      (typeof processes.repos)[0],
      (typeof processes.repos)[0],
    ];
    const deadLease = NOW + OUTBOX_LEASE_MS;
    expect(
      (await dead.outbox.claim(NOW, deadLease, OUTBOX_MAX_ATTEMPTS, 10)).map((m) => m.id),
    ).toEqual([id]);

    // While the lease runs nobody else gets it.
    const during = NOW + OUTBOX_LEASE_MS / 2;
    expect(
      await alive.outbox.claim(during, during + OUTBOX_LEASE_MS, OUTBOX_MAX_ATTEMPTS, 10),
    ).toEqual([]);

    // Expired: re-claimed with a later lease, counted as a second attempt.
    const later = deadLease + 1;
    const liveLease = later + OUTBOX_LEASE_MS;
    const [again] = await alive.outbox.claim(later, liveLease, OUTBOX_MAX_ATTEMPTS, 10);
    expect(again).toMatchObject({ id, attempts: 2, claimedUntil: liveLease });

    // The dead process coming back cannot mark it: its lease is gone.
    expect(await dead.outbox.markSent(id!, deadLease, later)).toBe(false);
    expect(await alive.outbox.markSent(id!, liveLease, later + 5)).toBe(true);
    expect(await alive.outbox.markSent(id!, liveLease, later + 6)).toBe(false);
    expect(await rowOf(id!)).toMatchObject({ sentAt: later + 5, attempts: 2 });
    expect(await dead.outbox.claim(liveLease + 1, liveLease + 2, OUTBOX_MAX_ATTEMPTS, 10)).toEqual(
      [],
    );
  });

  it('keeps a failed message leased until its retry time, then any process retries it', async () => {
    const [id] = await queue(1);
    const [first, second] = processes.repos as [
      (typeof processes.repos)[0],
      (typeof processes.repos)[0],
    ];
    const lease = NOW + OUTBOX_LEASE_MS;
    await first.outbox.claim(NOW, lease, OUTBOX_MAX_ATTEMPTS, 10);
    const retryAt = NOW + 60_000;
    await first.outbox.markFailed(id!, lease, 'SMTP 451 try later', retryAt);
    expect(await second.outbox.claim(retryAt - 1, retryAt + 1, OUTBOX_MAX_ATTEMPTS, 10)).toEqual(
      [],
    );
    const [retried] = await second.outbox.claim(
      retryAt,
      retryAt + OUTBOX_LEASE_MS,
      OUTBOX_MAX_ATTEMPTS,
      10,
    );
    expect(retried).toMatchObject({ id, attempts: 2, lastError: 'SMTP 451 try later' });
  });

  it('stops claiming a message that used up its attempts', async () => {
    const [id] = await queue(1);
    const repos = processes.repos[0]!;
    let at = NOW;
    for (let attempt = 1; attempt <= 2; attempt++) {
      expect((await repos.outbox.claim(at, at + 10, 2, 10)).map((m) => m.id)).toEqual([id]);
      at += 11;
    }
    expect(await repos.outbox.claim(at, at + 10, 2, 10)).toEqual([]);
  });
});
