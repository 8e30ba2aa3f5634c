// The one format of product image paths (compatibility.md §5: `Images/Style/39_fm.jpg`,
// `Images/Color/17130_f_fm.jpg`). The catalog generator writes these paths and the image route
// parses them, so both sides share this module.

/** Small, medium and large variants; the catalog stores medium paths. */
export const imageSizes = ['fs', 'fm', 'fl'] as const;
export type ImageSize = (typeof imageSizes)[number];

/** Views of a color: front, side, back, direct side, on-model front/side/back, swatch. */
export const colorViews = ['f', 's', 'b', 'd', 'omf', 'oms', 'omb', 'sw'] as const;
export type ColorView = (typeof colorViews)[number];

export type ImageSubject =
  | { kind: 'style'; id: number }
  | { kind: 'brand'; id: number }
  | { kind: 'category'; id: number }
  | { kind: 'color'; id: number; view: ColorView };

const folders = { style: 'Style', brand: 'Brand', category: 'Category', color: 'Color' } as const;

export function imagePath(subject: ImageSubject, size: ImageSize = 'fm'): string {
  const view = subject.kind === 'color' ? `_${subject.view}` : '';
  return `Images/${folders[subject.kind]}/${subject.id}${view}_${size}.jpg`;
}

const pathPattern =
  /^\/?images\/(style|brand|category|color)\/(\d{1,9})(?:_([a-z]{1,3}))?_(fs|fm|fl)\.jpg$/i;

/** The subject and size of an image path; undefined when the path is not one we generate. */
export function parseImagePath(
  path: string,
): { subject: ImageSubject; size: ImageSize } | undefined {
  const match = pathPattern.exec(path);
  if (!match) return undefined;
  const [, folder = '', idText = '', view, sizeText = ''] = match;
  const id = Number(idText);
  const size = sizeText.toLowerCase() as ImageSize;
  const kind = folder.toLowerCase() as ImageSubject['kind'];
  if (kind === 'color') {
    const colorView = view?.toLowerCase();
    if (!isColorView(colorView)) return undefined;
    return { subject: { kind, id, view: colorView }, size };
  }
  if (view !== undefined) return undefined;
  return { subject: { kind, id }, size };
}

function isColorView(value: string | undefined): value is ColorView {
  return (colorViews as readonly string[]).includes(value ?? '');
}
