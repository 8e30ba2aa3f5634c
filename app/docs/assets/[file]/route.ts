// GET /docs/assets/<file>: Swagger UI's script and style sheet, from our own origin (no CDN).
import { isSwaggerAsset, readSwaggerAsset } from '@/lib/server/docs/swagger-assets';

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  const { file } = await params;
  if (!isSwaggerAsset(file)) return new Response('Not found', { status: 404 });
  const asset = await readSwaggerAsset(file);
  return new Response(new Uint8Array(asset.body), {
    headers: {
      'content-type': asset.contentType,
      // Replaced only when the package is upgraded, which comes with a restart.
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
    },
  });
}
