import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxTrackingNumber, planBoxes } from './shipment-boxes';

describe('boxTrackingNumber', () => {
  it.each([
    ['1Z9X4W0000104729', 1, '1Z9X4W0000104729'],
    ['1Z9X4W0000104729', 3, '1Z9X4W0000104731'],
    ['712345678901', 2, '712345678902'],
    ['9400111111111111111111', 2, '9400111111111111111112'],
  ])('%s box %i -> %s', (master, box, expected) => {
    expect(boxTrackingNumber(master, box)).toBe(expected);
    expect(boxTrackingNumber(master, box)).toHaveLength(master.length);
  });
});

describe('planBoxes', () => {
  it('packs pieces in line order, an even share per box, and splits the weight the same way', () => {
    const boxes = planBoxes('1Z9X4W0000104729', 3, 30, [
      { sku: 'A', qty: 100 },
      { sku: 'B', qty: 20 },
    ]);
    expect(boxes.map((b) => b.contents)).toEqual([
      [{ sku: 'A', qty: 40 }],
      [{ sku: 'A', qty: 40 }],
      [
        { sku: 'A', qty: 20 },
        { sku: 'B', qty: 20 },
      ],
    ]);
    expect(boxes.map((b) => b.weight)).toEqual([10, 10, 10]);
    expect(boxes.map((b) => b.boxNumber)).toEqual([1, 2, 3]);
  });

  it('keeps every piece and the whole weight, with at least one box', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 500 }), { maxLength: 8 }),
        fc.integer({ min: 0, max: 12 }),
        (qtys, boxes) => {
          const lines = qtys.map((qty, i) => ({ sku: `S${i}`, qty }));
          const plan = planBoxes('1Z9X4W0000104729', boxes, 50, lines);
          expect(plan).toHaveLength(Math.max(1, boxes));
          const packed = plan.flatMap((b) => b.contents).reduce((n, l) => n + l.qty, 0);
          expect(packed).toBe(qtys.reduce((a, b) => a + b, 0));
          expect(plan.reduce((w, b) => w + b.weight, 0)).toBeCloseTo(50, 1);
          expect(new Set(plan.map((b) => b.trackingNumber)).size).toBe(plan.length);
        },
      ),
    );
  });
});
