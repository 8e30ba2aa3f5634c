// Returns (issue 12, item 3): a script with HTTP Basic files a return for shipped lines of its own
// order, gets an RA number and the return-to address, a label as PNG and ZPL, cancels within ten
// minutes; every broken rule is a 400 naming the field; receiving the goods restores stock.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SKUS } from '@/db/seed/demo-fixtures';
import type { ReturnRecordWire } from '@/lib/contracts/return-record';
import { advanceOrders } from '@/lib/services/advance-orders';
import { advance } from './after-helpers';
import { startTestServer, type TestServer } from './harness';
import { placeOrder, stockedSkus, type ErrorBody, type OrderWireRecord } from './order-helpers';

type ReturnRecord = ReturnRecordWire;

const MINUTE = 60_000;
let server: TestServer;
let skus: string[];
let shipped: OrderWireRecord;

const post = (body: unknown, as: 'account1' | 'account2' = 'account1') =>
  server.call('/v2/returns/', {
    method: 'POST',
    as,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const stock = async (sku: string, warehouse: string) => {
  const [item] = (await (
    await server.call(`/v2/inventory/${sku}?Warehouses=${warehouse}`)
  ).json()) as {
    warehouses: { warehouseAbbr: string; qty: number }[];
  }[];
  return item!.warehouses.find((w) => w.warehouseAbbr === warehouse)!.qty;
};
const line = (over: Record<string, unknown> = {}) => ({
  invoiceNumber: shipped.invoiceNumber,
  identifier: shipped.lines[0]!.sku,
  qty: 2,
  returnReason: 1,
  ...over,
});

beforeAll(async () => {
  server = await startTestServer();
  skus = await stockedSkus(server, 'IL', 3);
  const [placed] = await placeOrder(server, {
    emailConfirmation: 'buyer@example.com',
    lines: [
      { identifier: skus[0]!, qty: 10, warehouseAbbr: 'IL' },
      { identifier: skus[1]!, qty: 4, warehouseAbbr: 'IL' },
      { identifier: DEMO_SKUS.closeout.sku, qty: 2, warehouseAbbr: 'IL' },
    ],
  });
  await advance(server, 11 * MINUTE);
  shipped = (
    (await (await server.call(`/v2/orders/${placed!.orderNumber}`)).json()) as OrderWireRecord[]
  )[0]!;
  expect(shipped.orderStatus).toBe('Shipped');
});
afterAll(() => server.close());

describe('POST /v2/returns/', () => {
  it('files a credit for shipped lines and answers the RA number, return address and label URL', async () => {
    const res = await post({ emailConfirmation: '', lines: [line({ qty: 3, returnReason: 10 })] });
    expect(res.status).toBe(200);
    const [credit, ...rest] = (await res.json()) as ReturnRecord[];
    expect(rest).toHaveLength(0);
    expect(credit).toMatchObject({
      orderType: 'Credit',
      orderStatus: 'In Progress',
      warehouseAbbr: 'IL',
      subtotal: -(shipped.lines[0]!.price * 3),
      totalPieces: -3,
    });
    expect(credit!.lines[0]).toMatchObject({ sku: shipped.lines[0]!.sku, qtyOrdered: -3 });
    expect(credit!.total).toBeLessThan(0);
    const info = credit!.returnInformation;
    expect(info.raNumber).toMatch(/^RA\d{7,}$/);
    expect(info).toMatchObject({
      originalInvoice: shipped.invoiceNumber,
      returnReason: '10',
      returnItemsRequired: 'true',
    });
    expect(info.returnToAddress).toMatchObject({ city: 'Lockport', state: 'IL' });
    expect(info.returnToAddress.address).not.toBe('');
    expect(info.shippingLabelURL).toMatch(
      new RegExp(`/v2/returns/${info.raNumber}/labels/1\\.png$`),
    );

    // The label answers at that URL, as PNG and as ZPL.
    const png = await server.call(new URL(info.shippingLabelURL).pathname);
    expect(png.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 812, height: 1218 });
    const zpl = await (await server.call(`/v2/returns/${info.raNumber}/labels/1.zpl`)).text();
    expect(zpl).toMatch(/^\^XA/);
    expect(zpl).toContain(info.raNumber);
    expect(zpl).toContain(info.returnToAddress.address);
    expect(zpl).toContain('^BC');

    // It is listed, found by its RA number, and shows in the order listing as a Credit.
    const one = (await (
      await server.call(`/v2/returns/${info.raNumber}`)
    ).json()) as ReturnRecord[];
    expect(one.map((r) => r.guid)).toEqual([credit!.guid]);
    const all = (await (await server.call('/v2/returns/')).json()) as ReturnRecord[];
    expect(all.map((r) => r.returnInformation.raNumber)).toContain(info.raNumber);
    const listed = (await (await server.call('/v2/orders/')).json()) as OrderWireRecord[];
    expect(listed.find((o) => o.guid === credit!.guid)?.orderType).toBe('Credit');
    expect((await server.call(`/v2/returns/${info.raNumber}`, { as: 'account2' })).status).toBe(
      404,
    );
    expect(
      (await server.call(`/v2/returns/${info.raNumber}/labels/1.png`, { as: 'account2' })).status,
    ).toBe(404);
  });

  it('ships a replacement like an order, with boxes carrying their labels inline', async () => {
    const before = await stock(shipped.lines[1]!.sku, 'IL');
    const res = await post({
      showBoxes: true,
      lines: [
        line({
          identifier: shipped.lines[1]!.sku,
          qty: 1,
          returnReason: 2,
          isReplace: true,
          returnReasonComment: 'Torn seam',
        }),
      ],
    });
    expect(res.status).toBe(200);
    const [replacement] = (await res.json()) as ReturnRecord[];
    expect(replacement).toMatchObject({ orderType: 'Replacement', total: 0, totalPieces: 1 });
    expect(await stock(shipped.lines[1]!.sku, 'IL')).toBe(before - 1);
    const box = replacement!.boxes![0]!;
    expect(box.trackingNumber).toMatch(/^1ZR/);
    const png = Buffer.from(box.returnInformation.shippingLabelPNG, 'base64');
    expect((await sharp(png).metadata()).format).toBe('png');
    expect(box.returnInformation.shippingLabelZPL).toContain(box.trackingNumber);
    // The replacement moves through the order lifecycle: invoiced and shipped.
    await advance(server, 11 * MINUTE);
    const [moved] = (await (
      await server.call(`/v2/orders/${replacement!.orderNumber}`)
    ).json()) as OrderWireRecord[];
    expect(moved).toMatchObject({ orderType: 'Replacement', orderStatus: 'Shipped' });
  });

  it('validates a testOrder without writing anything', async () => {
    const before = (await (await server.call('/v2/returns/')).json()) as ReturnRecord[];
    const res = await post({ testOrder: true, lines: [line({ qty: 1 })] });
    expect(res.status).toBe(200);
    const [record] = (await res.json()) as ReturnRecord[];
    expect(record).toMatchObject({ orderType: 'Credit', orderStatus: 'Cancelled' });
    expect(record!.returnInformation.raNumber).toBe('');
    const after = (await (await server.call('/v2/returns/')).json()) as ReturnRecord[];
    expect(after).toHaveLength(before.length);
    const bad = await post({ testOrder: true, lines: [line({ qty: 999 })] });
    expect(bad.status).toBe(400);
  });

  it.each<[string, () => unknown, string]>([
    ['no lines', () => ({ lines: [] }), 'lines'],
    [
      'an invoice of another account',
      () => ({ lines: [line({ invoiceNumber: '1' })] }),
      'lines[0].invoiceNumber',
    ],
    [
      'a sku not on the invoice',
      () => ({
        lines: [
          line({
            identifier:
              DEMO_SKUS.plentiful.sku === shipped.lines[0]!.sku
                ? '10760053'
                : DEMO_SKUS.plentiful.sku,
          }),
        ],
      }),
      'lines[0].identifier',
    ],
    ['more than was shipped', () => ({ lines: [line({ qty: 11 })] }), 'lines[0].qty'],
    [
      'more than is left over two lines',
      () => ({ lines: [line({ qty: 4 }), line({ qty: 4 })] }),
      'lines[1].qty',
    ],
    [
      'closeout stock',
      () => ({ lines: [line({ identifier: DEMO_SKUS.closeout.sku, qty: 1 })] }),
      'lines[0].identifier',
    ],
    [
      'an unknown reason code',
      () => ({ lines: [line({ returnReason: 4 })] }),
      'lines[0].returnReason',
    ],
    [
      'a missing reason',
      () => ({ lines: [{ ...line(), returnReason: undefined }] }),
      'lines[0].returnReason',
    ],
    [
      'a damaged replacement without comment',
      () => ({ lines: [line({ returnReason: 2, isReplace: true })] }),
      'lines[0].returnReasonComment',
    ],
    [
      'an "other" replacement without comment',
      () => ({ lines: [line({ returnReason: 6, isReplace: true, returnReasonComment: '  ' })] }),
      'lines[0].returnReasonComment',
    ],
    ['a zero quantity', () => ({ lines: [line({ qty: 0 })] }), 'lines[0].qty'],
    ['a bad e-mail', () => ({ emailConfirmation: 'nope', lines: [line()] }), 'emailConfirmation'],
    [
      'a non-boolean isReplace',
      () => ({ lines: [line({ isReplace: 'maybe' })] }),
      'lines[0].isReplace',
    ],
  ])('refuses %s with a 400 naming the field', async (_, body, field) => {
    const res = await post(body());
    expect(res.status).toBe(400);
    const errors = ((await res.json()) as ErrorBody).errors;
    expect(errors.map((e) => e.field)).toContain(field);
  });

  it('refuses lines of an order that has not shipped yet', async () => {
    const [placed] = await placeOrder(server, {
      lines: [{ identifier: skus[2]!, qty: 2, warehouseAbbr: 'IL' }],
    });
    await advance(server, 2 * MINUTE); // invoiced, not shipped
    const [record] = (await (
      await server.call(`/v2/orders/${placed!.orderNumber}`)
    ).json()) as OrderWireRecord[];
    const res = await post({
      lines: [
        { invoiceNumber: record!.invoiceNumber, identifier: skus[2], qty: 1, returnReason: 1 },
      ],
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors[0]!.field).toBe('lines[0].invoiceNumber');
  });
});

describe('cancelling and receiving', () => {
  it('cancels within ten minutes, not after, and never through the orders endpoint', async () => {
    const [filed] = (await (await post({ lines: [line({ qty: 1 })] })).json()) as ReturnRecord[];
    const ra = filed!.returnInformation.raNumber;
    // A credit is not cancelled through the orders endpoint.
    expect(
      (await server.call(`/v2/orders/${filed!.orderNumber}`, { method: 'DELETE' })).status,
    ).toBe(400);
    server.clock.advance(9 * MINUTE);
    const res = await server.call(`/v2/returns/${ra}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    const [cancelled] = (await res.json()) as ReturnRecord[];
    expect(cancelled).toMatchObject({ orderStatus: 'Cancelled', total: 0 });
    const again = await server.call(`/v2/returns/${ra}`, { method: 'DELETE' });
    expect(again.status).toBe(400);

    const [late] = (await (await post({ lines: [line({ qty: 1 })] })).json()) as ReturnRecord[];
    server.clock.advance(11 * MINUTE);
    const tooLate = await server.call(`/v2/returns/${late!.returnInformation.raNumber}`, {
      method: 'DELETE',
    });
    expect(tooLate.status).toBe(400);
    expect(((await tooLate.json()) as ErrorBody).errors[0]!.field).toBe('raNumber');
  });

  it('restores stock and completes the credit with a memo number when the goods arrive, and e-mails', async () => {
    // The second line's only other return was a damaged replacement, which is not restocked.
    const sku = shipped.lines[1]!.sku;
    const [filed] = (await (
      await post({
        emailConfirmation: 'returns@example.com',
        lines: [line({ identifier: sku, qty: 1, returnReason: 7 })],
      })
    ).json()) as ReturnRecord[];
    const before = await stock(sku, 'IL');
    await advance(server, 61 * MINUTE, 5 * MINUTE);
    expect(await stock(sku, 'IL')).toBe(before + 1);
    const [credit] = (await (
      await server.call(`/v2/returns/${filed!.returnInformation.raNumber}`)
    ).json()) as ReturnRecord[];
    expect(credit).toMatchObject({ orderStatus: 'Completed' });
    expect(credit!.invoiceNumber).toMatch(/^\d+$/);
    // The credit memo is an invoice document too.
    const memo = await server.call(`/v2/invoices/${credit!.invoiceNumber}`);
    expect(memo.status).toBe(200);
    const outbox = (await (await server.call('/v2/outbox/')).json()) as {
      subject: string;
      kind?: string;
    }[];
    const subjects = outbox.map((m) => m.subject);
    expect(subjects).toContain(`Return authorized - RA ${filed!.returnInformation.raNumber}`);
    expect(subjects).toContain(`Return received - RA ${filed!.returnInformation.raNumber}`);
  });

  it('leaves a credit waiting for the goods when staff force every order forward (orders-advance)', async () => {
    const [filed] = (await (
      await post({ lines: [line({ identifier: shipped.lines[0]!.sku, qty: 1 })] })
    ).json()) as ReturnRecord[];
    // What `npx tsx scripts/orders-advance.ts --until delivered` runs.
    await advanceOrders(server.app.deps, { force: true, untilFinal: true });
    const [credit] = (await (
      await server.call(`/v2/returns/${filed!.returnInformation.raNumber}`)
    ).json()) as ReturnRecord[];
    expect(credit).toMatchObject({ orderStatus: 'In Progress', invoiceNumber: '' });
  });
});
