// Adapters between the plain request/response records of lib/rest and lib/soap and the two ways
// they are mounted: Web Request/Response (Next route handlers) and node:http.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { QueryParams } from '@/lib/rest/query-params';
import type { RestRequest, RestResponse } from '@/lib/rest/types';
import { readNodeBody, readWebBody } from './request-body';

function splitUrl(url: string): { path: string; search: string } {
  const q = url.indexOf('?');
  return q < 0 ? { path: url, search: '' } : { path: url.slice(0, q), search: url.slice(q + 1) };
}

export async function fromWebRequest(request: Request, maxBodyBytes: number): Promise<RestRequest> {
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body;
  const body = hasBody ? await readWebBody(request, maxBodyBytes) : undefined;
  return {
    method: request.method.toUpperCase(),
    path: url.pathname,
    query: new QueryParams(url.searchParams),
    headers,
    body,
  };
}

export function toWebResponse(response: RestResponse, method = 'GET'): Response {
  const headers = new Headers(response.headers);
  const { body } = response;
  if (method === 'HEAD' || response.status === 204 || response.status === 304) {
    return new Response(null, { status: response.status, headers });
  }
  if (typeof body === 'string' || body instanceof Uint8Array) {
    return new Response(body as BodyInit, { status: response.status, headers });
  }
  const encoder = new TextEncoder();
  const iterator = body[Symbol.asyncIterator]();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else
        controller.enqueue(
          typeof next.value === 'string' ? encoder.encode(next.value) : next.value,
        );
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(stream, { status: response.status, headers });
}

export async function fromNodeRequest(
  req: IncomingMessage,
  maxBodyBytes: number,
): Promise<RestRequest> {
  const { path, search } = splitUrl(req.url ?? '/');
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const method = (req.method ?? 'GET').toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return {
    method,
    path,
    query: new QueryParams(search),
    headers,
    body: hasBody ? await readNodeBody(req, maxBodyBytes) : undefined,
    remoteAddress: req.socket.remoteAddress ?? '',
  };
}

/** Writes a record to a node:http response, streaming async bodies with back-pressure. */
export async function writeNodeResponse(
  res: ServerResponse,
  response: RestResponse,
  method = 'GET',
): Promise<void> {
  const { body } = response;
  if (response.status === 304) {
    // No body, and no Content-Length: it would describe the representation, not this answer.
    res.writeHead(304, response.headers);
    res.end();
    return;
  }
  if (typeof body === 'string' || body instanceof Uint8Array) {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    res.writeHead(response.status, { ...response.headers, 'content-length': String(bytes.length) });
    res.end(method === 'HEAD' || response.status === 204 ? undefined : bytes);
    return;
  }
  res.writeHead(response.status, response.headers);
  if (method === 'HEAD') {
    res.end();
    return;
  }
  for await (const chunk of body) {
    if (res.destroyed) break;
    if (!res.write(chunk)) {
      await new Promise<void>((resolve) => {
        const done = () => {
          res.off('drain', done);
          res.off('close', done);
          resolve();
        };
        res.once('drain', done);
        res.once('close', done);
      });
    }
  }
  res.end();
}
