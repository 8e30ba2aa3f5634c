// One case-insensitive router for every /v2 request. Works on plain records (invariant 9).
import type { Caller } from '@/lib/domain/accounts';
import { DomainError } from '@/lib/domain/errors';
import type { AppContainer } from '@/lib/server/container';
import { countApiRequest, RateLimitExceeded } from '@/lib/services/count-api-request';
import type { IdempotencyScope } from '@/lib/services/run-idempotent';
import { authenticate, type SessionResolver } from './auth';
import { toErrorResponse } from './error-map';
import { errorResponse } from './responses';
import type { RestRequest, RestResponse } from './types';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteContext {
  req: RestRequest;
  /** Path parameters, URL-decoded. */
  params: Readonly<Record<string, string | undefined>>;
  caller: Caller;
  app: AppContainer;
  /**
   * The data version (catalog_versions) read before the caller was authenticated, when it was;
   * an answer may take it as the version of the rows it reads afterwards.
   */
  version?: number;
  /** Set by withIdempotency: the Idempotency-Key the handler runs under (orders/idempotency.ts). */
  idempotency?: IdempotencyScope;
}

export interface Route {
  method: HttpMethod;
  /** Segments separated by '/'; `:name` one segment, `:name?` an optional last segment. */
  pattern: string;
  handler(ctx: RouteContext): Promise<RestResponse> | RestResponse;
}

interface CompiledRoute extends Route {
  segments: { literal?: string; param?: string; optional?: boolean }[];
}

export function compileRoutes(routes: Route[]): CompiledRoute[] {
  return routes.map((route) => ({
    ...route,
    segments: route.pattern
      .split('/')
      .filter(Boolean)
      .map((segment) =>
        segment.startsWith(':')
          ? { param: segment.replace(/^:|\?$/g, ''), optional: segment.endsWith('?') }
          : { literal: segment.toLowerCase() },
      ),
  }));
}

function matchPath(
  route: CompiledRoute,
  parts: string[],
): Record<string, string | undefined> | undefined {
  const params: Record<string, string | undefined> = {};
  if (parts.length > route.segments.length) return undefined;
  for (let i = 0; i < route.segments.length; i++) {
    const segment = route.segments[i]!;
    const part = parts[i];
    if (part === undefined) {
      if (segment.optional) continue;
      return undefined;
    }
    if (segment.literal !== undefined) {
      if (part.toLowerCase() !== segment.literal) return undefined;
    } else if (segment.param !== undefined) {
      params[segment.param] = part;
    }
  }
  return params;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment.replace(/\+/g, ' '));
  } catch {
    throw DomainError.field('path', 'The path is not correctly URL-encoded.');
  }
}

export interface RouterOptions {
  routes: Route[];
  /** Accepts portal sessions besides API keys; without it only Basic credentials work. */
  resolveSession?: SessionResolver;
}

// Credentials are checked before the path is matched, so that nothing about the interface is
// revealed to an anonymous caller, and every API-key call counts towards the rate limit. Portal
// sessions are not counted: a person clicking is not a script, and their mutations are already
// held to our own origin.
export function createRouter({ routes, resolveSession }: RouterOptions) {
  const compiled = compileRoutes(routes);

  return async function handle(app: AppContainer, req: RestRequest): Promise<RestResponse> {
    let rateHeaders: Record<string, string> = {};
    try {
      const { caller, version } = await authenticate(app, req, resolveSession);
      if (caller.via === 'api-key') {
        try {
          const state = await countApiRequest(app.deps, caller.account.id);
          rateHeaders = { 'x-rate-limit-remaining': String(state.remaining) };
        } catch (error) {
          if (error instanceof RateLimitExceeded) {
            rateHeaders = {
              'x-rate-limit-remaining': '0',
              'retry-after': String(error.state.resetSeconds),
            };
          }
          throw error;
        }
      }

      const rawParts = req.path.split('/').filter(Boolean);
      let matched: { route: CompiledRoute; params: Record<string, string | undefined> } | undefined;
      let pathExists = false;
      for (const route of compiled) {
        const params = matchPath(route, rawParts);
        if (!params) continue;
        pathExists = true;
        if (route.method === req.method || (route.method === 'GET' && req.method === 'HEAD')) {
          matched = { route, params };
          break;
        }
      }
      if (!matched) {
        const unmatched = pathExists
          ? errorResponse(405, {
              code: '405',
              message: 'Method Not Allowed.',
              errors: [{ field: 'method', message: `${req.method} is not supported here.` }],
            })
          : errorResponse(404, {
              errors: [{ field: 'path', message: `No such resource: ${req.path}` }],
            });
        Object.assign(unmatched.headers, rateHeaders);
        return { ...unmatched, route: '/v2 (unmatched)', account: caller.account.number };
      }

      const params: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(matched.params)) {
        params[name] = value === undefined ? undefined : decodeSegment(value);
      }
      const response = await matched.route.handler({ req, params, caller, app, version });
      Object.assign(response.headers, rateHeaders);
      response.route = `/${matched.route.pattern}`;
      response.account = caller.account.number;
      return response;
    } catch (error) {
      const response = toErrorResponse(error, app.log);
      Object.assign(response.headers, rateHeaders);
      return response;
    }
  };
}
