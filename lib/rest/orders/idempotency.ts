// Idempotency-Key support for a route (POST /v2/orders/): wraps its handler so that retries of
// the same request answer the first response instead of running again.
import { createHash } from 'node:crypto';
import { isDomainError } from '@/lib/domain/errors';
import type { StoredAnswer } from '@/lib/domain/ports/idempotency-repository';
import { runIdempotent } from '@/lib/services/run-idempotent';
import { domainErrorToResponse } from '../error-map';
import { JSON_TYPE } from '../responses';
import type { Route, RouteContext } from '../router';
import type { ResponseBody, RestResponse } from '../types';

async function bodyText(body: ResponseBody): Promise<string> {
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return Buffer.from(body).toString('utf8');
  let text = '';
  for await (const chunk of body) {
    text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  }
  return text;
}

/** What is stored under a key and replayed: status, content type and the body's text. */
export function storedAnswerOf(
  status: number,
  headers: Record<string, string>,
  body: string,
): StoredAnswer {
  return { status, contentType: headers['content-type'] ?? JSON_TYPE, body };
}

/** Same method, path, content type and body bytes = the same request. */
function requestHash(ctx: RouteContext): string {
  const hash = createHash('sha256');
  // Path case and a trailing slash do not make another request (compatibility.md §2).
  hash.update(`${ctx.req.method} ${ctx.req.path.toLowerCase().replace(/\/+$/, '')}\n`);
  hash.update(`${(ctx.req.headers['content-type'] ?? '').toLowerCase().replace(/\s+/g, '')}\n`);
  if (ctx.req.body) hash.update(ctx.req.body);
  return hash.digest('hex');
}

export function withIdempotency(route: Route): Route {
  return {
    ...route,
    async handler(ctx): Promise<RestResponse> {
      const key = ctx.req.headers['idempotency-key'];
      if (key === undefined) return route.handler(ctx);
      const outcome = await runIdempotent(
        ctx.app.deps,
        ctx.caller.account.id,
        key.trim(),
        requestHash(ctx),
        async (scope) => {
          let response: RestResponse;
          try {
            response = await route.handler({ ...ctx, idempotency: scope });
          } catch (error) {
            // A 400 is this request's final answer too, and is replayed like a success.
            if (!isDomainError(error)) throw error;
            response = domainErrorToResponse(error);
          }
          return storedAnswerOf(response.status, response.headers, await bodyText(response.body));
        },
      );
      return {
        status: outcome.answer.status,
        headers: {
          'content-type': outcome.answer.contentType,
          ...(outcome.replayed ? { 'idempotent-replayed': 'true' } : {}),
        },
        body: outcome.answer.body,
      };
    },
  };
}
