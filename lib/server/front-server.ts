// The plain node:http front that `npm start` puts before Next: /v2 and the SOAP path are answered
// here on plain records; every other path goes on to Next's own request handler.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { toErrorResponse } from '@/lib/rest/error-map';
import { handleV2 } from '@/lib/rest/handle-v2';
import type { RestRequest, RestResponse } from '@/lib/rest/types';
import { soapErrorResponse } from '@/lib/soap/core/web-route';
import { handleSoap, SOAP_PATH_PREFIXES, soapBodyLimit } from '@/lib/soap/handle-soap';
import type { AppContainer } from './container';
import { fromNodeRequest, writeNodeResponse } from './http-adapters';

export type RecordHandler = (app: AppContainer, req: RestRequest) => Promise<RestResponse>;

export interface FrontMount {
  /** Lower-case path prefix, e.g. '/v2'. Matched without regard to case. */
  prefix: string;
  handler: RecordHandler;
  /** The answer when the request cannot be read or handled (REST error body by default). */
  onError?: (app: AppContainer, error: unknown) => RestResponse;
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

export function createFrontServer({
  app,
  mounts = defaultMounts,
  fallback,
}: FrontServerOptions): Server {
  return createServer((req, res) => {
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
    void (async () => {
      let response: RestResponse;
      try {
        const limit = app.config.MAX_BODY_BYTES;
        const bodyLimit = mount.maxBodyBytes?.(url.split('?')[0] ?? url, limit) ?? limit;
        response = await mount.handler(app, await fromNodeRequest(req, bodyLimit));
      } catch (error) {
        response = mount.onError ? mount.onError(app, error) : toErrorResponse(error, app.log);
      }
      await writeNodeResponse(res, response, req.method);
    })().catch((error: unknown) => {
      app.log(error);
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });
}
