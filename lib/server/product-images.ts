// Product images for the Images/[...path] route (app -> lib/server -> lib/services). The paths end
// in .jpg and clients decode or store them as JPEG (issue 12, item 4): the drawing (SVG, from the
// catalog's own colors, on a light page background so white garments show) is rasterised to JPEG
// by sharp on first request and kept in memory, keyed by the drawing's own hash.
import sharp from 'sharp';
import { renderProductImage } from '@/lib/services/render-product-image';
import { getContainer } from './container';

/** Paths never change meaning and a changed drawing gets a new ETag, so caches may keep them. */
export const imageCacheControl = 'public, max-age=31536000, immutable';

export interface ImageAnswer {
  status: 200 | 304 | 404;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer> | string | null;
}

// About 10 kB per image: 4,000 images stay under ~40 MB. Oldest first out (Map keeps order).
const MAX_CACHED = 4_000;
const rendered = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

/** The JPEG of a drawing, rendered once per process and per drawing. */
export function jpegOf(svg: string, key: string): Promise<Uint8Array<ArrayBuffer>> {
  const cached = rendered.get(key);
  if (cached) {
    rendered.delete(key);
    rendered.set(key, cached);
    return cached;
  }
  const jpeg = sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));
  // A failed render is not kept: the next request tries again.
  jpeg.catch(() => rendered.delete(key));
  rendered.set(key, jpeg);
  if (rendered.size > MAX_CACHED) rendered.delete(rendered.keys().next().value!);
  return jpeg;
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
  // The JPEG is a pure function of the drawing, so the drawing's hash validates it too.
  const etag = `"jpeg-${image.etag.replace(/"/g, '')}"`;
  const headers = { 'Cache-Control': imageCacheControl, ETag: etag };
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
    return { status: 304, headers, body: null };
  }
  return {
    status: 200,
    headers: { ...headers, 'Content-Type': 'image/jpeg' },
    body: await jpegOf(image.svg, etag),
  };
}
