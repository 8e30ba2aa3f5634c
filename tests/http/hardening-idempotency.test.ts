// Issue 9, finding 7: an Idempotency-Key's outcome is recorded in the order's own transaction, so
// a crash right after the commit cannot leave the key "running" (409s, then a second order), and
// a run taken over as abandoned can never place the order a second time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePlaceOrderRequest } from '@/lib/contracts/place-order-request';
import type { Caller } from '@/lib/domain/accounts';
import { placeOrder } from '@/lib/services/place-order';
import {
  ABANDONED_KEYED_RUN_MS,
  AnsweredMeanwhile,
  runIdempotent,
} from '@/lib/services/run-idempotent';
import { startTestServer, type TestServer } from './harness';
import { orderBody, postOrder, stockedSkus, type OrderWireRecord } from './order-helpers';

let server: TestServer;
let sku: string;
beforeAll(async () => {
  server = await startTestServer();
  [sku] = (await stockedSkus(server, 'IL', 1)) as [string];
});
afterAll(() => server.close());

/** Orders of a PO number, and stock, read over HTTP like a client would. */
async function ordersOf(poNumber: string): Promise<string[]> {
  const res = await server.call(`/v2/orders/${poNumber}?All=True`);
  if (res.status === 404) return [];
  const orders = (await res.json()) as OrderWireRecord[];
  return [...new Set(orders.map((o) => o.orderNumber))];
}

async function stockIn(warehouse: string): Promise<number> {
  const res = await server.call(`/v2/inventory/${sku}`);
  const [item] = (await res.json()) as { warehouses: { warehouseAbbr: string; qty: number }[] }[];
  return item?.warehouses.find((w) => w.warehouseAbbr === warehouse)?.qty ?? 0;
}

describe('a crash between the order commit and the key record', () => {
  it('leaves the key answered: the retry replays the order instead of 409 or ordering twice', async () => {
    const repo = server.app.deps.repos.idempotency;
    const complete = repo.complete.bind(repo);
    // The process "dies" right after the commit: the separate completion never happens.
    repo.complete = () => Promise.reject(new Error('killed before recording the key'));
    const options = {
      poNumber: 'PO-CRASH-1',
      lines: [{ identifier: sku, qty: 2, warehouseAbbr: 'IL' }],
      headers: { 'idempotency-key': 'crash-key-1' },
    };
    const stockBefore = await stockIn('IL');
    try {
      const first = await postOrder(server, options);
      expect(first.status).toBe(500);
    } finally {
      repo.complete = complete;
    }
    const [placed] = await ordersOf('PO-CRASH-1');
    expect(placed).toBeDefined();

    const retry = await postOrder(server, options);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const [order] = (await retry.json()) as OrderWireRecord[];
    expect(order?.orderNumber).toBe(placed);
    expect(await ordersOf('PO-CRASH-1')).toEqual([placed]);
    expect(await stockIn('IL')).toBe(stockBefore - 2);
  });
});

describe('a run taken over as abandoned', () => {
  it('cannot place the order a second time when the slow first run finally commits', async () => {
    const account = await server.app.deps.repos.accounts.findById(1);
    const caller: Caller = { account: account!, via: 'api-key' };
    const body = orderBody({
      poNumber: 'PO-TAKEOVER-1',
      lines: [{ identifier: sku, qty: 3, warehouseAbbr: 'IL' }],
    });
    const command = parsePlaceOrderRequest('application/json', new TextEncoder().encode(body));
    const answerOf = (result: { orderNumber: string }) => ({
      status: 200,
      contentType: 'text/plain',
      body: result.orderNumber,
    });
    const stockBefore = await stockIn('IL');

    // The first run reserves the key, then stalls (its process is slow, not dead).
    let resumeFirst!: () => void;
    let firstReserved!: () => void;
    const stalled = new Promise<void>((resolve) => (resumeFirst = resolve));
    const reserved = new Promise<void>((resolve) => (firstReserved = resolve));
    const first = runIdempotent(server.app.deps, 1, 'takeover-key', 'hash-1', async (scope) => {
      firstReserved();
      await stalled;
      const result = await placeOrder(server.app.deps, caller, command, 'API', {
        idempotency: { ...scope, answerOf },
      });
      return answerOf(result);
    });
    await reserved;

    // Thought abandoned, the run is taken over by a retry, which places the order.
    server.clock.advance(ABANDONED_KEYED_RUN_MS + 1);
    const retry = await runIdempotent(server.app.deps, 1, 'takeover-key', 'hash-1', async (scope) =>
      answerOf(
        await placeOrder(server.app.deps, caller, command, 'API', {
          idempotency: { ...scope, answerOf },
        }),
      ),
    );
    expect(retry.replayed).toBe(false);

    // The first run wakes up and commits: refused, it answers the retry's order.
    resumeFirst();
    const late = await first;
    expect(late).toEqual({ answer: retry.answer, replayed: true });
    expect(await ordersOf('PO-TAKEOVER-1')).toEqual([retry.answer.body]);
    expect(await stockIn('IL')).toBe(stockBefore - 3);
  });

  it('refuses to commit a keyed placement whose key is not running for it', async () => {
    const account = await server.app.deps.repos.accounts.findById(1);
    const caller: Caller = { account: account!, via: 'api-key' };
    const body = orderBody({
      poNumber: 'PO-TAKEOVER-2',
      lines: [{ identifier: sku, qty: 1, warehouseAbbr: 'IL' }],
    });
    const command = parsePlaceOrderRequest('application/json', new TextEncoder().encode(body));
    const scope = { key: 'never-reserved', requestHash: 'h' };
    await expect(
      placeOrder(server.app.deps, caller, command, 'API', {
        idempotency: { ...scope, answerOf: () => ({ status: 200, contentType: 'x', body: 'x' }) },
      }),
    ).rejects.toBeInstanceOf(AnsweredMeanwhile);
    expect(await ordersOf('PO-TAKEOVER-2')).toEqual([]);
  });
});
