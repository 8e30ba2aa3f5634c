// Keep it fixed (issue 9): kill -9 an app process under a bounded order load, start it again over
// the same database, and prove that every acknowledged order is complete, none is half-written,
// stock matches the orders, and every Idempotency-Key resolves to exactly one order.
import { spawn, type ChildProcess } from 'node:child_process';
import { eq, notExists } from 'drizzle-orm';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, DEMO, startTestServer, type TestServer } from './harness';
import { stockedSkus, type OrderWireRecord } from './order-helpers';
import { stockOf } from './orders-place-helpers';

let server: TestServer; // owns the database file; the app processes below share it
let skus: string[];
let child: ChildProcess | undefined;

function startApp(): Promise<{ process: ChildProcess; url: string }> {
  // node itself (tsx as a loader), not an npx/tsx wrapper: SIGKILL must hit the serving process.
  const process_ = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/http/hardening-crash-server.ts'],
    {
      env: { ...process.env, CRASH_DB_URL: server.database.url },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    process_.once('exit', (code) => reject(new Error(`app exited with ${code}`)));
    const lines = createInterface({ input: process_.stdout });
    lines.on('line', (line) => {
      const port = /^listening (\d+)$/.exec(line)?.[1];
      if (port) resolve({ process: process_, url: `http://127.0.0.1:${port}` });
    });
  });
}

beforeAll(async () => {
  server = await startTestServer();
  skus = await stockedSkus(server, 'IL', 4);
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await server.close();
});

interface Sent {
  key: string;
  poNumber: string;
  body: string;
  qty: Map<string, number>;
  orderNumber?: string;
}

function request(i: number): Sent {
  const lines = skus.slice(0, 1 + (i % skus.length)).map((sku, j) => ({
    identifier: sku,
    qty: 1 + ((i + j) % 3),
    warehouseAbbr: 'IL',
  }));
  const poNumber = `CRASH-${i}`;
  return {
    key: `crash-key-${i}`,
    poNumber,
    qty: new Map(lines.map((l) => [l.identifier, l.qty])),
    body: JSON.stringify({
      shippingAddress: {
        customer: 'Crash Co',
        address: '1 Main St',
        city: 'Chicago',
        state: 'IL',
        zip: '60607',
      },
      shippingMethod: '1',
      poNumber,
      lines,
    }),
  };
}

function post(url: string, sent: Sent): Promise<Response> {
  return fetch(`${url}/v2/orders/`, {
    method: 'POST',
    headers: {
      authorization: basicAuth(DEMO.account1),
      'content-type': 'application/json',
      'idempotency-key': sent.key,
    },
    body: sent.body,
  });
}

describe('kill -9 under an order load', () => {
  it('loses no acknowledged order, half-writes none, keeps stock right and resolves every key', async () => {
    const stockBefore = new Map<string, number>();
    for (const sku of skus) stockBefore.set(sku, await stockOf(server, sku, 'IL'));
    const first = await startApp();
    child = first.process;
    const sent: Sent[] = [];
    let acknowledged = 0;
    let killed = false;
    // Eight clients place orders until the process is killed after 40 acknowledgements.
    await Promise.all(
      Array.from({ length: 8 }, async (_, client) => {
        for (let n = 0; !killed && n < 100; n++) {
          const one = request(client * 100 + n);
          sent.push(one);
          try {
            const res = await post(first.url, one);
            if (res.status === 200) {
              const [order] = (await res.json()) as OrderWireRecord[];
              one.orderNumber = order?.orderNumber;
              if (++acknowledged === 40) {
                killed = true;
                first.process.kill('SIGKILL');
              }
            } else expect(res.status).toBe(200);
          } catch {
            return; // the connection died with the process: this request's outcome is unknown
          }
        }
      }),
    );
    expect(killed).toBe(true);

    const second = await startApp();
    child = second.process;
    // Every key resolves: the same request again answers 200 — the stored answer, or a first
    // placement if the crash came before the commit (a run left "running" is taken over soon).
    for (const one of sent) {
      let res = await post(second.url, one);
      for (let wait = 0; res.status === 409 && wait < 30; wait++) {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        res = await post(second.url, one);
      }
      expect(res.status, one.key).toBe(200);
      const [order] = (await res.json()) as OrderWireRecord[];
      if (one.orderNumber) expect(order?.orderNumber, one.key).toBe(one.orderNumber);
      one.orderNumber = order?.orderNumber;
    }

    const auth = { headers: { authorization: basicAuth(DEMO.account1) } };
    for (const one of sent) {
      // Exactly one order per request, complete with all its lines.
      const res = await fetch(`${second.url}/v2/orders/${one.poNumber}?All=True`, auth);
      const orders = (await res.json()) as OrderWireRecord[];
      expect([...new Set(orders.map((o) => o.orderNumber))], one.poNumber).toEqual([
        one.orderNumber,
      ]);
      expect(orders.flatMap((o) => o.lines).length, one.poNumber).toBe(one.qty.size);
    }
    // None half-written: no order record without lines anywhere.
    const { db, t } = server;
    const bare = await db
      .select({ id: t.orders.id })
      .from(t.orders)
      .where(
        notExists(db.select().from(t.orderLines).where(eq(t.orderLines.orderId, t.orders.id))),
      );
    expect(bare).toEqual([]);
    // Stock moved by exactly what the orders took.
    for (const sku of skus) {
      const taken = sent.reduce((sum, one) => sum + (one.qty.get(sku) ?? 0), 0);
      expect(await stockOf(server, sku, 'IL'), sku).toBe(stockBefore.get(sku)! - taken);
    }
  });
});
