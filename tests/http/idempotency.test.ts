import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import {
  orderBody,
  postOrder,
  stockedSkus,
  type ErrorBody,
  type OrderWireRecord,
} from './order-helpers';
import { placementsWithPo, stockOf } from './orders-place-helpers';

let server: TestServer;
let skus: string[];

beforeAll(async () => {
  server = await startTestServer();
  skus = await stockedSkus(server, 'IL', 3);
});
afterAll(() => server.close());

const countOrders = (poNumber: string) => placementsWithPo(server, poNumber);

describe('Idempotency-Key on POST /v2/orders/', () => {
  it('answers a retry with the same key and body with the first answer, without placing again', async () => {
    const options = {
      poNumber: 'PO-IDEM-1',
      lines: [{ identifier: skus[0]!, qty: 5, warehouseAbbr: 'IL' }],
      headers: { 'idempotency-key': 'key-one' },
    };
    const stockBefore = await stockOf(server, skus[0]!, 'IL');
    const first = await postOrder(server, options);
    const firstText = await first.text();
    expect(first.status).toBe(200);
    const retry = await postOrder(server, options);
    expect(retry.status).toBe(200);
    expect(await retry.text()).toBe(firstText);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    // The same request without the trailing slash is still the same request.
    const noSlash = await server.call('/v2/Orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'key-one' },
      body: orderBody(options),
    });
    expect(noSlash.headers.get('idempotent-replayed')).toBe('true');
    expect(await countOrders('PO-IDEM-1')).toBe(1);
    expect(await stockOf(server, skus[0]!, 'IL')).toBe(stockBefore - 5);

    // The key belongs to the account: another account may use the same key for its own order.
    const other = await postOrder(server, { ...options, as: 'account2' });
    expect(other.status).toBe(200);
    const otherOrders = (await other.json()) as OrderWireRecord[];
    expect(otherOrders[0]!.orderNumber).not.toBe(
      (JSON.parse(firstText) as OrderWireRecord[])[0]!.orderNumber,
    );
  });

  it('answers 422 for the same key with a different body', async () => {
    const headers = { 'idempotency-key': 'key-two' };
    const lines = [{ identifier: skus[1]!, qty: 1, warehouseAbbr: 'IL' }];
    expect((await postOrder(server, { poNumber: 'PO-IDEM-2', lines, headers })).status).toBe(200);
    const changed = await postOrder(server, { poNumber: 'PO-IDEM-2b', lines, headers });
    expect(changed.status).toBe(422);
    const body = (await changed.json()) as ErrorBody;
    expect(body.errors[0]?.field).toBe('Idempotency-Key');
    expect(await countOrders('PO-IDEM-2b')).toBe(0);
  });

  it('replays a 400 as well: the same bad request gets the same answer', async () => {
    const options = {
      lines: [{ identifier: 'NO-SUCH-SKU', qty: 1, warehouseAbbr: 'IL' }],
      headers: { 'idempotency-key': 'key-bad' },
    };
    const first = await postOrder(server, options);
    expect(first.status).toBe(400);
    const again = await postOrder(server, options);
    expect(again.status).toBe(400);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('places exactly one order when identical requests race; the others get the replay (or 409 while it runs)', async () => {
    for (let round = 0; round < 3; round++) {
      const po = `PO-RACE-${round}`;
      const body = orderBody({
        poNumber: po,
        lines: [{ identifier: skus[2]!, qty: 1, warehouseAbbr: 'IL' }],
      });
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          postOrder(server, { lines: [], headers: { 'idempotency-key': `race-${round}` } }, body),
        ),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
      expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
      const conflicts = answers.filter((r) => r.status === 409);
      for (const conflict of conflicts) {
        expect(((await conflict.json()) as ErrorBody).errors[0]?.field).toBe('Idempotency-Key');
      }
      expect(await countOrders(po)).toBe(1);
    }
  });

  it('forgets keys after 24 hours', async () => {
    const options = {
      poNumber: 'PO-IDEM-EXP',
      lines: [{ identifier: skus[1]!, qty: 1, warehouseAbbr: 'IL' }],
      headers: { 'idempotency-key': 'key-expiring' },
    };
    expect((await postOrder(server, options)).status).toBe(200);
    server.clock.advance(23 * 3600_000);
    expect((await postOrder(server, options)).headers.get('idempotent-replayed')).toBe('true');
    server.clock.advance(3600_000 + 1000);
    const later = await postOrder(server, options);
    expect(later.status).toBe(200);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(await countOrders('PO-IDEM-EXP')).toBe(2);
  });
});
