// npm run bench [-- --scales demo,full] [--whole-scales half,full] [--duration 5]
//               [--connections 50] [--only catalog|whole-catalog|orders|scale-out|ceiling|portal] [--skip-next]
// Prints figures and ratios, then the summary of issue 15's targets (summary.ts); asserts no
// timings (the machine decides those). Results are also written to bench-results/latest.json.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBenchDatabase, RESULTS_DIR, type BenchScale } from './bench-database';
import { runCatalogBench, type CatalogFigures } from './catalog-bench';
import { runCeilingBench, type CeilingFigures } from './ceiling-bench';
import { runOrdersBench, type OrdersFigures } from './orders-bench';
import { runPortalBench, type PortalFigure } from './portal-bench';
import { runScaleOutBench, type ScaleOutFigures } from './scale-out-bench';
import { printSummary, type SummaryInput } from './summary';
import { runWholeCatalogBench, type WholeCatalogFigures } from './whole-catalog-bench';

const { values } = parseArgs({
  options: {
    // `--scale` (one) is kept for older command lines; `--scales` lists several side by side.
    scale: { type: 'string' },
    scales: { type: 'string', default: 'demo,full' },
    'whole-scales': { type: 'string', default: 'half,full' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    'order-clients': { type: 'string', default: '16' },
    only: { type: 'string' },
    'skip-next': { type: 'boolean', default: false },
  },
});

function scaleList(text: string): BenchScale[] {
  const scales = text.split(',').map((s) => s.trim());
  for (const scale of scales) {
    if (scale !== 'demo' && scale !== 'half' && scale !== 'full') {
      console.error(`A scale is demo, half or full, not "${scale}".`);
      process.exit(2);
    }
  }
  return scales as BenchScale[];
}

const scales = scaleList(values.scale ?? values.scales);
const wholeScales = scaleList(values.scale ?? values['whole-scales']);
const durationMs = Number(values.duration) * 1000;
const skipNext = values['skip-next'];

const started = Date.now();
const loadBefore = loadavg()[0]!;
console.info(
  `Benchmark on ${cpus().length} CPU(s) (load average ${loadBefore.toFixed(1)} before the run: other work skews every figure), Node ${process.version}; scales ${scales.join(', ')} (whole catalog: ${wholeScales.join(', ')}), ${durationMs / 1000} s per load run`,
);

interface ScaleResults {
  catalog?: CatalogFigures;
  orders?: OrdersFigures;
  scaleOut?: ScaleOutFigures;
  wholeCatalog?: WholeCatalogFigures[];
}
const results: Partial<Record<BenchScale, ScaleResults>> = {};
const at = (scale: BenchScale) => (results[scale] ??= {});
// The ceiling and portal runs compare demo with full (half exists for the whole catalog's memory).
const pageScales = scales.filter((scale): scale is 'demo' | 'full' => scale !== 'half');
let portal: PortalFigure[] | undefined;
let ceiling: CeilingFigures[] | undefined;

const failures: string[] = [];
// One part failing (a server that does not start, a use case mid-change) still lets the others
// report their figures; the run then exits non-zero.
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

const perScaleParts = ['catalog', 'orders', 'scale-out'];
for (const scale of perScaleParts.some(runs) ? scales : []) {
  const databasePath = ensureBenchDatabase(scale);
  if (runs('catalog')) {
    at(scale).catalog = await section(`Catalog (${scale})`, () =>
      runCatalogBench({
        databasePath,
        connections: Number(values.connections),
        durationMs,
        skipNext,
      }),
    );
  }
  if (runs('orders')) {
    at(scale).orders = await section(`Orders (${scale})`, () =>
      runOrdersBench({
        databasePath,
        connections: Number(values['order-clients']),
        durationMs,
        skipNext,
      }),
    );
  }
  if (runs('scale-out')) {
    at(scale).scaleOut = await section(`Scale-out (${scale})`, () =>
      runScaleOutBench({
        databasePath,
        scale: scale === 'demo' ? 'demo' : 'full',
        connections: Number(values['order-clients']),
        durationMs,
      }),
    );
  }
}

if (runs('ceiling')) {
  // Targets 1-3 (and 7): the same answers at demo and at full scale side by side, by the issue's
  // method: autocannon, 32 connections, at least 8 s per run, ours and the ceiling alternated.
  ceiling = [];
  for (const ceilingScale of pageScales) {
    const figures = await section(`Ceiling (${ceilingScale})`, () =>
      runCeilingBench({
        databasePath: ensureBenchDatabase(ceilingScale),
        scale: ceilingScale,
        connections: 32,
        durationMs: Math.max(8000, durationMs),
        rounds: 2,
      }),
    );
    if (figures) ceiling.push(figures);
  }
}

if (runs('whole-catalog')) {
  for (const scale of wholeScales) {
    console.info(`\n== Whole catalog (${scale} scale) ==`);
    const databasePath = ensureBenchDatabase(scale);
    at(scale).wholeCatalog = await section(`Whole catalog (${scale})`, () =>
      runWholeCatalogBench({ databasePath }),
    );
  }
}

// The portal's pages at demo and full scale (the pages must not slow down as the catalog grows).
if (runs('portal') && !skipNext) {
  portal = await section('Portal', () => runPortalBench({ scales: pageScales }));
}

const summary: SummaryInput = { wholeCatalog: {}, orders: {} };
for (const [scale, figures] of Object.entries(results) as [BenchScale, ScaleResults][]) {
  if (figures.wholeCatalog) summary.wholeCatalog![scale] = figures.wholeCatalog;
  if (figures.orders) summary.orders![scale] = figures.orders;
}
if (portal) summary.portal = portal;
if (ceiling) {
  summary.ceiling = ceiling.flatMap((figures) =>
    figures.rows.map((row) => ({
      endpoint: row.answer,
      scale: figures.scale,
      oursRps: Math.max(...row.oursPerSecond),
      ceilingRps: Math.max(...row.ceilingPerSecond),
      target:
        row.targetPercent === 40
          ? (2 as const)
          : row.targetPercent === 70
            ? (3 as const)
            : (1 as const),
    })),
  );
}
printSummary(summary);

const loadAfter = loadavg()[0]!;
writeFileSync(
  join(RESULTS_DIR, 'latest.json'),
  `${JSON.stringify({ at: new Date().toISOString(), loadBefore, loadAfter, skipNext, ...results, ceiling, portal }, null, 2)}\n`,
);
console.info(
  `\n${failures.length ? `Failed: ${failures.join(', ')}. ` : ''}Done in ${((Date.now() - started) / 1000).toFixed(0)} s (load average ${loadAfter.toFixed(1)} at the end); figures in ${join(RESULTS_DIR, 'latest.json')}`,
);
if (failures.length) process.exitCode = 1;
