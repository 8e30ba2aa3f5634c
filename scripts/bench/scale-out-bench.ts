// Scale-out benchmark (issue 10 item 7): 5-line orders per second and p99 through 1 and through 3
// app processes (npm start's node:http front, each on its own port, the load spread over them) on
// PostgreSQL, and the same placements on SQLite, all in one run so the ratios compare like with
// like. Every placement runs on a fresh copy of the seeded database (PostgreSQL: CREATE DATABASE …
// TEMPLATE), dropped afterwards.
import { prepareDatabase } from '@/db/seed/prepare-database';
import { databaseUrlOn, dropDatabase, createDatabaseFrom } from '../lib/postgres-admin';
import { provisionPostgres } from '../lib/test-postgres.mjs';
import { removeDatabase, scratchCopy } from './bench-database';
import { basicAuthHeader } from './credentials';
import { runLoad, type LoadResult } from './load';
import { LINES_PER_ORDER, orderBody, stockedCells, type Cell } from './orders-bench';
import { freePort, startServer, type ServerProcess } from './processes';
import { describeFailures, fixed, ratio, table } from './report';

export interface ScaleOutOptions {
  /** The seeded SQLite bench database (its catalog is the generator's, as on PostgreSQL). */
  databasePath: string;
  scale: 'demo' | 'full';
  connections: number;
  durationMs: number;
}

export interface ScaleOutRun {
  dialect: 'postgres' | 'sqlite';
  processes: number;
  result: LoadResult;
}

export interface ScaleOutFigures {
  runs: ScaleOutRun[];
  /** 3 processes / 1 process on PostgreSQL (target ≥ 1.5). */
  postgresSpeedup?: number;
  sqliteSpeedup?: number;
}

// The same instant the seed of the SQLite bench database does not depend on: dates only.
const SEED_NOW = Date.UTC(2026, 10, 18, 15, 0, 0);

async function startProcesses(databaseUrl: string, count: number): Promise<ServerProcess[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const port = await freePort();
      return startServer({
        name: `app process ${i + 1}`,
        args: ['--import', 'tsx', 'scripts/bench/front-only-server.ts'],
        env: {
          PORT: String(port),
          DATABASE_URL: databaseUrl,
          API_RATE_LIMIT_PER_MINUTE: '1000000000',
          LIFECYCLE_SIMULATOR: 'off',
        },
        port,
        readyPath: '/v2/',
      });
    }),
  );
}

async function placeThrough(
  databaseUrl: string,
  processes: number,
  cells: Cell[],
  options: ScaleOutOptions,
): Promise<LoadResult> {
  const servers = await startProcesses(databaseUrl, processes);
  try {
    return await runLoad({
      baseUrl: servers.map((s) => s.baseUrl),
      method: 'POST',
      path: () => '/v2/orders/',
      body: (i) => orderBody(cells, i),
      headers: { authorization: basicAuthHeader(), 'content-type': 'application/json' },
      connections: options.connections,
      durationMs: options.durationMs,
      warmupRequests: 20,
    });
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

export async function runScaleOutBench(options: ScaleOutOptions): Promise<ScaleOutFigures> {
  console.info(`\n== Scale-out: ${LINES_PER_ORDER}-line orders through 1 and 3 processes ==`);
  const cells = stockedCells(options.databasePath);
  const postgres = await provisionPostgres();
  const template = `pg_bench_${options.scale}`;
  const runs: ScaleOutRun[] = [];
  try {
    console.info(`PostgreSQL (${postgres.source}): seeding ${template} when empty…`);
    await prepareDatabase(databaseUrlOn(postgres.url, template), {
      seedNow: SEED_NOW,
      scale: options.scale,
    });
    for (const processes of [1, 3]) {
      const name = `pg_bench_run_${process.pid}_${processes}`;
      await createDatabaseFrom(postgres.url, name, template);
      try {
        console.info(`PostgreSQL, ${processes} process(es), ${options.connections} clients…`);
        const result = await placeThrough(
          databaseUrlOn(postgres.url, name),
          processes,
          cells,
          options,
        );
        runs.push({ dialect: 'postgres', processes, result });
      } finally {
        await dropDatabase(postgres.url, name);
      }
    }
  } finally {
    await postgres.stop();
  }
  for (const processes of [1, 3]) {
    const copy = scratchCopy(options.databasePath, `scale-out-${processes}.db`);
    try {
      console.info(`SQLite, ${processes} process(es), ${options.connections} clients…`);
      const result = await placeThrough(`file:${copy}`, processes, cells, options);
      runs.push({ dialect: 'sqlite', processes, result });
    } finally {
      removeDatabase(copy);
    }
  }
  const figures = withSpeedups(runs);
  printScaleOut(figures, options);
  return figures;
}

function perSecondOf(runs: ScaleOutRun[], dialect: string, processes: number): number {
  return (
    runs.find((r) => r.dialect === dialect && r.processes === processes)?.result.perSecond ?? 0
  );
}

function withSpeedups(runs: ScaleOutRun[]): ScaleOutFigures {
  const speedup = (dialect: string) => {
    const one = perSecondOf(runs, dialect, 1);
    return one > 0 ? perSecondOf(runs, dialect, 3) / one : undefined;
  };
  return { runs, postgresSpeedup: speedup('postgres'), sqliteSpeedup: speedup('sqlite') };
}

function printScaleOut(figures: ScaleOutFigures, options: ScaleOutOptions): void {
  const baseline = perSecondOf(figures.runs, 'postgres', 1);
  console.info(
    `\n${LINES_PER_ORDER}-line orders, ${options.connections} concurrent clients, ${options.durationMs / 1000} s per run`,
  );
  console.info(
    table(
      ['database', 'processes', 'orders/s', 'p50 ms', 'p99 ms', 'vs PostgreSQL ×1', 'failures'],
      figures.runs.map(({ dialect, processes, result }) => [
        dialect === 'postgres' ? 'PostgreSQL' : 'SQLite',
        processes,
        fixed(result.perSecond, 0),
        fixed(result.p50Ms, 1),
        fixed(result.p99Ms, 1),
        ratio(result.perSecond, baseline),
        describeFailures(result),
      ]),
    ),
  );
  const x = (value?: number) => (value === undefined ? 'n/a' : `${value.toFixed(2)}×`);
  console.info(
    `3 processes / 1 process: PostgreSQL ${x(figures.postgresSpeedup)} (target ≥ 1.5×), SQLite ${x(figures.sqliteSpeedup)}`,
  );
}
