// GET /healthz (the process is up), GET /readyz (the database answers and every migration is
// applied: a load balancer sends traffic only then) and GET /metrics (Prometheus text format).
// Answered without API credentials: probes and scrapers hold none. /metrics may be closed with
// METRICS_TOKEN (a bearer token), since its figures reveal business volume.
import { timingSafeEqual } from 'node:crypto';
import type { RestRequest, RestResponse } from '@/lib/rest/types';
import type { AppContainer } from '../container';
import { reportsClusterMetrics, scrapeCluster } from './cluster-metrics';

const noStore = { 'cache-control': 'no-store' };

function json(status: number, body: unknown): RestResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...noStore },
    body: JSON.stringify(body),
  };
}

function methodNotAllowed(): RestResponse {
  return { status: 405, headers: { allow: 'GET, HEAD', ...noStore }, body: '' };
}

function isReadOnly(req: RestRequest): boolean {
  return req.method === 'GET' || req.method === 'HEAD';
}

export function handleHealth(_app: AppContainer, req: RestRequest): Promise<RestResponse> {
  if (!isReadOnly(req)) return Promise.resolve(methodNotAllowed());
  return Promise.resolve(json(200, { status: 'ok' }));
}

export async function handleReady(app: AppContainer, req: RestRequest): Promise<RestResponse> {
  if (!isReadOnly(req)) return methodNotAllowed();
  const readiness = await app.deps.repos.operations.readiness();
  const ready = readiness.reachable && readiness.migrationsApplied;
  return json(ready ? 200 : 503, {
    status: ready ? 'ready' : 'not ready',
    database: readiness.reachable ? 'reachable' : 'unreachable',
    migrations: readiness.migrationsApplied ? 'applied' : 'pending',
    ...(readiness.problem ? { problem: readiness.problem } : {}),
  });
}

function tokenMatches(expected: string, authorization: string | undefined): boolean {
  const given = Buffer.from(authorization?.replace(/^Bearer\s+/i, '') ?? '');
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export async function handleMetrics(app: AppContainer, req: RestRequest): Promise<RestResponse> {
  if (!isReadOnly(req)) return methodNotAllowed();
  const token = app.config.METRICS_TOKEN;
  if (token !== undefined && !tokenMatches(token, req.headers.authorization)) {
    return {
      status: 401,
      headers: { 'www-authenticate': 'Bearer realm="metrics"', ...noStore },
      body: '',
    };
  }
  const { registry } = app.metrics;
  return {
    status: 200,
    headers: { 'content-type': registry.contentType, ...noStore },
    body: reportsClusterMetrics() ? await scrapeCluster() : await registry.metrics(),
  };
}
