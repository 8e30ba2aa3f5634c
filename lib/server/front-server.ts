// The plain node:http front that `npm start` puts before Next: /v2 and the SOAP path are answered
// here on plain records; every other path goes on to Next's own request handler. Before any door
// sees a request, the front refuses non-canonical targets, vets the origin (X-Forwarded-* only from
// a trusted proxy) and sets the security headers (issue 9, findings 1 and 6).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { toErrorResponse } from '@/lib/rest/error-map';
import { handleV2 } from '@/lib/rest/handle-v2';
import { errorResponse } from '@/lib/rest/responses';
import type { RestRequest, RestResponse } from '@/lib/rest/types';
import { soapErrorResponse } from '@/lib/soap/core/web-route';
import { handleSoap, SOAP_PATH_PREFIXES, soapBodyLimit } from '@/lib/soap/handle-soap';
import { nonCanonicalTarget } from './canonical-path';
import type { AppContainer } from './container';
import { fromNodeRequest, writeNodeResponse } from './http-adapters';
import { logRequest } from './observability/logger';
import { handleHealth, handleMetrics, handleReady } from './observability/probes';
import { requestIdFrom } from './observability/request-id';
import { BodyTooLarge, payloadTooLarge, restPayloadTooLarge } from './request-body';
import { applyVettedOrigin, vettedOrigin } from './request-origin';
import { securityHeaders } from './security-headers';

export type RecordHandler = (app: AppContainer, req: RestRequest) => Promise<RestResponse>;

export interface FrontMount {
  /** Lower-case path prefix, e.g. '/v2'. Matched without regard to case. */
  prefix: string;
  handler: RecordHandler;
  /** The answer when the request cannot be read or handled (REST error body by default). */
  onError?: (app: AppContainer, error: unknown) => RestResponse;
  /** The route label of its answers in logs and metrics when the handler names none. */
  label?: string;
  /** The body limit of a path under the prefix, at most the server's (MAX_BODY_BYTES). */
  maxBodyBytes?: (path: string, serverLimit: number) => number;
}

export interface FrontServerOptions {
  app: AppContainer;
  mounts?: FrontMount[];
  /** Where every other request goes (Next's handler); a plain 404 when absent. */
  fallback?: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;
}

export const defaultMounts: FrontMount[] = [
  { prefix: '/healthz', handler: handleHealth },
  { prefix: '/readyz', handler: handleReady },
  { prefix: '/metrics', handler: handleMetrics },
  { prefix: '/v2', handler: handleV2 },
  // The SOAP services and, beside each, the XSDs its WSDL imports by relative address.
  ...SOAP_PATH_PREFIXES.map((prefix) => ({
    prefix,
    handler: handleSoap,
    onError: soapErrorResponse,
    maxBodyBytes: soapBodyLimit,
  })),
];

function matchesPrefix(url: string, prefix: string): boolean {
  const lower = url.slice(0, prefix.length + 1).toLowerCase();
  return lower === prefix || lower.startsWith(`${prefix}/`) || lower.startsWith(`${prefix}?`);
}

/** Vets the origin headers and sets the security headers; true when the request may go on. */
function prepare(app: AppContainer, req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? '/';
  const origin = vettedOrigin(
    req.headers,
    {
      encrypted: (req.socket as Partial<TLSSocket>).encrypted === true,
      remoteAddress: req.socket.remoteAddress,
    },
    { trustProxy: app.config.TRUST_PROXY, publicUrl: app.config.PUBLIC_URL },
  );
  applyVettedOrigin(req.headers, origin);
  const dataPrefixes = ['/v2', '/healthz', '/readyz', '/metrics', ...SOAP_PATH_PREFIXES];
  const isPage = !dataPrefixes.some((prefix) => matchesPrefix(url, prefix));
  const kind = isPage && !matchesPrefix(url, '/images') ? 'page' : 'data';
  const headers = securityHeaders({ kind, overTls: origin.proto === 'https' });
  for (const name in headers) res.setHeader(name, headers[name]!);
  const refusal = nonCanonicalTarget(url);
  if (refusal === undefined) return true;
  // The body (if any) is never read, so the connection cannot carry another request.
  const answer = errorResponse(
    400,
    { code: '400', message: 'Bad Request.', errors: [{ field: 'path', message: refusal }] },
    { connection: 'close' },
  );
  void writeNodeResponse(res, answer, req.method);
  return false;
}

async function answerMount(
  app: AppContainer,
  mount: FrontMount,
  req: IncomingMessage,
  res: ServerResponse,
  observed: Observed,
): Promise<void> {
  let response: RestResponse;
  try {
    const url = req.url ?? '/';
    const limit = app.config.MAX_BODY_BYTES;
    const bodyLimit = mount.maxBodyBytes?.(url.split('?')[0] ?? url, limit) ?? limit;
    response = await mount.handler(app, await fromNodeRequest(req, bodyLimit));
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      // The rest of the body is never read: answer now, then close the connection (Node ends it
      // after a `Connection: close` answer) so the client stops sending.
      response = payloadTooLarge(
        mount.onError ? mount.onError(app, error) : restPayloadTooLarge(error),
      );
    } else {
      response = mount.onError ? mount.onError(app, error) : toErrorResponse(error, app.log);
    }
  }
  if (response.route !== undefined) observed.route = response.route;
  observed.account = response.account;
  await writeNodeResponse(res, response, req.method);
}

export function createFrontServer({
  app,
  mounts = defaultMounts,
  fallback,
}: FrontServerOptions): Server {
  return createServer((req, res) => {
    const url = req.url ?? '/';
    const mount = mounts.find((m) => matchesPrefix(url, m.prefix));
    const observed = observe(app, req, res, mount ? (mount.label ?? mount.prefix) : 'portal');
    if (!prepare(app, req, res)) return;
    if (!mount) {
      if (fallback)
        return void Promise.resolve(fallback(req, res)).catch((error: unknown) => {
          app.log(error);
          if (!res.headersSent) res.writeHead(500).end();
        });
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    answerMount(app, mount, req, res, observed).catch((error: unknown) => {
      app.log(error);
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });
}

interface Observed {
  route: string;
  account: string | undefined;
}

/**
 * Gives the request its id (echoed in X-Request-Id) and, once the answer is finished or the
 * connection closed, writes its access-log line and its metrics.
 */
function observe(
  app: AppContainer,
  req: IncomingMessage,
  res: ServerResponse,
  route: string,
): Observed {
  const started = process.hrtime.bigint();
  const requestId = requestIdFrom(req.headers['x-request-id']);
  res.setHeader('x-request-id', requestId);
  const observed: Observed = { route, account: undefined };
  res.once('close', () => {
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
    // An answer cut short (client gone, stream failed) is logged with the status it began with.
    const status = res.statusCode;
    const method = req.method ?? 'GET';
    app.metrics.observeRequest({
      method,
      route: observed.route,
      status,
      durationSeconds: durationMs / 1000,
    });
    logRequest(app.logger, {
      requestId,
      method,
      path: (req.url ?? '/').split('?', 1)[0] ?? '/',
      route: observed.route,
      status,
      durationMs: Math.round(durationMs * 10) / 10,
      ...(observed.account !== undefined ? { account: observed.account } : {}),
    });
  });
  return observed;
}
