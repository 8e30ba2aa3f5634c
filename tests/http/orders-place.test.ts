// POST /v2/orders/: the request (JSON, XML, Content-Type, validation), the records it answers,
// splitting per warehouse, autoselect, line errors, test orders and the outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SKUS } from '@/db/seed/demo-fixtures';
import { startTestServer, type TestServer } from './harness';
import {
  fields,
  orderBody,
  placed,
  postOrder,
  productBySku,
  rejected,
  stockOf,
} from './orders-place-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const tee = DEMO_SKUS.plentiful.sku;
const low = DEMO_SKUS.lowStock.sku;

describe('POST /v2/orders/ request', () => {
  it('refuses a body that is neither JSON nor XML with the exact Header error body', async () => {
    const res = await postOrder(
      server,
      orderBody({ lines: [{ identifier: tee, qty: 1, warehouseAbbr: 'IL' }] }),
      {
        contentType: 'text/plain',
      },
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: '400',
      message: 'Bad Request.',
      errors: [
        {
          field: 'Header',
          message: 'You must set the Content-Type header to application/json or application/xml.',
        },
      ],
    });
  });

  it('names every invalid field in one 400', async () => {
    const body = await rejected(
      await postOrder(server, {
        shippingAddress: { address: '1 Main', city: 'Chicago', state: 'IL', zip: '6060' },
        shippingMethod: '99',
        emailConfirmation: 'not-an-email',
        shipByDate: '2026-12-01',
        testOrder: 'maybe',
        lines: [
          { identifier: tee, qty: 0, warehouseAbbr: 'IL' },
          { identifier: tee, qty: 2.5 },
        ],
      }),
    );
    expect(fields(body).sort()).toEqual(
      [
        'emailConfirmation',
        'lines[0].qty',
        'lines[1].qty',
        'shipByDate',
        'shippingAddress.zip',
        'shippingMethod',
        'testOrder',
      ].sort(),
    );
    expect(body.errors.find((e) => e.field === 'shippingAddress.zip')?.message).toBe(
      'Must be 5 digits.',
    );
    expect(body.errors.find((e) => e.field === 'shipByDate')?.message).toBe(
      'Must be a date mm/dd/YYYY.',
    );
  });

  it('refuses a 5-digit zip that is not a US zip code, naming shippingAddress.zip', async () => {
    const body = await rejected(
      await postOrder(
        server,
        orderBody({
          shippingAddress: { address: '1 Main', city: 'Nowhere', state: 'IL', zip: '00000' },
          lines: [{ identifier: tee, qty: 1, warehouseAbbr: 'IL' }],
        }),
      ),
    );
    expect(fields(body)).toEqual(['shippingAddress.zip']);
  });

  it('requires lines, and a known warehouse on each line', async () => {
    expect(fields(await rejected(await postOrder(server, orderBody({ lines: [] }))))).toEqual([
      'lines',
    ]);
    expect(fields(await rejected(await postOrder(server, orderBody())))).toEqual(['lines']);
    const unknown = await rejected(
      await postOrder(
        server,
        orderBody({ lines: [{ identifier: tee, qty: 1, warehouseAbbr: 'ZZ' }] }),
      ),
    );
    expect(unknown.errors).toEqual([
      { field: 'lines[0].warehouseAbbr', message: 'Unknown warehouse ZZ.' },
    ]);
    const unknownAuto = await rejected(
      await postOrder(
        server,
        orderBody({
          autoselectWarehouse: true,
          autoselectWarehouse_Warehouses: 'IL,QQ',
          lines: [{ identifier: tee, qty: 1 }],
        }),
      ),
    );
    expect(fields(unknownAuto)).toEqual(['autoselectWarehouse_Warehouses']);
  });

  it("refuses a payment profile that is not the account's and accepts its own", async () => {
    const line = [{ identifier: tee, qty: 1, warehouseAbbr: 'IL' }];
    const other = await rejected(
      await postOrder(
        server,
        orderBody({
          paymentProfile: { email: 'buyer2@example.com', profileID: 9101 },
          lines: line,
        }),
      ),
    );
    expect(fields(other)).toEqual(['paymentProfile']);
    const own = await placed(
      await postOrder(
        server,
        orderBody({ paymentProfile: { email: 'buyer@example.com', profileID: 9001 }, lines: line }),
      ),
    );
    expect(own).toHaveLength(1);
    // The order's terms reflect the saved card it is paid with, not the account's Net 30.
    expect(own[0]?.terms).toBe('Credit Card (Visa ending 4242)');
    const bank = await placed(
      await postOrder(
        server,
        orderBody({ paymentProfile: { email: 'BUYER@example.com', profileID: 9002 }, lines: line }),
      ),
    );
    expect(bank[0]?.terms).toBe('ACH (Checking ending 6789)');
    const onAccount = await placed(await postOrder(server, orderBody({ lines: line })));
    expect(onAccount[0]?.terms).toBe('Net 30');
  });

  it('accepts an XML body whose element names are the JSON field names', async () => {
    const before = await stockOf(server, tee, 'NJ');
    const xml = `<?xml version="1.0" encoding="utf-8"?>
      <Order>
        <shippingAddress><customer>XML Co</customer><address>1 Main St</address><city>Chicago</city>
          <state>IL</state><zip>60607</zip><residential>false</residential></shippingAddress>
        <shippingMethod>1</shippingMethod>
        <poNumber>XML-PO-7</poNumber>
        <lines>
          <line><identifier>${tee}</identifier><qty>3</qty><warehouseAbbr>NJ</warehouseAbbr></line>
          <line><identifier>${tee}</identifier><qty>2</qty><warehouseAbbr>NJ</warehouseAbbr></line>
        </lines>
      </Order>`;
    const [order] = await placed(await postOrder(server, xml, { contentType: 'application/xml' }));
    // Two lines for the same sku and warehouse are merged into one.
    expect(order?.lines).toHaveLength(1);
    expect(order?.lines[0]?.qtyOrdered).toBe(5);
    expect(order?.warehouseAbbr).toBe('NJ');
    expect(await stockOf(server, tee, 'NJ')).toBe(before - 5);
  });

  it('refuses XML with a DOCTYPE (no entity expansion)', async () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE Order [<!ENTITY x "y">]><Order><poNumber>&x;</poNumber></Order>`;
    expect(
      fields(await rejected(await postOrder(server, xml, { contentType: 'application/xml' }))),
    ).toEqual(['body']);
  });
});

describe('POST /v2/orders/ records', () => {
  it('answers one record per warehouse, sharing the order number, each with its own guid', async () => {
    const orders = await placed(
      await postOrder(
        server,
        orderBody({
          poNumber: 'SPLIT-1',
          lines: [
            { identifier: tee, qty: 2, warehouseAbbr: 'TX' },
            { identifier: tee, qty: 3, warehouseAbbr: 'IL' },
          ],
        }),
      ),
    );
    expect(orders.map((o) => o.warehouseAbbr)).toEqual(['IL', 'TX']);
    expect(orders[0]?.orderNumber).toBe(orders[1]?.orderNumber);
    expect(orders[0]?.guid).not.toBe(orders[1]?.guid);
    for (const order of orders) {
      expect(order).toMatchObject({
        orderStatus: 'In Progress',
        orderType: 'API',
        deliveryStatus: '',
        invoiceNumber: '',
        cuponDiscount: 0,
      });
      expect(order.orderDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/);
      expect(order.expectedDeliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(Number.isInteger(order.totalBoxes)).toBe(true);
      expect(order.conveyorLane).toMatch(/^[A-Z]\d$/);
    }
    // Priced at the dozen level? No: 5 pieces in all is the piece level (3.10).
    expect(orders[0]?.lines[0]?.price).toBe(3.1);
  });

  it('names a sku by skuID_Master, sku or gtin, and takes the ship-blind default of the account', async () => {
    const row = await productBySku(server, tee);
    const [order] = await placed(
      await postOrder(
        server,
        orderBody({
          lines: [
            { identifier: String(row.id), qty: 1, warehouseAbbr: 'IL' },
            { identifier: row.gtin, qty: 1, warehouseAbbr: 'IL' },
            { identifier: tee.toLowerCase(), qty: 1, warehouseAbbr: 'IL' },
          ],
        }),
      ),
    );
    expect(order?.lines).toHaveLength(1);
    expect(order?.lines[0]?.qtyOrdered).toBe(3);
    expect(order?.shipBlind).toBe(false);
    const [blind] = await placed(
      await postOrder(
        server,
        orderBody({ shipBlind: true, lines: [{ identifier: tee, qty: 1, warehouseAbbr: 'IL' }] }),
      ),
    );
    expect(blind?.shipBlind).toBe(true);
  });
});

describe('warehouse autoselect', () => {
  it('fewest fills from one warehouse; fastest fills the nearest first and splits', async () => {
    // Red M: 7 in IL (1 day from Chicago), 12 in TX (farther). 10 pieces.
    const fewest = await placed(
      await postOrder(
        server,
        orderBody({
          autoselectWarehouse: true,
          testOrder: true,
          lines: [{ identifier: low, qty: 10 }],
        }),
      ),
    );
    expect(fewest.map((o) => [o.warehouseAbbr, o.totalPieces])).toEqual([['TX', 10]]);
    const fastest = await placed(
      await postOrder(
        server,
        orderBody({
          autoselectWarehouse: true,
          AutoSelectWarehouse_Preference: 'fastest',
          testOrder: true,
          lines: [{ identifier: low, qty: 10 }],
        }),
      ),
    );
    expect(fastest.map((o) => [o.warehouseAbbr, o.totalPieces])).toEqual([
      ['IL', 7],
      ['TX', 3],
    ]);
  });

  it('fewest switches to fastest past AutoSelectWarehouse_Fewest_MaxDIT', async () => {
    const orders = await placed(
      await postOrder(
        server,
        orderBody({
          autoselectWarehouse: true,
          AutoSelectWarehouse_Fewest_MaxDIT: 1,
          testOrder: true,
          lines: [{ identifier: low, qty: 10 }],
        }),
      ),
    );
    expect(orders.map((o) => o.warehouseAbbr)).toEqual(['IL', 'TX']);
  });

  it('limits candidates to autoselectWarehouse_Warehouses, in either spelling of the key', async () => {
    for (const key of ['autoselectWarehouse_Warehouses', 'AutoSelectWarehouse_Warehouses']) {
      const orders = await placed(
        await postOrder(
          server,
          orderBody({
            autoselectWarehouse: true,
            [key]: 'GA',
            testOrder: true,
            lines: [{ identifier: tee, qty: 4 }],
          }),
        ),
      );
      expect(orders.map((o) => o.warehouseAbbr)).toEqual(['GA']);
    }
  });
});
