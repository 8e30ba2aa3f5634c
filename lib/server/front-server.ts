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
import { handleSoap } from '@/lib/soap/handle-soap';
import { soapErrorResponse } from '@/lib/soap/web-route';
import { nonCanonicalTarget } from './canonical-path';
import type { AppContainer } from './container';
import { fromNodeRequest, writeNodeResponse } from './http-adapters';
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
}

export interface FrontServerOptions {
  app: AppContainer;
  mounts?: FrontMount[];
  /** Where every other request goes (Next's handler); a plain 404 when absent. */
  fallback?: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;
}

export const defaultMounts: FrontMount[] = [
  { prefix: '/v2', handler: handleV2 },
  // The SOAP service and, beside it, the XSDs its WSDL imports by relative address.
  { prefix: '/purchaseorder/v1', handler: handleSoap, onError: soapErrorResponse },
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
  const isPage = !matchesPrefix(url, '/v2') && !matchesPrefix(url, '/purchaseorder/v1');
  const kind = isPage && !matchesPrefix(url, '/images') ? 'page' : 'data';
  for (const [name, value] of Object.entries(
    securityHeaders({ kind, overTls: origin.proto === 'https' }),
  )) {
    res.setHeader(name, value);
  }
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
): Promise<void> {
  let response: RestResponse;
  try {
    response = await mount.handler(app, await fromNodeRequest(req, app.config.MAX_BODY_BYTES));
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
  await writeNodeResponse(res, response, req.method);
}

export function createFrontServer({
  app,
  mounts = defaultMounts,
  fallback,
}: FrontServerOptions): Server {
  return createServer((req, res) => {
    if (!prepare(app, req, res)) return;
    const url = req.url ?? '/';
    const mount = mounts.find((m) => matchesPrefix(url, m.prefix));
    if (!mount) {
      if (fallback)
        return void Promise.resolve(fallback(req, res)).catch((error: unknown) => {
          app.log(error);
          if (!res.headersSent) res.writeHead(500).end();
        });
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    answerMount(app, mount, req, res).catch((error: unknown) => {
      app.log(error);
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });
}
