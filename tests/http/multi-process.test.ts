// Issue 10, multi-process proofs: three app processes (real OS processes, each with its own
// connections) over one database behave as one app. Driven over real sockets, on both dialects
// (projects `http` and `http-pg`). `kill -9` mid-load is proven in multi-process-kill.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartView } from '@/lib/contracts/cart';
import { DEMO_SKUS } from '@/db/seed/demo-fixtures';
import { startAppProcess, stopAppProcesses, type AppProcess } from './app-processes';
import { sessionCaller } from './cart-session';
import { basicAuth, DEMO, startTestServer, type TestServer } from './harness';
import { orderBody, setStock, stockOf, type WireOrder } from './orders-place-helpers';

const tee = DEMO_SKUS.plentiful.sku;

let server: TestServer;
let apps: AppProcess[] = [];

beforeAll(async () => {
  // The test server only holds the database and reads it; the load goes to the three processes.
  server = await startTestServer();
  apps = await Promise.all([1, 2, 3].map(() => startAppProcess(server.database.url)));
});
afterAll(async () => {
  await stopAppProcesses(apps);
  await server.close();
});

const app = (i: number) => apps[i % apps.length]!.url;

function orderAt(url: string, lines: unknown[], as: keyof typeof DEMO = 'account1') {
  return fetch(`${url}/v2/orders/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: basicAuth(DEMO[as]) },
    body: JSON.stringify(orderBody({ lines })),
  });
}

describe('three app processes over one database', () => {
  it('sell exactly the 40 pieces of a cell to 100 concurrent orders spread over the three', async () => {
    await setStock(server, tee, 'FL', 40);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        orderAt(app(i), [{ identifier: tee, qty: 1, warehouseAbbr: 'FL' }]),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(40);
    expect(statuses.filter((s) => s === 400)).toHaveLength(60);
    expect(await stockOf(server, tee, 'FL')).toBe(0);
  });

  it('restore stock once when two processes race to cancel the same order', async () => {
    await setStock(server, tee, 'GA', 500);
    for (let round = 0; round < 5; round++) {
      const placed = await orderAt(app(round), [{ identifier: tee, qty: 7, warehouseAbbr: 'GA' }]);
      expect(placed.status).toBe(200);
      const [order] = (await placed.json()) as WireOrder[];
      expect(await stockOf(server, tee, 'GA')).toBe(493);
      const cancels = await Promise.all(
        [round + 1, round + 2].map((p) =>
          fetch(`${app(p)}/v2/orders/${order!.orderNumber}`, {
            method: 'DELETE',
            headers: { authorization: basicAuth(DEMO.account1) },
          }),
        ),
      );
      expect(cancels.map((r) => r.status).sort()).toEqual([200, 400]);
      expect(await stockOf(server, tee, 'GA')).toBe(500);
    }
  });

  it('share one portal session: a cart filled through one process is the cart on the others', async () => {
    const buyer = await sessionCaller(server, 'buyer@example.com');
    await buyer.callAt(app(0), '/v2/cart', { method: 'DELETE' });
    const added = await buyer.callAt(app(0), '/v2/cart/lines', {
      method: 'POST',
      body: JSON.stringify({ lines: [{ identifier: tee, qty: 5, warehouseAbbr: 'IL' }] }),
    });
    expect(added.status).toBe(200);
    for (const p of [1, 2]) {
      const res = await buyer.callAt(app(p), '/v2/cart');
      expect(res.status).toBe(200);
      const cart = (await res.json()) as CartView;
      expect(cart.lines.map((l) => [l.sku, l.warehouseAbbr, l.qty])).toEqual([[tee, 'IL', 5]]);
    }
    expect((await buyer.callAt(app(2), '/v2/cart', { method: 'DELETE' })).status).toBe(200);
    const emptied = (await (await buyer.callAt(app(1), '/v2/cart')).json()) as CartView;
    expect(emptied.lines).toEqual([]);
  });
});

describe('three app processes with a limit of 30 requests per minute', () => {
  let limited: AppProcess[] = [];
  beforeAll(async () => {
    limited = await Promise.all(
      [1, 2, 3].map(() => startAppProcess(server.database.url, { TEST_APP_RATE_LIMIT: '30' })),
    );
  });
  afterAll(() => stopAppProcesses(limited));

  it('limit a burst of one account spread over the three as one account', async () => {
    // The processes count in minutes of the real clock: keep the burst inside one minute.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 40_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 500));
    const responses = await Promise.all(
      Array.from({ length: 90 }, (_, i) =>
        fetch(`${limited[i % 3]!.url}/v2/crossref/`, {
          headers: { authorization: basicAuth(DEMO.account2) },
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    // Per process the 30 would have let all 90 through; shared in the database, 30 pass in all.
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60);
  }, 120_000);
});
