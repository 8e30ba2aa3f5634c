// The bytes ceiling (issue 15, targets 1–3): each catalog answer is fetched once from npm start's
// /v2 front, then a bare node:http server (ceiling-server.ts) answers every request with exactly
// those bytes and headers. Both are loaded with autocannon (same connections, same time, runs
// alternated) and our rate is reported as a share of the ceiling's.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import type { RecordedAnswer } from './ceiling-server';
import { basicAuthHeader } from './credentials';
import { freePort, startServer, type ServerProcess } from './processes';
import { fixed, table } from './report';

export interface CeilingBenchOptions {
  databasePath: string;
  scale: 'demo' | 'full';
  /** autocannon connections (the issue: 32). */
  connections: number;
  /** Per load run (the issue: at least 8 s). */
  durationMs: number;
  /** Load runs per server and answer, alternated ours / ceiling. */
  rounds: number;
}

export interface CeilingRow {
  answer: string;
  path: string;
  /** Percentage of the bytes ceiling the issue asks for. */
  targetPercent: number;
  bytes: number;
  status: number;
  oursPerSecond: number[];
  ceilingPerSecond: number[];
  /** Our best run over the ceiling's best run, in percent. */
  percent: number;
  /** Answers other than the expected status, over all of our runs. */
  unexpected: number;
}

export interface CeilingFigures {
  scale: 'demo' | 'full';
  connections: number;
  seconds: number;
  rows: CeilingRow[];
}

interface Probe {
  answer: string;
  path: string;
  targetPercent: number;
  /** Sent with If-None-Match: the ETag of the plain answer (a 304 is expected). */
  conditional?: boolean;
}

function probes(databasePath: string): Probe[] {
  const db = new Database(databasePath, { readonly: true });
  try {
    const one = <T>(sql: string) => db.prepare(sql).pluck().get() as T;
    const styleId = one<number>(
      'SELECT id FROM styles ORDER BY id LIMIT 1 OFFSET (SELECT count(*) / 2 FROM styles)',
    );
    const sku = one<string>(
      'SELECT sku FROM products ORDER BY id LIMIT 1 OFFSET (SELECT count(*) / 2 FROM products)',
    );
    const largest = one<string>(
      `SELECT s.part_number FROM styles s JOIN products p ON p.style_id = s.id
        GROUP BY s.id ORDER BY count(*) DESC, s.id LIMIT 1`,
    );
    return [
      { answer: 'GET /v2/styles/{id}', path: `/v2/styles/${styleId}`, targetPercent: 50 },
      { answer: 'GET /v2/products/{sku}', path: `/v2/products/${sku}`, targetPercent: 50 },
      { answer: 'GET /v2/inventory/{sku}', path: `/v2/inventory/${sku}`, targetPercent: 50 },
      {
        answer: 'GET /v2/products/?style= (largest)',
        path: `/v2/products/?style=${encodeURIComponent(largest)}`,
        targetPercent: 40,
      },
      {
        answer: '304 products/{sku} vs empty 304',
        path: `/v2/products/${sku}`,
        targetPercent: 70,
        conditional: true,
      },
    ];
  } finally {
    db.close();
  }
}

// Hop-by-hop and per-connection headers are the ceiling server's own business.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);

function fetchOnce(baseUrl: string, path: string, headers: Record<string, string>) {
  const agent = new Agent({ keepAlive: false });
  return new Promise<RecordedAnswer>((resolve, reject) => {
    const req = request(new URL(path, baseUrl), { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (value === undefined || HOP_BY_HOP.has(name)) continue;
          kept[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        // A chunked answer is replayed with its length known: the ceiling is the cheapest form.
        const body = Buffer.concat(chunks);
        if (res.statusCode !== 304) kept['content-length'] = String(body.length);
        agent.destroy();
        resolve({
          status: res.statusCode ?? 0,
          headers: kept,
          bodyBase64: body.toString('base64'),
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function load(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
  options: CeilingBenchOptions,
  expectedStatus: number,
): Promise<{ perSecond: number; unexpected: number }> {
  const result = await autocannon({
    url: baseUrl + path,
    headers,
    connections: options.connections,
    duration: options.durationMs / 1000,
  });
  // Only answers of the expected kind count; a 200 where a 304 was asked for is reported apart.
  const ok = expectedStatus === 304 ? result['3xx'] : result['2xx'];
  const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    perSecond: ok / result.duration,
    unexpected: answered - ok + result.errors + result.timeouts,
  };
}

function serverEnv(databasePath: string, port: number): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${databasePath}`,
    API_RATE_LIMIT_PER_MINUTE: '1000000000',
    LIFECYCLE_SIMULATOR: 'off',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  };
}

export async function runCeilingBench(options: CeilingBenchOptions): Promise<CeilingFigures> {
  console.info(
    `\n== Bytes ceiling (${options.scale} scale): autocannon ${options.connections} connections, ` +
      `${options.durationMs / 1000} s per run, ${options.rounds} alternated rounds ==`,
  );
  const started = Date.now();
  const workDir = mkdtempSync(join(tmpdir(), 'ceiling-'));
  const port = await freePort();
  const ours = await startServer({
    name: 'npm start /v2 front',
    args: ['--import', 'tsx', 'scripts/bench/front-only-server.ts'],
    env: serverEnv(options.databasePath, port),
    port,
    readyPath: '/v2/',
  });
  const rows: CeilingRow[] = [];
  try {
    const authorization = basicAuthHeader();
    for (const probe of probes(options.databasePath)) {
      const plain = await fetchOnce(ours.baseUrl, probe.path, { authorization });
      const etag = plain.headers.etag;
      const headers: Record<string, string> = { authorization };
      if (probe.conditional) {
        if (etag === undefined) {
          console.info(`${probe.answer}: no ETag in the answer, skipped`);
          continue;
        }
        headers['if-none-match'] = etag;
      }
      const recorded = probe.conditional
        ? await fetchOnce(ours.baseUrl, probe.path, headers)
        : plain;
      const expectedStatus = probe.conditional ? 304 : 200;
      if (recorded.status !== expectedStatus) {
        throw new Error(`${probe.path} answered ${recorded.status}, expected ${expectedStatus}`);
      }
      const answerFile = join(workDir, 'answer.json');
      writeFileSync(answerFile, JSON.stringify(recorded));
      const ceilingPort = await freePort();
      const ceiling: ServerProcess = await startServer({
        name: 'bytes ceiling',
        args: ['--import', 'tsx', 'scripts/bench/ceiling-server.ts'],
        env: { PORT: String(ceilingPort), CEILING_ANSWER: answerFile },
        port: ceilingPort,
        readyPath: '/',
      });
      const row: CeilingRow = {
        answer: probe.answer,
        path: probe.path,
        targetPercent: probe.targetPercent,
        bytes: Buffer.from(recorded.bodyBase64, 'base64').length,
        status: recorded.status,
        oursPerSecond: [],
        ceilingPerSecond: [],
        percent: 0,
        unexpected: 0,
      };
      try {
        for (let round = 0; round < options.rounds; round++) {
          // Alternated, and the order flipped every round, so a drift in the machine's load
          // falls on both sides.
          const order = round % 2 === 0 ? ['ours', 'ceiling'] : ['ceiling', 'ours'];
          for (const side of order) {
            if (side === 'ours') {
              const run = await load(ours.baseUrl, probe.path, headers, options, expectedStatus);
              row.oursPerSecond.push(run.perSecond);
              row.unexpected += run.unexpected;
            } else {
              const run = await load(ceiling.baseUrl, probe.path, headers, options, expectedStatus);
              row.ceilingPerSecond.push(run.perSecond);
            }
          }
        }
      } finally {
        await ceiling.stop();
      }
      row.percent = (Math.max(...row.oursPerSecond) / Math.max(...row.ceilingPerSecond)) * 100;
      rows.push(row);
      console.info(
        `${row.answer}: ours ${row.oursPerSecond.map((n) => fixed(n, 0)).join(' / ')} req/s, ` +
          `ceiling ${row.ceilingPerSecond.map((n) => fixed(n, 0)).join(' / ')} req/s`,
      );
    }
  } finally {
    await ours.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
  const figures: CeilingFigures = {
    scale: options.scale,
    connections: options.connections,
    seconds: (Date.now() - started) / 1000,
    rows,
  };
  printCeilingFigures(figures);
  return figures;
}

export function printCeilingFigures(figures: CeilingFigures): void {
  console.info(`\nOurs as a share of the bytes ceiling (${figures.scale} scale, best runs)`);
  console.info(
    table(
      ['answer', 'bytes', 'ours req/s', 'ceiling req/s', 'share', 'target', 'met', 'unexpected'],
      figures.rows.map((row) => [
        row.answer,
        row.bytes,
        fixed(Math.max(...row.oursPerSecond), 0),
        fixed(Math.max(...row.ceilingPerSecond), 0),
        `${fixed(row.percent, 0)} %`,
        `>= ${row.targetPercent} %`,
        row.percent >= row.targetPercent ? 'yes' : 'no',
        row.unexpected,
      ]),
    ),
  );
}
