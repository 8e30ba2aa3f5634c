// GET /metrics when Next serves alone (npm start answers it in its node:http front first).
import { getContainer } from '@/lib/server/container';
import { fromWebRequest, toWebResponse } from '@/lib/server/http-adapters';
import { handleMetrics } from '@/lib/server/observability/probes';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

async function handle(request: Request): Promise<Response> {
  const app = await getContainer();
  const req = await fromWebRequest(request, app.config.MAX_BODY_BYTES);
  return toWebResponse(await handleMetrics(app, req), request.method);
}

export { handle as GET, handle as HEAD };
