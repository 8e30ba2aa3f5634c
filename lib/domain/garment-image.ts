// Product images drawn from the product's own data. We render SVG: it is vector (one drawing
// serves the small, medium and large sizes crisply), tiny (a few hundred bytes to a few KB, so a
// 250,000-sku catalog needs no image store), and needs no native image library (no sharp/canvas
// build step on a fresh clone).
import { garmentShapes, silhouetteOf, type GarmentShape } from './garment-shapes';
import type { ColorView, ImageSize } from './image-paths';

export const imagePixels: Record<ImageSize, number> = { fs: 150, fm: 300, fl: 600 };

export interface GarmentLook {
  baseCategory: string;
  title: string;
  brandName: string;
  styleName: string;
}

export type ImageData =
  | {
      kind: 'color';
      view: ColorView;
      colorName: string;
      color1: string;
      color2: string;
      garment: GarmentLook;
    }
  | { kind: 'style'; colors: { color1: string; color2: string }[]; garment: GarmentLook }
  | { kind: 'brand'; name: string }
  | { kind: 'category'; name: string };

const viewLabels: Record<ColorView, string> = {
  f: '',
  s: 'SIDE',
  b: 'BACK',
  d: 'DIRECT SIDE',
  omf: 'ON MODEL · FRONT',
  oms: 'ON MODEL · SIDE',
  omb: 'ON MODEL · BACK',
  sw: '',
};

const background = '#F4F4F2';
const skin = '#D6A581';

export function renderImageSvg(data: ImageData, size: ImageSize): string {
  const pixels = imagePixels[size];
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 200 200">`;
  return `${open}${body(data, size)}</svg>`;
}

function body(data: ImageData, size: ImageSize): string {
  switch (data.kind) {
    case 'brand':
      return brandBadge(data.name);
    case 'category':
      return `${backdrop()}${garment(silhouetteOf(data.name), { color1: '#8A8D91', color2: '' }, { front: true })}${caption(data.name, 190, size)}`;
    case 'style': {
      const first = data.colors[0] ?? { color1: '#8A8D91', color2: '' };
      const dots = data.colors
        .slice(0, 10)
        .map(
          (c, i, all) =>
            `<circle cx="${100 + (i - (all.length - 1) / 2) * 13}" cy="191" r="5" fill="${c.color1}" stroke="#888" stroke-width="0.6"/>`,
        )
        .join('');
      return `${backdrop()}<g transform="translate(10 0) scale(0.9)">${garment(silhouetteOf(data.garment.baseCategory, data.garment.title), first, { front: true })}</g>${dots}`;
    }
    case 'color':
      return data.view === 'sw' ? swatch(data, size) : colorView(data, size);
  }
}

function colorView(data: Extract<ImageData, { kind: 'color' }>, size: ImageSize): string {
  const silhouette = silhouetteOf(data.garment.baseCategory, data.garment.title);
  const colors = { color1: data.color1, color2: data.color2 };
  const front = !['b', 'omb'].includes(data.view);
  const side = ['s', 'd', 'oms'].includes(data.view);
  const onModel = data.view.startsWith('om');
  let drawing = garment(silhouette, colors, { front });
  if (onModel) drawing = withModel(garmentShapes[silhouette], drawing, front);
  if (side)
    drawing = `<g transform="translate(100 0) scale(${data.view === 'd' ? 0.5 : 0.62} 1) translate(-100 0)">${drawing}</g>`;
  return `${backdrop()}${drawing}${caption(viewLabels[data.view], 194, size)}`;
}

function withModel(shape: GarmentShape, drawing: string, front: boolean): string {
  if (shape.head === 'none') return drawing;
  if (shape.head === 'under') {
    // Headwear sits on the head: draw the head first, lower in the frame.
    return `<circle cx="100" cy="140" r="46" fill="${skin}"/>${drawing}`;
  }
  if (shape.head === 'hood') {
    return front ? `${drawing}<ellipse cx="100" cy="26" rx="13" ry="11" fill="${skin}"/>` : drawing;
  }
  return `<rect x="93" y="38" width="14" height="20" fill="${skin}"/><circle cx="100" cy="30" r="17" fill="${skin}"/><g transform="translate(18 28) scale(0.82)">${drawing}</g>`;
}

function garment(
  silhouette: keyof typeof garmentShapes,
  colors: { color1: string; color2: string },
  options: { front: boolean },
): string {
  const shape = garmentShapes[silhouette];
  const outline = shade(colors.color1, isLight(colors.color1) ? -0.35 : -0.45);
  const accent = colors.color2 || shade(colors.color1, isLight(colors.color1) ? -0.12 : 0.18);
  const stroke = `stroke="${outline}" stroke-width="1.6" stroke-linejoin="round"`;
  const paths = [
    ...shape.body.map((d) => `<path d="${d}" fill="${colors.color1}" ${stroke}/>`),
    ...shape.trim.map((d) => `<path d="${d}" fill="${accent}" ${stroke}/>`),
    ...(options.front
      ? shape.frontDetails.map((d) => `<path d="${d}" fill="none" ${stroke}/>`)
      : []),
  ];
  return `<g data-silhouette="${silhouette}">${paths.join('')}</g>`;
}

function swatch(data: Extract<ImageData, { kind: 'color' }>, size: ImageSize): string {
  const text = readableOn(data.color1);
  const half = data.color2 ? `<path d="M200 0 L200 200 L0 200 Z" fill="${data.color2}"/>` : '';
  const name =
    size === 'fs'
      ? ''
      : `<text x="100" y="108" font-family="Arial, sans-serif" font-size="18" text-anchor="middle" fill="${text}">${escapeXml(data.colorName)}</text>`;
  return `<rect width="200" height="200" fill="${data.color1}"/>${half}${name}`;
}

function brandBadge(name: string): string {
  const hue = [...name].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 360, 7);
  const fill = `hsl(${hue} 45% 28%)`;
  // Long names go on two lines, split at the space nearest the middle, so the badge stays legible.
  const lines = name.length > 14 ? splitNearMiddle(name) : [name];
  const longest = Math.max(...lines.map((l) => l.length), 1);
  const fontSize = Math.max(14, Math.min(34, Math.floor(300 / longest)));
  const top = 100 + fontSize / 3 - ((lines.length - 1) * fontSize * 1.1) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<tspan x="100" y="${Math.round(top + i * fontSize * 1.1)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return (
    `<rect width="200" height="200" fill="#FFFFFF"/>` +
    `<rect x="10" y="60" width="180" height="80" rx="14" fill="${fill}"/>` +
    `<text font-family="Georgia, serif" font-weight="bold" font-size="${fontSize}" text-anchor="middle" fill="#FFFFFF">${text}</text>`
  );
}

function splitNearMiddle(text: string): string[] {
  const spaces = [...text.matchAll(/ /g)].map((m) => m.index);
  if (spaces.length === 0) return [text];
  const middle = text.length / 2;
  const at = spaces.reduce((best, i) =>
    Math.abs(i - middle) < Math.abs(best - middle) ? i : best,
  );
  return [text.slice(0, at), text.slice(at + 1)];
}

function backdrop(): string {
  return `<rect width="200" height="200" fill="${background}"/>`;
}

function caption(label: string, y: number, size: ImageSize): string {
  if (!label || size === 'fs') return '';
  return `<text x="100" y="${y}" font-family="Arial, sans-serif" font-size="10" letter-spacing="1" text-anchor="middle" fill="#555">${escapeXml(label)}</text>`;
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function channels(hex: string): [number, number, number] {
  const value = /^#[0-9a-f]{6}$/i.test(hex) ? hex : '#808080';
  return [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16)) as [number, number, number];
}

function isLight(hex: string): boolean {
  const [r, g, b] = channels(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 150;
}

function readableOn(hex: string): string {
  return isLight(hex) ? '#000000' : '#FFFFFF';
}

/** `hex` moved towards black (amount < 0) or white (amount > 0). */
function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const mixed = channels(hex).map((c) => Math.round(c + (target - c) * Math.abs(amount)));
  return `#${mixed
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}
