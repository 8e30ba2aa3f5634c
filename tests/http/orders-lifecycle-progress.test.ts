import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { and, eq, inArray, not, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lifecycleSimulatorTask } from '@/lib/server/order-lifecycle-tasks';
import { advanceOrders } from '@/lib/services/advance-orders';
import { startTestServer, type TestServer } from './harness';
import { placeOrder, stockedSkus, type OrderWireRecord } from './order-helpers';

let server: TestServer;
let skus: string[];

beforeAll(async () => {
  server = await startTestServer();
  skus = await stockedSkus(server, 'IL', 4);
  // The seeded history has its own schedule; park it so these tests see only their orders move.
  await server.db.update(server.t.orders).set({ nextEventAt: null });
});
afterAll(() => server.close());

const read = async (orderNumber: string) =>
  (await (await server.call(`/v2/orders/${orderNumber}`)).json()) as OrderWireRecord[];
// What the background simulator runs every few seconds (it is off in the test harness).
const tick = () => advanceOrders(server.app.deps);

describe('invoicing and shipping progress', () => {
  it('invoices after the configured delay, ships after the cancellation window, then delivers', async () => {
    const [placed] = await placeOrder(server, {
      lines: [{ identifier: skus[0]!, qty: 6, warehouseAbbr: 'IL' }],
    });
    const n = placed!.orderNumber;
    server.clock.advance(59_000);
    await tick();
    expect((await read(n))[0]!.invoiceNumber).toBe('');

    server.clock.advance(2_000);
    await tick();
    let [record] = await read(n);
    expect(record!.invoiceNumber).toMatch(/^\d+$/);
    expect(record!.invoiceDate).toBeDefined();
    expect(record!.orderStatus).toBe('In Progress');

    // Still cancellable territory: nothing ships inside the ten minutes.
    server.clock.advance(8 * 60_000);
    await tick();
    expect((await read(n))[0]!.orderStatus).toBe('In Progress');

    server.clock.advance(2 * 60_000);
    await tick();
    [record] = await read(n);
    expect(record).toMatchObject({
      orderStatus: 'Shipped',
      deliveryStatus: 'Shipped - In Transit',
      shippingCarrier: placed!.shippingCarrier,
    });
    expect(record!.trackingNumber).toMatch(/^(1Z[0-9A-Z]{14}|\d{12})$/);
    expect(record!.shipDate).toBeDefined();
    expect(record!.lines[0]!.qtyShipped).toBe(6);

    server.clock.advance(31 * 60_000);
    await tick();
    expect((await read(n))[0]!.deliveryStatus).toBe('Shipped - Out For Delivery');
    server.clock.advance(31 * 60_000);
    await tick();
    expect((await read(n))[0]!.deliveryStatus).toBe('Shipped - Delivered');
  });

  it('moves a will-call order to Completed, then Picked Up', async () => {
    const [placed] = await placeOrder(server, {
      shippingMethod: '6',
      lines: [{ identifier: skus[1]!, qty: 3, warehouseAbbr: 'IL' }],
    });
    server.clock.advance(61_000);
    await tick();
    server.clock.advance(10 * 60_000);
    await tick();
    let [record] = await read(placed!.orderNumber);
    expect(record).toMatchObject({ orderStatus: 'Completed', deliveryStatus: '' });
    expect(record!.trackingNumber).toBeUndefined();
    server.clock.advance(61 * 60_000);
    await tick();
    [record] = await read(placed!.orderNumber);
    expect(record).toMatchObject({ orderStatus: 'Completed', deliveryStatus: 'Picked Up' });
  });

  it('assigns each invoice exactly once when several processes tick at the same time', async () => {
    const orders = await Promise.all(
      [2, 3].map((i) =>
        placeOrder(server, { lines: [{ identifier: skus[i]!, qty: 1, warehouseAbbr: 'IL' }] }),
      ),
    );
    server.clock.advance(61_000);
    const reports = await Promise.all([tick(), tick(), tick()]);
    const invoiced = reports.reduce((sum, r) => sum + (r.applied.invoice ?? 0), 0);
    expect(invoiced).toBe(2);
    const numbers = await Promise.all(
      orders.map(async ([o]) => (await read(o!.orderNumber))[0]!.invoiceNumber),
    );
    expect(new Set(numbers).size).toBe(2);
    // Each number went to one order record only (none was handed out twice by racing ticks).
    const { db, t } = server;
    expect(await db.$count(t.orders, inArray(t.orders.invoiceNumber, numbers))).toBe(2);
  });

  it('the staff command moves an order all the way to delivered now', async () => {
    const [placed] = await placeOrder(server, {
      lines: [{ identifier: skus[0]!, qty: 2, warehouseAbbr: 'IL' }],
    });
    const { stdout } = await promisify(execFile)(
      'npx',
      ['tsx', 'scripts/orders-advance.ts', '--order', placed!.orderNumber, '--until', 'delivered'],
      { env: { ...process.env, DATABASE_URL: server.database.url } },
    );
    expect(stdout).toMatch(/invoice: 1.*ship: 1.*out-for-delivery: 1.*delivered: 1/);
    const [record] = await read(placed!.orderNumber);
    expect(record).toMatchObject({ orderStatus: 'Shipped', deliveryStatus: 'Shipped - Delivered' });
    expect(record!.invoiceNumber).not.toBe('');
  });

  it('the simulator task moves the seeded demo history by itself, only when LIFECYCLE_SIMULATOR is on', async () => {
    const demo = await startTestServer({ env: { LIFECYCLE_SIMULATOR: 'on' } });
    const off = await startTestServer();
    try {
      const unfinished = ({ db, t }: TestServer) =>
        db.$count(
          t.orders,
          and(
            inArray(t.orders.status, ['In Progress', 'Completed', 'Shipped']),
            not(
              or(
                and(
                  eq(t.orders.status, 'Shipped'),
                  eq(t.orders.deliveryStatus, 'Shipped - Delivered'),
                ),
                and(eq(t.orders.status, 'Completed'), eq(t.orders.deliveryStatus, 'Picked Up')),
              )!,
            ),
          ),
        );
      expect(await unfinished(demo)).toBeGreaterThan(0);
      for (const s of [demo, off]) s.clock.advance(24 * 3_600_000);
      for (let i = 0; i < 3; i++) {
        await lifecycleSimulatorTask.run(demo.app);
        await lifecycleSimulatorTask.run(off.app);
      }
      expect(await unfinished(demo)).toBe(0);
      expect(await unfinished(off)).toBeGreaterThan(0);
    } finally {
      await demo.close();
      await off.close();
    }
  });
});
