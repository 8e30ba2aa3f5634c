import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDeliveryTask } from '@/lib/server/order-lifecycle-tasks';
import { startTestServer, type TestServer } from './harness';
import { placeOrder, postOrder, stockedSkus } from './order-helpers';

interface Received {
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let received: Received[] = [];
let refuse: string | undefined;
let server: TestServer;
let offline: TestServer;
let skus: { il: string; nj: string };

/** Undo quoted-printable soft breaks and escapes so the test can read the bodies. */
function decoded(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse && address.address === refuse) {
        callback(new Error('550 mailbox unavailable'));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startTestServer({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Orders <orders@portal.test>' },
  });
  offline = await startTestServer();
  skus = {
    il: (await stockedSkus(server, 'IL', 1))[0]!,
    nj: (await stockedSkus(server, 'NJ', 1))[0]!,
  };
});
afterAll(async () => {
  await server.close();
  await offline.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const outboxRows = ({ db, t }: TestServer) =>
  db
    .select({
      id: t.outbox.id,
      kind: t.outbox.kind,
      toAddress: t.outbox.toAddress,
      sentAt: t.outbox.sentAt,
      attempts: t.outbox.attempts,
      lastError: t.outbox.lastError,
    })
    .from(t.outbox)
    .orderBy(t.outbox.id);

describe('outbox delivery over SMTP', () => {
  it('sends the order confirmation once: HTML and text, one section per warehouse, totals and expected delivery', async () => {
    received = [];
    const placed = await placeOrder(server, {
      poNumber: 'PO-MAIL-1',
      emailConfirmation: 'buyer@customer.test',
      lines: [
        { identifier: skus.il, qty: 3, warehouseAbbr: 'IL' },
        { identifier: skus.nj, qty: 2, warehouseAbbr: 'NJ' },
      ],
    });
    await outboxDeliveryTask.run(server.app);
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.to).toEqual(['buyer@customer.test']);
    const body = decoded(mail.raw);
    expect(body).toMatch(new RegExp(`^Subject: .*${placed[0]!.orderNumber}`, 'm'));
    expect(body).toMatch(/^From: Orders <orders@portal\.test>/m);
    expect(body).toMatch(/Message-ID: <outbox-\d+@portal\.test>/i);
    expect(body).toContain('Content-Type: text/plain');
    expect(body).toContain('Content-Type: text/html');
    expect(body).toMatch(/Ships from IL by .*expected delivery \w{3}, \w{3} \d{1,2}, 2026/);
    expect(body).toMatch(/Ships from NJ by /);
    for (const record of placed) expect(body).toContain(`$${record.total.toFixed(2)}`);

    const [row] = await outboxRows(server);
    expect(row).toMatchObject({ kind: 'order-confirmation', attempts: 1 });
    expect(row!.sentAt).not.toBeNull();

    // Nothing is sent twice.
    await outboxDeliveryTask.run(server.app);
    expect(received).toHaveLength(1);
  });

  it('sends line-error details when rejectLineErrors_Email is true', async () => {
    received = [];
    const res = await postOrder(
      server,
      { lines: [] },
      JSON.stringify({
        shippingAddress: { address: '3600 N Clark St', city: 'Chicago', state: 'IL', zip: '60613' },
        emailConfirmation: 'lines@customer.test',
        rejectLineErrors: false,
        lines: [
          { identifier: skus.il, qty: 1, warehouseAbbr: 'IL' },
          { identifier: skus.il, qty: 999_999, warehouseAbbr: 'NJ' },
        ],
      }),
    );
    expect(res.status).toBe(200);
    await outboxDeliveryTask.run(server.app);
    const kinds = (await outboxRows(server))
      .filter((r) => r.toAddress === 'lines@customer.test')
      .map((r) => r.kind)
      .sort();
    expect(kinds).toEqual(['line-errors', 'order-confirmation']);
    expect(received.map((m) => m.to[0])).toEqual(['lines@customer.test', 'lines@customer.test']);
    expect(received.some((m) => /could not be filled/.test(decoded(m.raw)))).toBe(true);
  });

  it('retries a refused message with back-off and records the error, then delivers it', async () => {
    received = [];
    refuse = 'refused@customer.test';
    await placeOrder(server, {
      emailConfirmation: 'refused@customer.test',
      lines: [{ identifier: skus.il, qty: 1, warehouseAbbr: 'IL' }],
    });
    await outboxDeliveryTask.run(server.app);
    let row = (await outboxRows(server)).find((r) => r.toAddress === 'refused@customer.test')!;
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/550|mailbox/);
    // Within the back-off nothing is tried again.
    await outboxDeliveryTask.run(server.app);
    expect((await outboxRows(server)).find((r) => r.id === row.id)!.attempts).toBe(1);

    refuse = undefined;
    server.clock.advance(61_000);
    await outboxDeliveryTask.run(server.app);
    row = (await outboxRows(server)).find((r) => r.id === row.id)!;
    expect(row.sentAt).not.toBeNull();
    expect(row.attempts).toBe(2);
    expect(received).toHaveLength(1);
  });

  it('never loses a message claimed by a worker that crashed: it is sent once the lease expires', async () => {
    received = [];
    await placeOrder(server, {
      emailConfirmation: 'crash@customer.test',
      lines: [{ identifier: skus.il, qty: 1, warehouseAbbr: 'IL' }],
    });
    const row = (await outboxRows(server)).find((r) => r.toAddress === 'crash@customer.test')!;
    // A worker leased it and died before sending or marking it.
    await server.db
      .update(server.t.outbox)
      .set({ claimedUntil: server.clock.now() + 5 * 60_000, attempts: 1 })
      .where(eq(server.t.outbox.id, row.id));
    await outboxDeliveryTask.run(server.app);
    expect(received).toHaveLength(0);
    server.clock.advance(5 * 60_000 + 1);
    await outboxDeliveryTask.run(server.app);
    expect(received.map((m) => m.to[0])).toEqual(['crash@customer.test']);
  });

  it('two workers delivering at once send each message once', async () => {
    received = [];
    for (let i = 0; i < 4; i++) {
      await placeOrder(server, {
        emailConfirmation: `pair${i}@customer.test`,
        lines: [{ identifier: skus.il, qty: 1, warehouseAbbr: 'IL' }],
      });
    }
    await Promise.all([outboxDeliveryTask.run(server.app), outboxDeliveryTask.run(server.app)]);
    expect(received.map((m) => m.to[0]).sort()).toEqual(
      [0, 1, 2, 3].map((i) => `pair${i}@customer.test`),
    );
  });

  it('without SMTP_URL keeps messages in the outbox', async () => {
    await placeOrder(offline, {
      emailConfirmation: 'kept@customer.test',
      lines: [{ identifier: skus.il, qty: 1, warehouseAbbr: 'IL' }],
    });
    await outboxDeliveryTask.run(offline.app);
    const [row] = await outboxRows(offline);
    expect(row).toMatchObject({ toAddress: 'kept@customer.test', sentAt: null, attempts: 0 });

    // The portal reads them through GET /v2/outbox/, scoped to the account.
    const listed = (await (await offline.call('/v2/outbox/')).json()) as {
      to: string;
      status: string;
      sentDate: string | null;
      textBody: string;
    }[];
    expect(listed[0]).toMatchObject({
      to: 'kept@customer.test',
      status: 'Waiting',
      sentDate: null,
    });
    expect(listed[0]!.textBody).toMatch(/Ships from IL/);
    const other = (await (
      await offline.call('/v2/outbox/', { as: 'account2' })
    ).json()) as unknown[];
    expect(other).toEqual([]);
  });
});
