// Catalog benchmark (issue 2): GET /v2/products/ (everything, streamed) for time and the server's
// peak memory, and GET /v2/products/?style=… requests per second through npm start's front
// server and through the Next route handler, each next to a minimal node:http server over the
// same database file in the same run.
import { existsSync, readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import Database from 'better-sqlite3';
import { basicAuthHeader } from './credentials';
import { runLoad, sendRequest, type LoadResult } from './load';
import { freePort, memoryOf, peakRssDuring, startServer, type ServerProcess } from './processes';
import { describeFailures, fixed, mib, ratio, table } from './report';

export interface CatalogBenchOptions {
  databasePath: string;
  connections: number;
  durationMs: number;
  /** No `next build` available: measure npm start's /v2 front without Next, skip the route handler. */
  skipNext: boolean;
}

export interface AllProductsFigures {
  seconds: number;
  bytes: number;
  status: number;
  rssBeforeMiB: number;
  rssPeakMiB: number;
  processHighWaterMiB: number;
}

export interface CatalogFigures {
  products: number;
  styles: number;
  allProducts?: AllProductsFigures;
  byStyle: { server: string; load: LoadResult; bytesPerAnswer: number }[];
}

function sampleStyles(databasePath: string) {
  const db = new Database(databasePath, { readonly: true });
  try {
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    const products = count('SELECT count(*) AS n FROM products');
    const styles = count('SELECT count(*) AS n FROM styles');
    // Forty styles spread over the catalog, the same list for every server.
    const partNumbers = db
      .prepare(
        `SELECT part_number FROM styles WHERE id % max(1, (SELECT count(*) FROM styles) / 40) = 0
          ORDER BY id LIMIT 40`,
      )
      .pluck()
      .all() as string[];
    return { products, styles, partNumbers };
  } finally {
    db.close();
  }
}

function serverEnv(databasePath: string, port: number): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${databasePath}`,
    // The benchmark measures throughput, not the per-account limit of 60 a minute.
    API_RATE_LIMIT_PER_MINUTE: '1000000000',
    LIFECYCLE_SIMULATOR: 'off',
  };
}

async function measureAllProducts(server: ServerProcess): Promise<AllProductsFigures> {
  const agent = new Agent({ keepAlive: false });
  const pid = server.child.pid!;
  const started = performance.now();
  const { result, peakMiB, beforeMiB } = await peakRssDuring(pid, () =>
    sendRequest(agent, new URL('/v2/products/', server.baseUrl), 'GET', {
      authorization: basicAuthHeader(),
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    seconds,
    bytes: result.bytes,
    status: result.status,
    rssBeforeMiB: beforeMiB,
    rssPeakMiB: peakMiB,
    processHighWaterMiB: memoryOf(pid)?.peakMiB ?? 0,
  };
}

async function loadByStyle(
  server: { baseUrl: string },
  partNumbers: string[],
  options: CatalogBenchOptions,
): Promise<LoadResult> {
  return runLoad({
    baseUrl: server.baseUrl,
    path: (i) => `/v2/products/?style=${encodeURIComponent(partNumbers[i % partNumbers.length]!)}`,
    headers: { authorization: basicAuthHeader() },
    connections: options.connections,
    durationMs: options.durationMs,
  });
}

// The bench builds only when there is no build at all; an existing build is used as it is (a
// rebuild here could collide with another build of the same tree). /v2 through npm start's front
// runs from source either way; only the `next start` figure depends on the build's age.
async function ensureBuild(): Promise<void> {
  const { buildIfStale, sourceHash } = await import('../lib/build-if-stale.mjs');
  if (!existsSync('.next/BUILD_ID')) {
    console.info('No .next/BUILD_ID: building once for the benchmark…');
    buildIfStale();
    return;
  }
  const stamp = '.next/apparel-portal-source-hash';
  const built = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : '';
  if (built !== sourceHash()) {
    console.info('Note: the existing Next build is older than the sources; using it as it is.');
  }
}

export async function runCatalogBench(options: CatalogBenchOptions): Promise<CatalogFigures> {
  const { products, styles, partNumbers } = sampleStyles(options.databasePath);
  console.info(`\n== Catalog: ${products} skus in ${styles} styles ==`);
  const figures: CatalogFigures = { products, styles, byStyle: [] };
  if (!options.skipNext) await ensureBuild();

  const servers: { label: string; args: (port: number) => string[] }[] = [
    {
      label: options.skipNext
        ? 'npm start front (/v2 only, no Next: --skip-next)'
        : 'npm start front server (scripts/serve.ts)',
      args: () => [
        '--import',
        'tsx',
        options.skipNext ? 'scripts/bench/front-only-server.ts' : 'scripts/serve.ts',
      ],
    },
    ...(options.skipNext
      ? []
      : [
          {
            label: 'Next route handler (next start)',
            args: (port: number) => [
              'node_modules/next/dist/bin/next',
              'start',
              '-p',
              String(port),
              '-H',
              '127.0.0.1',
            ],
          },
        ]),
    {
      label: 'minimal node:http + better-sqlite3',
      args: () => ['--import', 'tsx', 'scripts/bench/minimal-server.ts'],
    },
  ];

  for (const [index, spec] of servers.entries()) {
    const port = await freePort();
    const server = await startServer({
      name: spec.label,
      args: spec.args(port),
      env: { ...serverEnv(options.databasePath, port), DATABASE_PATH: options.databasePath },
      port,
      readyPath: '/v2/',
    });
    try {
      if (index === 0) {
        console.info(`GET /v2/products/ (all) through ${spec.label}…`);
        figures.allProducts = await measureAllProducts(server);
      }
      console.info(
        `GET /v2/products/?style=… through ${spec.label}: ${options.connections} connections, ${options.durationMs / 1000} s…`,
      );
      const load = await loadByStyle(server, partNumbers, options);
      figures.byStyle.push({
        server: spec.label,
        load,
        bytesPerAnswer: load.requests ? load.bytes / load.requests : 0,
      });
    } finally {
      await server.stop();
    }
  }
  printCatalogFigures(figures);
  return figures;
}

export function printCatalogFigures(figures: CatalogFigures): void {
  const all = figures.allProducts;
  if (all) {
    console.info(
      `\nGET /v2/products/ (all ${figures.products} skus) through npm start's server: status ${all.status}, ` +
        `${fixed(all.seconds, 2)} s, ${mib(all.bytes)}; server RSS ${fixed(all.rssBeforeMiB)} MiB before, ` +
        `peak ${fixed(all.rssPeakMiB)} MiB during (process high-water mark ${fixed(all.processHighWaterMiB)} MiB)`,
    );
  }
  const baseline = figures.byStyle.at(-1)?.load.perSecond ?? 0;
  console.info(`\nGET /v2/products/?style=… (40 styles in rotation)`);
  console.info(
    table(
      ['server', 'req/s', 'p50 ms', 'p99 ms', 'KiB/answer', 'vs minimal', 'non-2xx / errors'],
      figures.byStyle.map(({ server, load, bytesPerAnswer }) => [
        server,
        fixed(load.perSecond, 0),
        fixed(load.p50Ms, 1),
        fixed(load.p99Ms, 1),
        fixed(bytesPerAnswer / 1024, 1),
        ratio(load.perSecond, baseline),
        describeFailures(load),
      ]),
    ),
  );
}
