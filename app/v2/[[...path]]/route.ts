// Every /v2 request -> lib/rest (one case-insensitive router on plain records).
import { toErrorResponse } from '@/lib/rest/error-map';
import { handleV2 } from '@/lib/rest/handle-v2';
import { getContainer } from '@/lib/server/container';
import { fromWebRequest, toWebResponse } from '@/lib/server/http-adapters';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

async function handle(request: Request): Promise<Response> {
  const app = await getContainer();
  try {
    const req = await fromWebRequest(request, app.config.MAX_BODY_BYTES);
    return toWebResponse(await handleV2(app, req), request.method);
  } catch (error) {
    return toWebResponse(toErrorResponse(error, app.log), request.method);
  }
}

export { handle as GET, handle as POST, handle as PUT, handle as DELETE, handle as HEAD };
