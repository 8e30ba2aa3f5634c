// Target 4 of issue 15: GET /v2/products/ (the whole catalog, streamed) in JSON and in XML through
// npm start's front server: time to the first body byte, the server's peak RSS, and throughput
// next to the same answer produced and consumed in-process (whole-catalog-in-process.ts). HTTP and
// in-process runs alternate, so a change in the machine's load hits both. Each HTTP run starts a
// fresh server, so its peak RSS is that answer's and not a leftover of an earlier one.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { basicAuthHeader } from './credentials';
import { cpuSecondsOf, freePort, memoryOf, peakRssDuring, startServer } from './processes';
import { fixed, mib, table } from './report';

export type CatalogFormat = 'json' | 'xml';

export interface WholeCatalogRun {
  /** Seconds from sending the request to its first body byte. */
  firstByteSeconds: number;
  seconds: number;
  /** CPU seconds (user + system) the producing process spent on this answer. */
  cpuSeconds: number;
  bytes: number;
  status: number;
}

export interface WholeCatalogFigures {
  format: CatalogFormat;
  http: WholeCatalogRun & { rssBeforeMiB: number; rssPeakMiB: number };
  inProcess: WholeCatalogRun;
}

export interface WholeCatalogOptions {
  databasePath: string;
  formats?: CatalogFormat[];
  /** Pairs (HTTP, in-process) per format; the best of each kind is kept. */
  rounds?: number;
}

// The in-process run listens on nothing; its PORT only satisfies the configuration.
function serverEnv(databasePath: string, port: number): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${databasePath}`,
    API_RATE_LIMIT_PER_MINUTE: '1000000000',
    LIFECYCLE_SIMULATOR: 'off',
  };
}

function catalogPath(format: CatalogFormat): string {
  return format === 'xml' ? '/v2/products/?mediatype=xml' : '/v2/products/';
}

function fetchWhole(baseUrl: string, format: CatalogFormat) {
  const agent = new Agent({ keepAlive: false });
  const started = performance.now();
  return new Promise<Omit<WholeCatalogRun, 'cpuSeconds'>>((resolve, reject) => {
    const req = request(
      new URL(catalogPath(format), baseUrl),
      { agent, headers: { authorization: basicAuthHeader() } },
      (res) => {
        let bytes = 0;
        let firstByteSeconds = 0;
        res.on('data', (chunk: Buffer) => {
          if (bytes === 0) firstByteSeconds = (performance.now() - started) / 1000;
          bytes += chunk.length;
        });
        res.on('end', () => {
          agent.destroy();
          resolve({
            firstByteSeconds,
            seconds: (performance.now() - started) / 1000,
            bytes,
            status: res.statusCode ?? 0,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function runOverHttp(databasePath: string, format: CatalogFormat) {
  const port = await freePort();
  const server = await startServer({
    name: 'npm start front (/v2)',
    args: ['--import', 'tsx', 'scripts/bench/front-only-server.ts'],
    env: serverEnv(databasePath, port),
    port,
    readyPath: '/v2/',
  });
  try {
    // One small answer first, as the in-process run does: both measure a warm process.
    await fetch(new URL('/v2/brands', server.baseUrl), {
      headers: { authorization: basicAuthHeader() },
    }).then((res) => res.arrayBuffer());
    const pid = server.child.pid!;
    const cpuBefore = cpuSecondsOf(pid);
    const { result, peakMiB, beforeMiB } = await peakRssDuring(pid, () =>
      fetchWhole(server.baseUrl, format),
    );
    const cpuSeconds = cpuSecondsOf(pid) - cpuBefore;
    const highWater = memoryOf(pid)?.peakMiB ?? peakMiB;
    return {
      ...result,
      cpuSeconds,
      rssBeforeMiB: beforeMiB,
      rssPeakMiB: Math.max(peakMiB, highWater),
    };
  } finally {
    await server.stop();
  }
}

function runInProcess(databasePath: string, format: CatalogFormat): Promise<WholeCatalogRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/bench/whole-catalog-in-process.ts', format],
      {
        env: { ...process.env, ...serverEnv(databasePath, 1) },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = output.trim().split('\n').at(-1) ?? '';
      if (code !== 0) return reject(new Error(`in-process run exited with ${code}: ${output}`));
      resolve(JSON.parse(line) as WholeCatalogRun);
    });
  });
}

const faster = <T extends { seconds: number }>(a: T | undefined, b: T) =>
  a === undefined || b.seconds < a.seconds ? b : a;

export async function runWholeCatalogBench(
  options: WholeCatalogOptions,
): Promise<WholeCatalogFigures[]> {
  const figures: WholeCatalogFigures[] = [];
  for (const format of options.formats ?? ['json', 'xml']) {
    let http: WholeCatalogFigures['http'] | undefined;
    let inProcess: WholeCatalogRun | undefined;
    let peak = 0;
    for (let round = 0; round < (options.rounds ?? 1); round++) {
      console.info(`GET ${catalogPath(format)} whole catalog: over HTTP, then in-process…`);
      const overHttp = await runOverHttp(options.databasePath, format);
      peak = Math.max(peak, overHttp.rssPeakMiB);
      http = faster(http, overHttp);
      inProcess = faster(inProcess, await runInProcess(options.databasePath, format));
    }
    // The worst peak of all rounds: memory is a bound, not a best case.
    figures.push({ format, http: { ...http!, rssPeakMiB: peak }, inProcess: inProcess! });
  }
  printWholeCatalogFigures(figures);
  return figures;
}

/** HTTP throughput as a share of in-process: by elapsed time and by CPU time spent. */
export function wholeCatalogShares(f: WholeCatalogFigures): { wall: number; cpu: number } {
  return {
    wall: f.http.seconds > 0 ? f.inProcess.seconds / f.http.seconds : 0,
    cpu: f.http.cpuSeconds > 0 ? f.inProcess.cpuSeconds / f.http.cpuSeconds : 0,
  };
}

export function printWholeCatalogFigures(figures: WholeCatalogFigures[]): void {
  const pct = (share: number) => `${(share * 100).toFixed(0)} %`;
  console.info(
    `\nGET /v2/products/ (whole catalog), npm start's front vs the same answer in-process\n` +
      table(
        [
          'format',
          'size',
          'first byte s',
          'HTTP s',
          'in-proc s',
          'share (time)',
          'share (CPU)',
          'RSS before',
          'RSS peak',
        ],
        figures.map((f) => {
          const share = wholeCatalogShares(f);
          return [
            f.format,
            mib(f.http.bytes),
            fixed(f.http.firstByteSeconds, 3),
            fixed(f.http.seconds, 1),
            fixed(f.inProcess.seconds, 1),
            pct(share.wall),
            pct(share.cpu),
            `${fixed(f.http.rssBeforeMiB, 0)} MiB`,
            `${fixed(f.http.rssPeakMiB, 0)} MiB`,
          ];
        }),
      ),
  );
}
