// npm run bench [-- --scale full|demo] [--duration 5] [--connections 50]
//               [--only catalog|orders|scale-out|portal] [--skip-next]
// Prints figures and ratios; asserts no timings (the machine decides those). Results are also
// written to bench-results/latest.json.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBenchDatabase, RESULTS_DIR } from './bench-database';
import { runCatalogBench, type CatalogFigures } from './catalog-bench';
import { runOrdersBench, type OrdersFigures } from './orders-bench';
import { runPortalBench, type PortalFigure } from './portal-bench';
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
  orders?: OrdersFigures;
  scaleOut?: ScaleOutFigures;
  portal?: PortalFigure[];
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

// The portal's pages at both scales (demo is seeded in seconds; the pages must not slow with size).
if (runs('portal') && !skipNext) {
  results.portal = await section('Portal', () =>
    runPortalBench({ scales: scale === 'demo' ? ['demo'] : ['demo', 'full'] }),
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
