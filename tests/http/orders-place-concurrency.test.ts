// Stock is never oversold (ARCHITECTURE.md invariant 2): 50 concurrent orders for a cell that
// holds 20 units sell exactly 20; everyone else gets a clear 400; the stock ends at 0.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SKUS } from '@/db/seed/demo-fixtures';
import { spawn } from 'node:child_process';
import { basicAuth, DEMO, startTestServer, type TestServer } from './harness';
import {
  orderBody,
  postOrder,
  setStock,
  stockOf,
  type WireError,
  type WireOrder,
} from './orders-place-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const tee = DEMO_SKUS.plentiful.sku;

describe('concurrent orders for the last units', () => {
  it.each([1, 2, 3])(
    'sells exactly the 20 units on hand to 50 concurrent one-piece orders (round %i)',
    async (round) => {
      await setStock(server, tee, 'FL', 20);
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          postOrder(
            server,
            orderBody({
              poNumber: `RUSH-${round}-${i}`,
              lines: [{ identifier: tee, qty: 1, warehouseAbbr: 'FL' }],
            }),
          ),
        ),
      );
      const bodies = await Promise.all(
        responses.map(async (r) => ({ status: r.status, body: (await r.json()) as unknown })),
      );
      const sold = bodies.filter((b) => b.status === 200);
      const refused = bodies.filter((b) => b.status !== 200);
      expect(sold).toHaveLength(20);
      expect(refused).toHaveLength(30);
      for (const r of refused) {
        expect(r.status).toBe(400);
        const error = r.body as WireError;
        expect(error.errors[0]?.field).toBe('Lines');
        expect(error.errors[0]?.message).toMatch(/Out Of Stock|Stock changed/);
      }
      const pieces = sold.flatMap((s) => (s.body as WireOrder[]).map((o) => o.totalPieces));
      expect(pieces.reduce((a, b) => a + b, 0)).toBe(20);
      expect(new Set(sold.map((s) => (s.body as WireOrder[])[0]?.orderNumber)).size).toBe(20);
      expect(await stockOf(server, tee, 'FL')).toBe(0);
    },
  );

  it('never lets one multi-piece order take more than is left', async () => {
    await setStock(server, tee, 'FL', 20);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        postOrder(server, orderBody({ lines: [{ identifier: tee, qty: 3, warehouseAbbr: 'FL' }] })),
      ),
    );
    const sold = responses.filter((r) => r.status === 200).length;
    expect(sold).toBe(6); // 6 × 3 = 18; the 2 left cannot fill a 3
    expect(await stockOf(server, tee, 'FL')).toBe(2);
  });
});

/** One one-piece order straight to a server's URL (the harness only talks to its own server). */
function orderAt(url: string, warehouseAbbr: string): Promise<Response> {
  return fetch(`${url}/v2/orders/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: basicAuth(DEMO.account1) },
    body: JSON.stringify(orderBody({ lines: [{ identifier: tee, qty: 1, warehouseAbbr }] })),
  });
}

/** 50 one-piece orders for the 20 units in FL, alternating between two servers. */
async function raceAcross(otherUrl: string): Promise<void> {
  // The other server really places orders, so its refusals below are about stock.
  expect((await orderAt(otherUrl, 'IL')).status).toBe(200);
  await setStock(server, tee, 'FL', 20);
  const responses = await Promise.all(
    Array.from({ length: 50 }, (_, i) => orderAt(i % 2 === 0 ? server.url : otherUrl, 'FL')),
  );
  const statuses = responses.map((r) => r.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(20);
  expect(statuses.filter((s) => s === 400)).toHaveLength(30);
  expect(await stockOf(server, tee, 'FL')).toBe(0);
}

describe('concurrent orders from several app instances', () => {
  it('holds across two app instances (two database connections) over one database file', async () => {
    // A second app over the same database, as a second process would be: its own connections.
    const other = await server.startPeer();
    try {
      await raceAcross(other.url);
    } finally {
      await other.close();
    }
  });

  it('holds across two OS processes writing the same database file', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/http/orders-place-process.ts'],
      {
        env: { ...process.env, DATABASE_URL: server.database.url },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      const port = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /PORT=(\d+)/.exec(out);
          if (match?.[1]) resolve(match[1]);
        });
        child.on('exit', (code) => reject(new Error(`second process exited with ${String(code)}`)));
      });
      await raceAcross(`http://127.0.0.1:${port}`);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
