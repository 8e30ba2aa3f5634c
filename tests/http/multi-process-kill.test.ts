// Issue 10, multi-process proof: `kill -9` of one of three app processes in the middle of an
// order load loses no order that was answered 2xx and leaves no half-written order. Every
// placement here writes two warehouse records (FL and IL) and two stock decrements, so a process
// dying between any two of those writes would show as a lone record, a record without its line, or
// stock that does not match the orders. Runs on both dialects (projects `http` and `http-pg`).
import { spawn, type ChildProcess } from 'node:child_process';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SKUS } from '@/db/seed/demo-fixtures';
import { basicAuth, DEMO, startTestServer, type TestServer } from './harness';
import { orderBody, setStock, stockOf, type WireOrder } from './orders-place-helpers';

const tee = DEMO_SKUS.plentiful.sku;
const STOCK = 10_000;
const ORDERS = 90;
const CONCURRENCY = 9;
const KILL_AFTER_ANSWERS = 25;

let server: TestServer;
const processes: ChildProcess[] = [];

function startAppProcess(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/http/orders-place-process.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  processes.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PORT=(\d+)/.exec(out);
      if (match?.[1]) resolve({ child, url: `http://127.0.0.1:${match[1]}` });
    });
    child.once('exit', (code) => reject(new Error(`app process exited with ${String(code)}`)));
  });
}

beforeAll(async () => {
  server = await startTestServer();
  await setStock(server, tee, 'FL', STOCK);
  await setStock(server, tee, 'IL', STOCK);
});
afterAll(async () => {
  for (const child of processes) if (child.exitCode === null) child.kill('SIGKILL');
  await server.close();
});

/** One placement of two one-piece lines, FL and IL: two records, two stock decrements. */
async function placeAt(url: string, index: number): Promise<string | undefined> {
  const response = await fetch(`${url}/v2/orders/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: basicAuth(DEMO.account1) },
    body: JSON.stringify(
      orderBody({
        poNumber: `KILL-${index}`,
        lines: [
          { identifier: tee, qty: 1, warehouseAbbr: 'FL' },
          { identifier: tee, qty: 1, warehouseAbbr: 'IL' },
        ],
      }),
    ),
  });
  if (response.status !== 200) return undefined;
  const orders = (await response.json()) as WireOrder[];
  return orders[0]?.orderNumber;
}

describe('kill -9 of one of three app processes during an order load', () => {
  it('keeps every answered order and leaves no half-written order', async () => {
    const apps = await Promise.all([1, 2, 3].map(() => startAppProcess(server.database.url)));
    const victim = apps[1]!;
    const answered: string[] = [];
    let answers = 0;
    let next = 0;
    const client = async () => {
      while (next < ORDERS) {
        const index = next++;
        const app = apps[index % apps.length]!;
        // A request to the killed process (or cut by its death) is simply not answered 2xx.
        const orderNumber = await placeAt(app.url, index).catch(() => undefined);
        if (orderNumber) answered.push(orderNumber);
        answers += 1;
        if (answers === KILL_AFTER_ANSWERS) victim.child.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, client));

    expect(victim.child.signalCode).toBe('SIGKILL');
    // Both surviving processes kept placing orders after the kill.
    expect(answered.length).toBeGreaterThan(KILL_AFTER_ANSWERS);

    const { db, t } = server;
    const records = await db
      .select({
        id: t.orders.id,
        orderNumber: t.orders.orderNumber,
        totalLines: t.orders.totalLines,
      })
      .from(t.orders)
      .where(like(t.orders.poNumber, 'KILL-%'));
    const byNumber = new Map<string, number>();
    for (const record of records) {
      byNumber.set(record.orderNumber, (byNumber.get(record.orderNumber) ?? 0) + 1);
      const lines = await db
        .select({ lineNumber: t.orderLines.lineNumber })
        .from(t.orderLines)
        .where(eq(t.orderLines.orderId, record.id));
      expect(lines.length, `lines of record ${record.id}`).toBe(record.totalLines);
      expect(lines.length).toBeGreaterThan(0);
    }
    // No answered order is lost; every stored placement is whole (both warehouse records).
    for (const orderNumber of answered) expect(byNumber.get(orderNumber), orderNumber).toBe(2);
    for (const [orderNumber, count] of byNumber) expect(count, orderNumber).toBe(2);
    // Stock moved by exactly the placements that exist, no more, no less.
    const placements = byNumber.size;
    expect(placements).toBeGreaterThanOrEqual(answered.length);
    expect(await stockOf(server, tee, 'FL')).toBe(STOCK - placements);
    expect(await stockOf(server, tee, 'IL')).toBe(STOCK - placements);
    // And nothing of the load was cancelled behind our back.
    const cancelled = await db
      .select({ id: t.orders.id })
      .from(t.orders)
      .where(and(like(t.orders.poNumber, 'KILL-%'), eq(t.orders.status, 'Cancelled')));
    expect(cancelled).toHaveLength(0);
  }, 120_000);
});
