// The return shipping label of an RA (after-the-order.md): who sends (the customer's ship-to
// address), where it goes (the return-to warehouse), the RA number and a return tracking number
// per box, as data; ZPL (the label printers' own text language) is written here, the PNG is
// drawn from the same data by an image library in the REST adapter.
import type { AddressView } from './orders';
import type { ReturnAddress } from './return-records';

/** Pieces that fit one return carton; a return ships in as many as it needs. */
export const RETURN_CARTON_PIECES = 72;

export interface ReturnLabel {
  raNumber: string;
  carrier: string;
  trackingNumber: string;
  boxNumber: number;
  boxCount: number;
  from: string[];
  to: string[];
}

export function returnBoxCount(pieces: number): number {
  return Math.max(1, Math.ceil(Math.abs(pieces) / RETURN_CARTON_PIECES));
}

/** A return tracking number in the carrier's 18-character shape, unique per RA, record and box. */
export function returnTrackingNumber(
  raNumber: string,
  recordNumber: number,
  boxNumber: number,
): string {
  const ra = raNumber.replace(/\D/g, '').padStart(8, '0').slice(-8);
  const record = String(recordNumber % 100).padStart(2, '0');
  return `1ZR${ra}${record}${String(boxNumber % 1000).padStart(3, '0')}`
    .slice(0, 18)
    .padEnd(18, '0');
}

export function returnLabelOf(input: {
  raNumber: string;
  recordNumber: number;
  boxNumber: number;
  boxCount: number;
  from: AddressView;
  to: ReturnAddress;
}): ReturnLabel {
  const lines = (a: {
    name: string;
    attn: string;
    address: string;
    city: string;
    state: string;
    zip: string;
  }) =>
    [a.name, a.attn, a.address, `${a.city}, ${a.state} ${a.zip}`].filter((s) => s.trim() !== '');
  return {
    raNumber: input.raNumber,
    carrier: 'UPS',
    trackingNumber: returnTrackingNumber(input.raNumber, input.recordNumber, input.boxNumber),
    boxNumber: input.boxNumber,
    boxCount: input.boxCount,
    from: lines(input.from),
    to: lines(input.to),
  };
}

// ZPL field data cannot hold ^ or ~ (command prefixes); replace them and non-ASCII characters.
const zplText = (value: string) => value.replace(/[\^~]/g, ' ').replace(/[^\x20-\x7E]/g, '?');

/** A 4x6 in label at 203 dpi: addresses, the RA number, and a Code 128 barcode of the tracking number. */
export function returnLabelZpl(label: ReturnLabel): string {
  const out: string[] = ['^XA', '^CI28', '^PW812', '^LL1218'];
  let y = 40;
  const field = (text: string, size: number) => {
    out.push(`^FO40,${y}^A0N,${size},${size}^FD${zplText(text)}^FS`);
    y += size + 10;
  };
  field('FROM:', 28);
  for (const line of label.from) field(line, 30);
  y += 30;
  field('RETURN TO:', 28);
  for (const line of label.to) field(line, 44);
  y += 30;
  field(`RA ${label.raNumber}`, 70);
  field(`${label.carrier} RETURN  BOX ${label.boxNumber} OF ${label.boxCount}`, 34);
  y += 20;
  out.push(`^FO60,${y}^BY3^BCN,200,Y,N,N^FD${zplText(label.trackingNumber)}^FS`);
  out.push('^XZ');
  return out.join('\n');
}
