// Portal benchmark (issue 15, target 6): the catalog, style, cart and order pages of a signed-in
// buyer in Chromium over loopback, at demo and full scale. Per page: Largest Contentful Paint as
// the browser itself reports it (a PerformanceObserver of 'largest-contentful-paint' entries),
// the median of several cold loads, and the first-load JavaScript (every script the page fetched
// before its load event, gzipped). The server is `npm start`'s (scripts/serve.ts) over a scratch
// copy of the bench database, so the runs leave the seeded file as it was.
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { ensureBenchDatabase, removeDatabase, scratchCopy } from './bench-database';
import { freePort, startServer } from './processes';
import { fixed, table } from './report';

export type PortalPage = 'catalog' | 'style' | 'cart' | 'order';
export type BenchScale = 'demo' | 'full';

export interface PortalFigure {
  page: PortalPage;
  scale: BenchScale;
  path: string;
  /** Median Largest Contentful Paint of the cold loads, in milliseconds. */
  lcpMs: number;
  /** Every load's LCP, to show the spread. */
  lcpRunsMs: number[];
  /** First-load JavaScript, gzip (level 9, like a production CDN), in KB (1000 bytes). */
  jsKbGzip: number;
  scripts: number;
}

export interface PortalBenchOptions {
  scales: BenchScale[];
  /** Cold loads per page (each in a fresh browser context: no HTTP cache). */
  runs?: number;
}

export const PORTAL_TARGETS = { lcpMs: 500, jsKbGzip: 150 } as const;

const DEMO_BUYER = { email: 'buyer@example.com', password: 'demo1234!' };
const DEMO_ACCOUNT = '100001';

/** What each page shows: the largest style, the account's order with most lines, a 6-line cart. */
function pickSubjects(databasePath: string) {
  const db = new Database(databasePath, { readonly: true });
  try {
    const styleId = db
      .prepare(`SELECT style_id FROM products GROUP BY style_id ORDER BY count(*) DESC LIMIT 1`)
      .pluck()
      .get() as number;
    const orderNumber = db
      .prepare(
        `SELECT o.order_number FROM orders o JOIN accounts a ON a.id = o.account_id
          WHERE a.number = ? GROUP BY o.order_number
          ORDER BY (SELECT count(*) FROM order_lines l JOIN orders o2 ON o2.id = l.order_id
                     WHERE o2.order_number = o.order_number) DESC LIMIT 1`,
      )
      .pluck()
      .get(DEMO_ACCOUNT) as string | undefined;
    const skuIds = db
      .prepare(
        `SELECT p.id FROM products p WHERE p.style_id = ?
            AND (SELECT sum(s.qty) FROM stock s WHERE s.product_id = p.id) > 50
          ORDER BY p.id LIMIT 6`,
      )
      .pluck()
      .all(styleId) as number[];
    return { styleId, orderNumber, skuIds };
  } finally {
    db.close();
  }
}

/** Installed before any page script: keeps the latest LCP candidate where the bench can read it. */
const LCP_OBSERVER = `
  window.__lcp = -1;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

async function signedInState(browser: Browser, baseUrl: string, skuIds: number[]) {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(DEMO_BUYER.email);
  await page.getByLabel('Password').fill(DEMO_BUYER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
  // The cart page shows a real cart: the same lines every run (a cleared cart, then six skus).
  const headers = { origin: baseUrl };
  const cleared = await context.request.delete('/v2/cart', { headers });
  if (!cleared.ok()) throw new Error(`DELETE /v2/cart answered ${cleared.status()}`);
  const added = await context.request.post('/v2/cart/lines', {
    headers,
    data: { lines: skuIds.map((identifier) => ({ identifier, qty: 3 })) },
  });
  if (!added.ok()) throw new Error(`POST /v2/cart/lines answered ${added.status()}`);
  const state = await context.storageState();
  await context.close();
  return state;
}

async function measurePage(context: BrowserContext, baseUrl: string, path: string) {
  const page = await context.newPage();
  const origin = new URL(baseUrl).origin;
  const bodies: Promise<number>[] = [];
  let loaded = false;
  page.on('response', (response) => {
    const request = response.request();
    if (loaded || request.resourceType() !== 'script') return;
    if (new URL(response.url()).origin !== origin) return;
    bodies.push(
      response
        .body()
        .then((body) => gzipSync(body, { level: 9 }).length)
        .catch(() => 0),
    );
  });
  const response = await page.goto(path, { waitUntil: 'load' });
  loaded = true;
  if (!response || response.status() !== 200) {
    throw new Error(`GET ${path} answered ${response?.status() ?? 'nothing'}`);
  }
  // LCP candidates stop with the first input; until then, let late content (streamed parts,
  // client-fetched data) paint, as a buyer waiting for the page would see it.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(200);
  const lcpMs = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
  const sizes = await Promise.all(bodies);
  await page.close();
  return { lcpMs, jsBytes: sizes.reduce((sum, n) => sum + n, 0), scripts: sizes.length };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function benchScale(browser: Browser, scale: BenchScale, runs: number) {
  const seeded = ensureBenchDatabase(scale);
  const databasePath = scratchCopy(seeded, `portal-${scale}.db`);
  const subjects = pickSubjects(databasePath);
  if (!subjects.orderNumber) throw new Error(`No order of account ${DEMO_ACCOUNT} in ${seeded}`);
  const port = await freePort();
  const server = await startServer({
    name: `npm start server (${scale})`,
    args: ['--import', 'tsx', 'scripts/serve.ts'],
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${databasePath}`,
      LIFECYCLE_SIMULATOR: 'off',
      API_RATE_LIMIT_PER_MINUTE: '1000000000',
    },
    port,
    readyPath: '/sign-in',
  });
  try {
    const state = await signedInState(browser, server.baseUrl, subjects.skuIds);
    const pages: [PortalPage, string][] = [
      ['catalog', '/catalog'],
      ['style', `/styles/${subjects.styleId}`],
      ['cart', '/cart'],
      ['order', `/orders/${encodeURIComponent(subjects.orderNumber)}`],
    ];
    const figures: PortalFigure[] = [];
    for (const [page, path] of pages) {
      const samples: Awaited<ReturnType<typeof measurePage>>[] = [];
      // One warm-up load (the server's first render of a route compiles and fills its caches).
      for (let run = 0; run <= runs; run++) {
        const context = await browser.newContext({ baseURL: server.baseUrl, storageState: state });
        await context.addInitScript(LCP_OBSERVER);
        const sample = await measurePage(context, server.baseUrl, path);
        await context.close();
        if (run > 0) samples.push(sample);
      }
      const lcpRunsMs = samples.map((s) => Math.round(s.lcpMs));
      figures.push({
        page,
        scale,
        path,
        lcpMs: median(lcpRunsMs),
        lcpRunsMs,
        jsKbGzip: Number((samples[0]!.jsBytes / 1000).toFixed(1)),
        scripts: samples[0]!.scripts,
      });
    }
    return figures;
  } finally {
    await server.stop();
    removeDatabase(databasePath);
  }
}

export async function runPortalBench(options: PortalBenchOptions): Promise<PortalFigure[]> {
  const runs = options.runs ?? 5;
  console.info(`\n== Portal: LCP (median of ${runs} cold loads) and first-load JS per page ==`);
  if (!existsSync('.next/BUILD_ID')) {
    throw new Error('The portal bench needs a production build: run `npx next build` first.');
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const figures: PortalFigure[] = [];
  try {
    for (const scale of options.scales) figures.push(...(await benchScale(browser, scale, runs)));
  } finally {
    await browser.close();
  }
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISS');
  console.info(
    table(
      [
        'page',
        'scale',
        `LCP ms (target < ${PORTAL_TARGETS.lcpMs})`,
        'runs',
        `JS KB gzip (< ${PORTAL_TARGETS.jsKbGzip})`,
        'scripts',
      ],
      figures.map((f) => [
        f.page,
        f.scale,
        `${fixed(f.lcpMs, 0)} ${verdict(f.lcpMs < PORTAL_TARGETS.lcpMs)}`,
        f.lcpRunsMs.join(' '),
        `${fixed(f.jsKbGzip)} ${verdict(f.jsKbGzip < PORTAL_TARGETS.jsKbGzip)}`,
        f.scripts,
      ]),
    ),
  );
  return figures;
}
