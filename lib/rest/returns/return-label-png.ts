// The return label as a PNG (4x6 in at 203 dpi, what label printers and carriers expect), drawn
// as SVG from the label data and rasterised by sharp; the barcode (Code 128 of the return
// tracking number) comes from bwip-js. Text needs a system sans-serif font (DejaVu/Liberation on
// Debian); the barcode does not.
import bwipjs from 'bwip-js/node';
import sharp from 'sharp';
import type { ReturnLabel } from '@/lib/domain/return-label';

const WIDTH = 812;
const HEIGHT = 1218;

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function renderReturnLabelPng(label: ReturnLabel): Promise<Uint8Array> {
  const parts: string[] = [];
  let y = 60;
  const line = (text: string, size: number, weight = 'normal') => {
    parts.push(
      `<text x="40" y="${y}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${size}" font-weight="${weight}">${escape(text)}</text>`,
    );
    y += size + 12;
  };
  line('FROM:', 24, 'bold');
  for (const text of label.from) line(text, 28);
  y += 20;
  parts.push(
    `<line x1="20" y1="${y - 20}" x2="${WIDTH - 20}" y2="${y - 20}" stroke="#000" stroke-width="4"/>`,
  );
  line('RETURN TO:', 24, 'bold');
  for (const text of label.to) line(text, 40, 'bold');
  y += 20;
  parts.push(
    `<line x1="20" y1="${y - 20}" x2="${WIDTH - 20}" y2="${y - 20}" stroke="#000" stroke-width="4"/>`,
  );
  line(`RA ${label.raNumber}`, 72, 'bold');
  line(`${label.carrier} RETURN · BOX ${label.boxNumber} OF ${label.boxCount}`, 32);
  const barcode = bwipjs
    .toSVG({
      bcid: 'code128',
      text: label.trackingNumber,
      height: 22,
      includetext: true,
      textxalign: 'center',
    })
    .replace(
      '<svg ',
      `<svg x="60" y="${y + 10}" width="${WIDTH - 120}" height="260" preserveAspectRatio="none" `,
    );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/><rect x="10" y="10" width="${WIDTH - 20}" height="${HEIGHT - 20}" fill="none" stroke="#000" stroke-width="4"/>${parts.join('')}${barcode}</svg>`;
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
  return new Uint8Array(png);
}
