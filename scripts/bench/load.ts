// A small closed-loop load generator: N keep-alive connections, each sending its next request as
// soon as the previous answer has been read in full, for a fixed time. No dependency beyond
// node:http, so the figures are not the generator's.
import { Agent, request } from 'node:http';

export interface LoadOptions {
  /** Several URLs (app processes on their own ports): request i goes to baseUrl[i % n]. */
  baseUrl: string | string[];
  /** Path of the i-th request (lets a run rotate over several queries). */
  path: (i: number) => string;
  method?: 'GET' | 'POST';
  body?: (i: number) => string | undefined;
  headers?: Record<string, string>;
  connections: number;
  durationMs: number;
  /** Requests sent before timing starts, to warm caches and JITs. */
  warmupRequests?: number;
}

export interface LoadResult {
  requests: number;
  errors: number;
  /** Status codes other than 2xx, by code. */
  statuses: Record<number, number>;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  bytes: number;
}

interface Answer {
  status: number;
  bytes: number;
}

export function sendRequest(
  agent: Agent,
  url: URL,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, method, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const method = options.method ?? 'GET';
  const baseUrls = ([] as string[]).concat(options.baseUrl);
  const call = (i: number) => {
    const body = options.body?.(i);
    const headers = { ...options.headers };
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
    const url = new URL(options.path(i), baseUrls[i % baseUrls.length]);
    return sendRequest(agent, url, method, headers, body);
  };

  let next = 0;
  const warmup = options.warmupRequests ?? options.connections * 4;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (next < warmup) await call(next++).catch(() => undefined);
    }),
  );

  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let errors = 0;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline) {
        const sent = performance.now();
        try {
          const answer = await call(next++);
          latencies.push(performance.now() - sent);
          bytes += answer.bytes;
          if (answer.status < 200 || answer.status > 299) {
            statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
          }
        } catch {
          errors++;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    statuses,
    seconds,
    perSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    bytes,
  };
}
