// Orders benchmark (issue 3 item 5): 5-line orders from concurrent clients over HTTP through npm
// start's front server, next to the same placeOrder use case called in-process on the same
// database file in the same run. Works on a scratch copy, so the seeded database keeps its stock.
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { basicAuthHeader } from './credentials';
import { percentile, runLoad, type LoadResult } from './load';
import { cpuSecondsOf, freePort, startServer } from './processes';
import { describeFailures, fixed, ratio, table } from './report';
import { removeDatabase, scratchCopy } from './bench-database';

export interface OrdersBenchOptions {
  databasePath: string;
  connections: number;
  durationMs: number;
  skipNext: boolean;
}

export interface OrdersFigures {
  /** cpuSeconds: the server process's CPU time (user + system) during the timed load. */
  http?: LoadResult & { cpuSeconds?: number };
  inProcess?: {
    orders: number;
    failures: number;
    perSecond: number;
    p50Ms: number;
    p99Ms: number;
    cpuSeconds?: number;
  };
  note?: string;
}

export interface Cell {
  sku: string;
  warehouse: string;
}

export const LINES_PER_ORDER = 5;

// Plenty of loose stock in one warehouse, so that every order can be filled as asked and the
// figure is the cost of placing, not of refusing. The HTTP run and the in-process run order from
// separate halves of these cells, so neither finds stock the other used up.
export function stockedCells(databasePath: string): Cell[] {
  const db = new Database(databasePath, { readonly: true });
  try {
    return db
      .prepare(
        `SELECT p.sku AS sku, st.warehouse_code AS warehouse FROM stock st
           JOIN products p ON p.id = st.product_id
          WHERE st.warehouse_code = 'IL' AND st.qty >= 200 AND st.full_case_only = 0
            AND st.dropship = 0
          ORDER BY p.id LIMIT 2000`,
      )
      .all() as Cell[];
  } finally {
    db.close();
  }
}

function orderLines(cells: Cell[], i: number) {
  return Array.from({ length: LINES_PER_ORDER }, (_, n) => {
    const cell = cells[(i * LINES_PER_ORDER + n) % cells.length]!;
    return { identifier: cell.sku, qty: 1, warehouseAbbr: cell.warehouse };
  });
}

const shippingAddress = {
  customer: 'Bench Buyer',
  attn: '',
  address: '1200 W Fulton St',
  city: 'Chicago',
  state: 'IL',
  zip: '60607',
  residential: false,
};

export function orderBody(cells: Cell[], i: number): string {
  return JSON.stringify({
    shippingAddress,
    shippingMethod: '1',
    poNumber: `BENCH-HTTP-${i}`,
    rejectLineErrors: true,
    lines: orderLines(cells, i),
  });
}

async function runInProcess(databasePath: string, cells: Cell[], options: OrdersBenchOptions) {
  const { loadConfig } = await import('@/lib/server/config');
  const { createContainer } = await import('@/lib/server/container');
  const { placeOrder } = await import('@/lib/services/place-order');
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: `file:${databasePath}`,
    LIFECYCLE_SIMULATOR: 'off',
  });
  const app = await createContainer({ config });
  try {
    const account = await app.deps.repos.accounts.findById(1);
    if (!account) throw new Error('Demo account 100001 is missing from the bench database.');
    const caller = { account, via: 'api-key' as const };
    const place = (i: number) =>
      placeOrder(
        app.deps,
        caller,
        {
          shippingAddress,
          shippingMethod: '1',
          poNumber: `BENCH-INPROC-${i}`,
          emailConfirmation: '',
          testOrder: false,
          autoselectWarehouse: false,
          autoselectPreference: 'fewest',
          fewestMaxDaysInTransit: 10,
          rejectLineErrors: true,
          rejectLineErrorsEmail: false,
          lines: orderLines(cells, i),
        },
        'API',
      );
    let next = 0;
    // Warm-up; a failure here shows below as a failed run rather than stopping the benchmark.
    for (; next < 20; next++) await place(next).catch(() => undefined);
    const latencies: number[] = [];
    let failures = 0;
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const deadline = started + options.durationMs;
    // The same number of concurrent callers as HTTP clients; the transaction itself is
    // synchronous, so they take turns exactly as requests do inside the server.
    await Promise.all(
      Array.from({ length: options.connections }, async () => {
        while (performance.now() < deadline) {
          const sent = performance.now();
          try {
            await place(next++);
            latencies.push(performance.now() - sent);
          } catch (error) {
            if (failures++ === 0) {
              console.info(
                'First in-process failure:',
                error instanceof Error ? error.message : error,
              );
            }
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    latencies.sort((a, b) => a - b);
    return {
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      orders: latencies.length,
      failures,
      perSecond: latencies.length / seconds,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
    };
  } finally {
    await app.close();
  }
}

export async function runOrdersBench(options: OrdersBenchOptions): Promise<OrdersFigures> {
  console.info(`\n== Orders: ${LINES_PER_ORDER}-line orders ==`);
  if (!existsSync('lib/services/place-order.ts')) {
    const note = 'lib/services/place-order.ts is not there yet: orders benchmark skipped.';
    console.info(note);
    return { note };
  }
  const copy = scratchCopy(options.databasePath, 'orders-scratch.db');
  const figures: OrdersFigures = {};
  try {
    const cells = stockedCells(copy);
    const half = Math.floor(cells.length / 2);
    const httpCells = cells.slice(0, half);
    const inProcessCells = cells.slice(half);
    if (half < LINES_PER_ORDER) {
      figures.note = 'The bench database has too little loose IL stock for 5-line orders.';
      console.info(figures.note);
      return figures;
    }
    const port = await freePort();
    const server = await startServer({
      name: "npm start's front server",
      args: [
        '--import',
        'tsx',
        options.skipNext ? 'scripts/bench/front-only-server.ts' : 'scripts/serve.ts',
      ],
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: `file:${copy}`,
        API_RATE_LIMIT_PER_MINUTE: '1000000000',
        LIFECYCLE_SIMULATOR: 'off',
      },
      port,
      readyPath: '/v2/',
    });
    try {
      console.info(
        `POST /v2/orders/ through ${server.name}: ${options.connections} clients, ${options.durationMs / 1000} s…`,
      );
      // Server CPU over warm-up and timed run alike, scaled below to the timed requests: on a
      // shared machine, orders per CPU second compare the two paths better than orders per second.
      const pid = server.child.pid!;
      const cpuBefore = cpuSecondsOf(pid);
      const http = await runLoad({
        baseUrl: server.baseUrl,
        method: 'POST',
        path: () => '/v2/orders/',
        body: (i) => orderBody(httpCells, i),
        headers: { authorization: basicAuthHeader(), 'content-type': 'application/json' },
        connections: options.connections,
        durationMs: options.durationMs,
        warmupRequests: 20,
      });
      const cpuSeconds = cpuSecondsOf(pid) - cpuBefore;
      figures.http = { ...http, cpuSeconds: cpuSeconds * (http.requests / (http.requests + 20)) };
    } finally {
      await server.stop();
    }
    console.info(`placeOrder in-process on the same database: ${options.connections} callers…`);
    figures.inProcess = await runInProcess(copy, inProcessCells, options);
    printOrdersFigures(figures, options);
    return figures;
  } finally {
    removeDatabase(copy);
  }
}

export function printOrdersFigures(figures: OrdersFigures, options: OrdersBenchOptions): void {
  const { http, inProcess } = figures;
  if (!http || !inProcess) return;
  console.info(`\n${LINES_PER_ORDER}-line orders, ${options.connections} concurrent clients`);
  console.info(
    table(
      [
        'path',
        'orders/s',
        'p50 ms',
        'p99 ms',
        'vs in-process',
        'orders/CPU s',
        'vs (CPU)',
        'failures',
      ],
      [
        [
          options.skipNext ? 'HTTP, npm start front (no Next)' : "HTTP, npm start's server",
          fixed(http.perSecond, 0),
          fixed(http.p50Ms, 1),
          fixed(http.p99Ms, 1),
          ratio(http.perSecond, inProcess.perSecond),
          fixed(perCpuSecond(http.requests, http.cpuSeconds), 0),
          ratio(
            perCpuSecond(http.requests, http.cpuSeconds),
            perCpuSecond(inProcess.orders, inProcess.cpuSeconds),
          ),
          describeFailures(http),
        ],
        [
          'placeOrder in-process',
          fixed(inProcess.perSecond, 0),
          fixed(inProcess.p50Ms, 1),
          fixed(inProcess.p99Ms, 1),
          '100 %',
          fixed(perCpuSecond(inProcess.orders, inProcess.cpuSeconds), 0),
          '100 %',
          String(inProcess.failures),
        ],
      ],
    ),
  );
}

export function perCpuSecond(orders: number, cpuSeconds: number | undefined): number {
  return cpuSeconds ? orders / cpuSeconds : 0;
}
