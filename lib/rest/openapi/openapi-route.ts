// GET /v2/openapi.json – public: a developer (or a code generator) reads the contract before
// holding any credentials, so this one path is answered before authentication.
import type { RestRequest, RestResponse } from '../types';
import { openApiDocumentJson } from './openapi-document';

export function isOpenApiRequest(req: RestRequest): boolean {
  return /^\/v2\/openapi\.json$/i.test(req.path);
}

export function openApiResponse(req: RestRequest): RestResponse {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return { status: 405, headers: { allow: 'GET, HEAD' }, body: '' };
  }
  return {
    status: 200,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, max-age=300',
      'access-control-allow-origin': '*',
    },
    body: openApiDocumentJson(),
    route: '/v2/openapi.json',
  };
}
