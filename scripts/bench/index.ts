// npm run bench [-- --scale full|demo] [--duration 5] [--connections 50]
//               [--only catalog|ceiling|orders|scale-out] [--skip-next]
// Prints figures and ratios; asserts no timings (the machine decides those). Results are also
// written to bench-results/latest.json.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBenchDatabase, RESULTS_DIR } from './bench-database';
import { runCatalogBench, type CatalogFigures } from './catalog-bench';
import { runCeilingBench, type CeilingFigures } from './ceiling-bench';
import { runOrdersBench, type OrdersFigures } from './orders-bench';
import { runScaleOutBench, type ScaleOutFigures } from './scale-out-bench';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'full' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    'order-clients': { type: 'string', default: '16' },
    only: { type: 'string' },
    'skip-next': { type: 'boolean', default: false },
  },
});
const scale = values.scale === 'demo' ? 'demo' : 'full';
const durationMs = Number(values.duration) * 1000;
const skipNext = values['skip-next'];

const started = Date.now();
console.info(
  `Benchmark on ${cpus().length} CPU(s) (load average ${loadavg()[0]!.toFixed(1)} before the run: other work skews every figure), Node ${process.version}; ${scale} scale, ${durationMs / 1000} s per load run`,
);
const databasePath = ensureBenchDatabase(scale);
const results: {
  catalog?: CatalogFigures;
  ceiling?: CeilingFigures[];
  orders?: OrdersFigures;
  scaleOut?: ScaleOutFigures;
} = {};

const failures: string[] = [];
// One part failing (a server that does not start, a use case mid-change) still lets the other
// report its figures; the run then exits non-zero.
async function section<T>(name: string, run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (error) {
    failures.push(name);
    console.error(`\n${name} benchmark failed:`, error instanceof Error ? error.message : error);
    return undefined;
  }
}

const runs = (part: string) => values.only === undefined || values.only === part;

if (runs('catalog')) {
  results.catalog = await section('Catalog', () =>
    runCatalogBench({
      databasePath,
      connections: Number(values.connections),
      durationMs,
      skipNext,
    }),
  );
}
if (runs('ceiling')) {
  // Issue 15 target 7: the same answers at demo and at full scale side by side. The issue's
  // method: autocannon, 32 connections, at least 8 s per run.
  results.ceiling = [];
  for (const ceilingScale of ['demo', 'full'] as const) {
    const figures = await section(`Ceiling (${ceilingScale})`, () =>
      runCeilingBench({
        databasePath: ensureBenchDatabase(ceilingScale),
        scale: ceilingScale,
        connections: 32,
        durationMs: Math.max(8000, durationMs),
        rounds: 2,
      }),
    );
    if (figures) results.ceiling.push(figures);
  }
}
if (runs('orders')) {
  results.orders = await section('Orders', () =>
    runOrdersBench({
      databasePath,
      connections: Number(values['order-clients']),
      durationMs,
      skipNext,
    }),
  );
}

if (runs('scale-out')) {
  results.scaleOut = await section('Scale-out', () =>
    runScaleOutBench({
      databasePath,
      scale,
      connections: Number(values['order-clients']),
      durationMs,
    }),
  );
}

writeFileSync(
  join(RESULTS_DIR, 'latest.json'),
  `${JSON.stringify({ at: new Date().toISOString(), scale, skipNext, ...results }, null, 2)}\n`,
);
console.info(
  `\n${failures.length ? `Failed: ${failures.join(', ')}. ` : ''}Done in ${((Date.now() - started) / 1000).toFixed(0)} s; figures in ${join(RESULTS_DIR, 'latest.json')}`,
);
if (failures.length) process.exitCode = 1;
