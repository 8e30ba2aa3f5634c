// Product images for the Images/[...path] route (app -> lib/server -> lib/services).
import { renderProductImage } from '@/lib/services/render-product-image';
import { getContainer } from './container';

/** Paths never change meaning and a changed drawing gets a new ETag, so caches may keep them. */
export const imageCacheControl = 'public, max-age=31536000, immutable';

export interface ImageAnswer {
  status: 200 | 304 | 404;
  headers: Record<string, string>;
  body: string | null;
}

export async function answerImageRequest(
  path: string,
  ifNoneMatch: string | null,
): Promise<ImageAnswer> {
  const image = await renderProductImage((await getContainer()).deps, path);
  if (!image) {
    return {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      body: 'Not Found',
    };
  }
  const headers = { 'Cache-Control': imageCacheControl, ETag: image.etag };
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === image.etag || tag.trim() === '*')) {
    return { status: 304, headers, body: null };
  }
  return {
    status: 200,
    headers: { ...headers, 'Content-Type': 'image/svg+xml; charset=utf-8' },
    body: image.svg,
  };
}
