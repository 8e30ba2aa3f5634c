// Plan, then commit: when another order takes the stock between this order's snapshot and its
// commit, the guarded decrement refuses, nothing of the stale plan is written, and the order is
// planned again from fresh stock.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SKUS } from '@/db/seed/demo-fixtures';
import type { Caller } from '@/lib/domain/accounts';
import { DomainError } from '@/lib/domain/errors';
import type { PlaceOrderCommand } from '@/lib/domain/orders';
import type { ServiceDeps } from '@/lib/services/service-deps';
import { placeOrder } from '@/lib/services/place-order';
import { startTestServer, type TestServer } from './harness';
import { CHICAGO, setStock, stockOf } from './orders-place-helpers';

let server: TestServer;
let caller: Caller;
beforeAll(async () => {
  server = await startTestServer();
  const account = await server.app.deps.repos.accounts.findById(1);
  caller = { account: account!, via: 'api-key' };
});
afterAll(() => server.close());

const tee = DEMO_SKUS.plentiful.sku;
const command = (qty: number, rejectLineErrors = true): PlaceOrderCommand => ({
  shippingAddress: CHICAGO,
  shippingMethod: '1',
  poNumber: 'RACE',
  emailConfirmation: '',
  testOrder: false,
  autoselectWarehouse: false,
  autoselectPreference: 'fewest',
  fewestMaxDaysInTransit: 10,
  rejectLineErrors,
  rejectLineErrorsEmail: false,
  lines: [{ identifier: tee, qty, warehouseAbbr: 'GA' }],
});

/** The real deps, except that right after this order reads stock, a rival order buys `rivalQty`. */
function withRival(rivalQty: number): { deps: ServiceDeps; commits: () => number } {
  const real = server.app.deps;
  let rivalDone = false;
  let commits = 0;
  const repo = real.repos.orderPlacement;
  const deps: ServiceDeps = {
    ...real,
    repos: {
      ...real.repos,
      orderPlacement: {
        ...repo,
        async stockFor(ids) {
          const cells = await repo.stockFor(ids);
          if (!rivalDone) {
            rivalDone = true;
            await placeOrder(real, caller, command(rivalQty), 'API');
          }
          return cells;
        },
        commitPlacement(placement) {
          commits += 1;
          return repo.commitPlacement(placement);
        },
      },
    },
  };
  return { deps, commits: () => commits };
}

function ordersWithPo(po: string): Promise<number> {
  return server.db.$count(server.t.orders, eq(server.t.orders.poNumber, po));
}

describe('a guard miss re-plans', () => {
  it('refuses the stale plan and rejects when the rival left too little', async () => {
    await setStock(server, tee, 'GA', 10);
    const { deps, commits } = withRival(8);
    await expect(placeOrder(deps, caller, command(5), 'API')).rejects.toSatisfy(
      (e: unknown) =>
        e instanceof DomainError &&
        e.errors[0]?.message === `Identifier ${tee} (Hartwell, 5000, Black, L) - Only 2 Available`,
    );
    expect(commits()).toBe(1); // the stale plan's commit was refused; the fresh plan rejected
    expect(await stockOf(server, tee, 'GA')).toBe(2);
    expect(await ordersWithPo('RACE')).toBe(1); // only the rival's
  });

  it('places from fresh stock when enough is still there', async () => {
    await setStock(server, tee, 'GA', 10);
    const { deps } = withRival(3);
    const result = await placeOrder(deps, caller, command(5), 'API');
    expect(result.orders[0]?.totalPieces).toBe(5);
    expect(await stockOf(server, tee, 'GA')).toBe(2);
  });

  it('with rejectLineErrors false, the fresh plan places what is left', async () => {
    await setStock(server, tee, 'GA', 10);
    const { deps } = withRival(8);
    const result = await placeOrder(deps, caller, command(5, false), 'API');
    expect(result.orders[0]?.totalPieces).toBe(2);
    expect(result.lineErrors[0]).toMatchObject({ qtyRequested: 5, qtyAvailable: 2 });
    expect(await stockOf(server, tee, 'GA')).toBe(0);
  });
});
