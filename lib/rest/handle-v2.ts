import type { AppContainer } from '@/lib/server/container';
import { resolveSessionCaller } from '@/lib/server/session-caller';
import { isOpenApiRequest, openApiResponse } from './openapi/openapi-route';
import { createRouter } from './router';
import { routes } from './routes';
import type { RestRequest, RestResponse } from './types';

let router: ReturnType<typeof createRouter> | undefined;

/** The single entry point both adapters (Next route handler, node:http front) call. */
export function handleV2(app: AppContainer, req: RestRequest): Promise<RestResponse> {
  if (isOpenApiRequest(req)) return Promise.resolve(openApiResponse(req));
  router ??= createRouter({ routes, resolveSession: resolveSessionCaller });
  return router(app, req);
}
