// The closing table of `npm run bench`: the seven figures of issue 15, each next to its target
// with pass or miss, at every scale the run measured side by side (target 7). Sections a run did
// not measure print as "not measured", never as a pass.
import { perCpuSecond, type OrdersFigures } from './orders-bench';
import { fixed, table } from './report';
import { wholeCatalogShares, type WholeCatalogFigures } from './whole-catalog-bench';

export type SummaryScale = 'demo' | 'half' | 'full';

/**
 * One ceiling comparison (targets 1–3): our requests/s next to a bare node:http server answering
 * the very same bytes and headers. `target` says which of the three it counts for; without it the
 * endpoint's text decides: a 304 / If-None-Match run is target 3, a `?style=` list target 2, any
 * other endpoint target 1.
 */
export interface CeilingRow {
  endpoint: string;
  scale: SummaryScale;
  oursRps: number;
  ceilingRps: number;
  target?: 1 | 2 | 3;
}

/** Target 6: one portal page, signed in, in Chromium on loopback. */
export interface PortalRow {
  page: string;
  scale?: SummaryScale;
  lcpMs: number;
  jsKbGzip: number;
}

export interface SummaryInput {
  /** Target 4 per scale (memory at half and full shows whether it grows with the catalog). */
  wholeCatalog?: Partial<Record<SummaryScale, WholeCatalogFigures[]>>;
  /** Target 5 per scale. */
  orders?: Partial<Record<SummaryScale, OrdersFigures>>;
  ceiling?: readonly CeilingRow[];
  portal?: readonly PortalRow[];
}

export const TARGETS = {
  singleRecordShare: 0.5,
  styleListShare: 0.4,
  notModifiedShare: 0.7,
  firstByteSeconds: 0.5,
  peakRssMB: 400,
  wholeCatalogShare: 0.5,
  ordersShare: 0.6,
  lcpMs: 500,
  jsKbGzip: 150,
} as const;

type Row = [string, string, string, string, string];
const verdict = (pass: boolean) => (pass ? 'pass' : 'MISS');
const pct = (share: number) => `${(share * 100).toFixed(0)} %`;
const MB = 1024 * 1024;
const mbFromMiB = (mib: number) => (mib * MB) / 1e6;

export function ceilingTarget(row: CeilingRow): 1 | 2 | 3 {
  if (row.target) return row.target;
  if (/304|if-none-match/i.test(row.endpoint)) return 3;
  if (/[?&]style=/i.test(row.endpoint)) return 2;
  return 1;
}

function ceilingRows(rows: readonly CeilingRow[] | undefined, target: 1 | 2 | 3): Row[] {
  const minimum = [0, TARGETS.singleRecordShare, TARGETS.styleListShare, TARGETS.notModifiedShare][
    target
  ]!;
  // Each endpoint's scales side by side (target 7: a single-style answer should not slow down
  // as the catalog grows).
  const mine = (rows ?? [])
    .filter((row) => ceilingTarget(row) === target)
    .sort((a, b) => a.endpoint.localeCompare(b.endpoint) || a.scale.localeCompare(b.scale));
  if (mine.length === 0)
    return [[`${target}`, 'ceiling runs', 'not measured', `>= ${pct(minimum)}`, '-']];
  return mine.map((row) => {
    const share = row.ceilingRps > 0 ? row.oursRps / row.ceilingRps : 0;
    return [
      `${target}`,
      `${row.endpoint} (${row.scale})`,
      `${pct(share)} (${fixed(row.oursRps, 0)} of ${fixed(row.ceilingRps, 0)} req/s)`,
      `>= ${pct(minimum)}`,
      verdict(share >= minimum),
    ];
  });
}

function wholeCatalogRows(input: SummaryInput['wholeCatalog']): Row[] {
  const rows: Row[] = [];
  for (const [scale, figures] of Object.entries(input ?? {})) {
    for (const f of figures ?? []) {
      const share = wholeCatalogShares(f);
      const label = (what: string) => `GET /v2/products/ ${f.format} ${what} (${scale})`;
      const peakMB = mbFromMiB(f.http.rssPeakMiB);
      rows.push(
        [
          '4',
          label('first byte'),
          `${fixed(f.http.firstByteSeconds, 3)} s`,
          `< ${TARGETS.firstByteSeconds} s`,
          verdict(f.http.firstByteSeconds < TARGETS.firstByteSeconds),
        ],
        [
          '4, 7',
          label('server peak RSS'),
          `${fixed(peakMB, 0)} MB`,
          `< ${TARGETS.peakRssMB} MB`,
          verdict(peakMB < TARGETS.peakRssMB),
        ],
        [
          '4',
          label('throughput vs in-process'),
          `${pct(share.wall)} by time, ${pct(share.cpu)} by CPU`,
          `>= ${pct(TARGETS.wholeCatalogShare)}`,
          verdict(share.wall >= TARGETS.wholeCatalogShare),
        ],
      );
    }
  }
  return rows.length ? rows : [['4', 'whole catalog', 'not measured', '-', '-']];
}

/** Target 7's memory half: the peak at full scale over the peak at half scale, per format. */
function memoryGrowthRows(input: SummaryInput['wholeCatalog']): Row[] {
  const half = input?.half ?? [];
  const full = input?.full ?? [];
  return half.flatMap((h): Row[] => {
    const f = full.find((x) => x.format === h.format);
    if (!f) return [];
    const added = (x: WholeCatalogFigures) => x.http.rssPeakMiB - x.http.rssBeforeMiB;
    // "Must not grow with the catalog": twice the skus may cost at most a quarter more memory
    // above the idle server (a page, a chunk, allocator slack), not twice as much.
    const growth = added(h) > 0 ? added(f) / added(h) : 0;
    return [
      [
        '7',
        `whole catalog ${h.format}: RSS added, full vs half`,
        `${fixed(added(f), 0)} vs ${fixed(added(h), 0)} MiB (x${fixed(growth, 2)})`,
        '<= x1.25',
        verdict(growth <= 1.25),
      ],
    ];
  });
}

function ordersRows(input: SummaryInput['orders']): Row[] {
  const rows: Row[] = [];
  for (const [scale, figures] of Object.entries(input ?? {})) {
    const { http, inProcess } = figures ?? {};
    if (!http || !inProcess) continue;
    const share = inProcess.perSecond > 0 ? http.perSecond / inProcess.perSecond : 0;
    const inProcessPerCpu = perCpuSecond(inProcess.orders, inProcess.cpuSeconds);
    const cpuShare =
      inProcessPerCpu > 0 ? perCpuSecond(http.requests, http.cpuSeconds) / inProcessPerCpu : 0;
    rows.push([
      '5, 7',
      `5-line orders, HTTP vs in-process (${scale})`,
      `${pct(share)} (${fixed(http.perSecond, 0)} vs ${fixed(inProcess.perSecond, 0)}/s; ${pct(cpuShare)} per CPU s; p99 ${fixed(http.p99Ms, 0)} vs ${fixed(inProcess.p99Ms, 0)} ms)`,
      `>= ${pct(TARGETS.ordersShare)}`,
      verdict(share >= TARGETS.ordersShare),
    ]);
  }
  return rows.length ? rows : [['5', 'orders', 'not measured', '-', '-']];
}

function portalRows(rows: readonly PortalRow[] | undefined): Row[] {
  if (!rows?.length) return [['6', 'portal pages', 'not measured', '-', '-']];
  return rows.flatMap((row): Row[] => {
    const where = row.scale ? ` (${row.scale})` : '';
    return [
      [
        '6',
        `${row.page} LCP${where}`,
        `${fixed(row.lcpMs, 0)} ms`,
        `< ${TARGETS.lcpMs} ms`,
        verdict(row.lcpMs < TARGETS.lcpMs),
      ],
      [
        '6',
        `${row.page} first-load JS${where}`,
        `${fixed(row.jsKbGzip, 0)} KB gzip`,
        `< ${TARGETS.jsKbGzip} KB`,
        verdict(row.jsKbGzip < TARGETS.jsKbGzip),
      ],
    ];
  });
}

/** The rows of the summary, in target order (exported for tests and latest.json). */
export function summaryRows(input: SummaryInput): Row[] {
  return [
    ...ceilingRows(input.ceiling, 1),
    ...ceilingRows(input.ceiling, 2),
    ...ceilingRows(input.ceiling, 3),
    ...wholeCatalogRows(input.wholeCatalog),
    ...ordersRows(input.orders),
    ...portalRows(input.portal),
    ...memoryGrowthRows(input.wholeCatalog),
  ];
}

export function printSummary(input: SummaryInput): void {
  console.info(
    `\n== Issue 15: every figure next to its target ==\n` +
      table(
        ['figure', 'issue 15 target', 'measured', 'target', 'verdict'],
        summaryRows(input).map(([number, ...rest]) => [rest[0], number, ...rest.slice(1)]),
      ),
  );
}
