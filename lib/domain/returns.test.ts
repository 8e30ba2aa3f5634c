import { describe, expect, it } from 'vitest';
import type { OrderView } from './orders';
import {
  canCancelReturn,
  planReturn,
  raNumberOf,
  returnReceiveAt,
  type ReturnCommand,
  type ReturnableRecord,
} from './returns';

const line = (lineNumber: number, sku: string, qtyShipped: number, returnable = true) => ({
  lineNumber,
  type: 'S' as const,
  skuId: lineNumber,
  sku,
  gtin: `0000${lineNumber}`,
  yourSku: '',
  qtyOrdered: qtyShipped,
  qtyShipped,
  priceCents: 500,
  brandName: 'B',
  styleName: 'S',
  title: 'T',
  colorName: 'C',
  sizeName: 'M',
  returnable,
});
const record: ReturnableRecord = {
  recordId: 7,
  returnedByLine: new Map([[2, 3]]),
  view: {
    invoiceNumber: '80000001',
    orderStatus: 'Shipped',
    subtotalCents: 10_000,
    taxCents: 800,
    lines: [line(1, 'A1', 10), line(2, 'B2', 4), line(3, 'C3', 2, false)],
  } as unknown as OrderView,
};
const command = (lines: Partial<ReturnCommand['lines'][number]>[]): ReturnCommand => ({
  emailConfirmation: '',
  testOrder: false,
  shippingLabelRequired: true,
  showBoxes: false,
  lines: lines.map((l) => ({
    invoiceNumber: '80000001',
    identifier: 'A1',
    qty: 1,
    returnReason: 1,
    isReplace: false,
    returnReasonComment: '',
    ...l,
  })),
});
const fields = (c: ReturnCommand) => planReturn(c, [record]).errors.map((e) => e.field);

describe('planReturn', () => {
  it.each<[string, Partial<ReturnCommand['lines'][number]>[], string[]]>([
    ['a good line', [{ qty: 10 }], []],
    ['by gtin and skuID too', [{ identifier: '00001' }, { identifier: '1' }], []],
    ['another invoice', [{ invoiceNumber: '1' }], ['lines[0].invoiceNumber']],
    ['not on the invoice', [{ identifier: 'Z9' }], ['lines[0].identifier']],
    ['over the shipped quantity', [{ qty: 11 }], ['lines[0].qty']],
    ['over what earlier returns left', [{ identifier: 'B2', qty: 2 }], ['lines[0].qty']],
    ['over it across lines', [{ qty: 6 }, { qty: 5 }], ['lines[1].qty']],
    ['closeout', [{ identifier: 'C3' }], ['lines[0].identifier']],
    ['unknown reason', [{ returnReason: 4 }], ['lines[0].returnReason']],
    [
      'damaged replaced without comment',
      [{ returnReason: 2, isReplace: true }],
      ['lines[0].returnReasonComment'],
    ],
    [
      'other replaced without comment',
      [{ returnReason: 6, isReplace: true }],
      ['lines[0].returnReasonComment'],
    ],
    ['damaged credited without comment', [{ returnReason: 2 }], []],
  ])('%s', (_, lines, expected) => expect(fields(command(lines))).toEqual(expected));

  it('credits at the invoice price and tax rate, and knows when nothing comes back', () => {
    const plan = planReturn(
      command([{ qty: 4 }, { identifier: 'B2', qty: 1, isReplace: true, returnReason: 10 }]),
      [record],
    );
    const [group] = plan.groups;
    expect(group).toMatchObject({
      creditSubtotalCents: 2_000,
      creditTaxCents: 160,
      replacementSubtotalCents: 500,
      itemsRequired: true,
    });
    const short = planReturn(command([{ returnReason: 5 }]), [record]).groups[0]!;
    expect(short.itemsRequired).toBe(false);
    expect(short.credit[0]!.restock).toBe(false);
  });

  it('refuses a record that has not shipped', () => {
    const unshipped = {
      ...record,
      view: { ...record.view, orderStatus: 'In Progress' },
    } as ReturnableRecord;
    expect(planReturn(command([{}]), [unshipped]).errors[0]!.field).toBe('lines[0].invoiceNumber');
  });
});

describe('RA numbers and windows', () => {
  it('numbers RAs from the return id, cancels within ten minutes, receives after the window', () => {
    expect(raNumberOf(7)).toBe('RA1000007');
    expect(canCancelReturn(0, 10 * 60_000)).toBe(true);
    expect(canCancelReturn(0, 10 * 60_000 + 1)).toBe(false);
    expect(returnReceiveAt(0, false)).toBeGreaterThan(10 * 60_000);
    expect(returnReceiveAt(0, true)).toBe(60 * 60_000);
  });
});
