// The boxes of a shipped warehouse record: how many (the record's totalBoxes, at least one), the
// carrier's tracking number of each (box 1 carries the record's own), their weight and what is in
// them. Pure and deterministic, so the tracking rows and `?Boxes=true` on orders always agree.

export interface BoxLine {
  sku: string;
  qty: number;
}

export interface BoxPlan {
  boxNumber: number;
  trackingNumber: string;
  weight: number; // pounds, two decimals
  contents: BoxLine[];
}

/**
 * Tracking number of box n of a shipment whose first box has `master`: the master's trailing
 * digits counted up by n - 1, keeping the carrier's shape and length.
 */
export function boxTrackingNumber(master: string, boxNumber: number): string {
  if (boxNumber === 1) return master;
  const match = /^(.*?)(\d+)$/.exec(master);
  if (!match) return `${master}-${boxNumber}`;
  const [, prefix = '', digits = ''] = match;
  const width = Math.min(digits.length, 12);
  const head = digits.slice(0, digits.length - width);
  const tail = (BigInt(digits.slice(-width)) + BigInt(boxNumber - 1)) % 10n ** BigInt(width);
  return `${prefix}${head}${tail.toString().padStart(width, '0')}`;
}

/** Pieces are packed in line order, filling each box to an even share before the next. */
export function planBoxes(
  master: string,
  totalBoxes: number,
  totalWeight: number,
  lines: readonly BoxLine[],
): BoxPlan[] {
  const count = Math.max(1, Math.round(totalBoxes));
  const pieces = lines.reduce((sum, line) => sum + Math.max(0, line.qty), 0);
  const perBox = Math.max(1, Math.ceil(pieces / count));
  const boxes: BoxPlan[] = Array.from({ length: count }, (_, i) => ({
    boxNumber: i + 1,
    trackingNumber: boxTrackingNumber(master, i + 1),
    weight: 0,
    contents: [],
  }));
  let box = 0;
  let room = perBox;
  for (const line of lines) {
    let left = Math.max(0, line.qty);
    while (left > 0) {
      const target = boxes[Math.min(box, count - 1)]!;
      const take = box >= count - 1 ? left : Math.min(left, room);
      const last = target.contents[target.contents.length - 1];
      if (last && last.sku === line.sku) last.qty += take;
      else target.contents.push({ sku: line.sku, qty: take });
      left -= take;
      room -= take;
      if (room <= 0 && box < count - 1) {
        box++;
        room = perBox;
      }
    }
  }
  // Weight in hundredths of a pound, the last box taking the rounding remainder, so the boxes
  // always add up to the record's weight.
  const hundredths = Math.round(totalWeight * 100);
  let given = 0;
  boxes.forEach((b, i) => {
    const boxPieces = b.contents.reduce((sum, line) => sum + line.qty, 0);
    const share = pieces === 0 ? 1 / count : boxPieces / pieces;
    const own = i === count - 1 ? hundredths - given : Math.round(hundredths * share);
    given += own;
    b.weight = own / 100;
  });
  return boxes;
}
