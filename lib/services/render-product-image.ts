// GET Images/... — draws the product image at a catalog image path, in the requested size.
import { createHash } from 'node:crypto';
import { renderImageSvg, type ImageData } from '@/lib/domain/garment-image';
import { imagePath, parseImagePath, type ImageSubject } from '@/lib/domain/image-paths';
import type { ServiceDeps } from './service-deps';

export interface RenderedImage {
  svg: string;
  /** A strong validator of the drawing: it changes whenever the colors or names it shows change. */
  etag: string;
}

/** The image at `path`, or undefined when the catalog never returns that path. */
export async function renderProductImage(
  deps: ServiceDeps,
  path: string,
): Promise<RenderedImage | undefined> {
  const parsed = parseImagePath(path);
  if (!parsed) return undefined;
  const data = await imageData(deps, parsed.subject);
  if (!data) return undefined;
  const svg = renderImageSvg(data, parsed.size);
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  return { svg, etag };
}

async function imageData(deps: ServiceDeps, subject: ImageSubject): Promise<ImageData | undefined> {
  const repo = deps.repos.imageSubjects;
  // Serve exactly the paths the catalog stores (in any size): a view the data leaves empty is 404.
  const stored = imagePath(subject, 'fm');
  switch (subject.kind) {
    case 'color': {
      const color = await repo.findColor(subject.id);
      if (!color || color.paths[subject.view] !== stored) return undefined;
      const { colorName, color1, color2, garment } = color;
      return { kind: 'color', view: subject.view, colorName, color1, color2, garment };
    }
    case 'style': {
      const style = await repo.findStyle(subject.id);
      if (!style || style.styleImage !== stored) return undefined;
      return { kind: 'style', colors: style.colors, garment: style.garment };
    }
    case 'brand': {
      const brand = await repo.findBrand(subject.id);
      return brand?.image === stored ? { kind: 'brand', name: brand.name } : undefined;
    }
    case 'category': {
      const category = await repo.findCategory(subject.id);
      return category?.image === stored ? { kind: 'category', name: category.name } : undefined;
    }
  }
}
