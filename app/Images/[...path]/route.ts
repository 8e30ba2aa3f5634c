// GET Images/{Style|Brand|Category|Color}/{id}[_view]_{fs|fm|fl}.jpg – a product image drawn as SVG
// from the catalog's own colors (see lib/domain/garment-image.ts for why SVG behind a .jpg path).
import { answerImageRequest } from '@/lib/server/product-images';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

interface ImageRouteContext {
  params: Promise<{ path: string[] }>;
}

async function handle(request: Request, context: ImageRouteContext): Promise<Response> {
  const { path } = await context.params;
  const answer = await answerImageRequest(
    `Images/${path.join('/')}`,
    request.headers.get('if-none-match'),
  );
  const body = request.method === 'HEAD' ? null : answer.body;
  return new Response(body, { status: answer.status, headers: answer.headers });
}

export { handle as GET, handle as HEAD };
