// PromoStandards Inventory 2.0.0 over HTTP: a style's stock by part and warehouse equal to what
// GET /v2/inventory/ shows at the same moment (before and after an order takes some), filters,
// getFilterValues, the standard's codes, a SOAP client loaded from our ?wsdl, and every answer
// valid against the XSDs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SKUS } from '@/db/seed/demo-fixtures';
import { DEMO, startTestServer, type TestServer } from './harness';
import { placeOrder } from './order-helpers';
import {
  all,
  callOperation,
  first,
  INVENTORY,
  messagesOf,
  post,
  schemaProblems,
  serviceEnvelope,
  soapClient,
  textOf,
  type Answer,
  type EnvelopeOptions,
  type Field,
} from './soap-services';

let server: TestServer;
const answers: string[] = [];
let partNumber = '';

interface InventoryWire {
  sku: string;
  warehouses: { warehouseAbbr: string; qty: number }[];
}

beforeAll(async () => {
  server = await startTestServer();
  const [product] = (await (
    await server.call(`/v2/products/${DEMO_SKUS.plentiful.sku}`)
  ).json()) as { styleID: number }[];
  const [style] = (await (await server.call(`/v2/styles/${product!.styleID}`)).json()) as {
    partNumber: string;
  }[];
  partNumber = style!.partNumber;
});
afterAll(() => server.close());

async function levels(fields: Field[], options: EnvelopeOptions = {}): Promise<Answer> {
  const answer = await post(
    server,
    INVENTORY,
    serviceEnvelope(INVENTORY, 'GetInventoryLevelsRequest', fields, options),
  );
  answers.push(answer.text);
  expect(answer.status).toBe(200);
  return answer;
}

/** sku -> warehouse -> qty, from a SOAP answer. */
function soapStock(answer: Answer): Record<string, Record<string, number>> {
  const stock: Record<string, Record<string, number>> = {};
  for (const part of all(answer.root, 'PartInventory')) {
    const sku = textOf(part, 'partId') ?? '';
    stock[sku] = {};
    for (const location of all(part, 'InventoryLocation')) {
      const qty = Number(textOf(first(location, 'inventoryLocationQuantity'), 'value'));
      stock[sku][textOf(location, 'inventoryLocationId') ?? ''] = qty;
    }
  }
  return stock;
}

async function restStock(): Promise<Record<string, Record<string, number>>> {
  const res = await server.call(`/v2/inventory/?partnumber=${partNumber}`);
  const records = (await res.json()) as InventoryWire[];
  return Object.fromEntries(
    records.map((r) => [
      r.sku,
      Object.fromEntries(r.warehouses.map((w) => [w.warehouseAbbr, w.qty])),
    ]),
  );
}

describe('getInventoryLevels', () => {
  it('shows every part and warehouse of the style exactly as /v2/inventory/ does', async () => {
    const answer = await levels([['productId', partNumber]]);
    expect(textOf(first(answer.root, 'Inventory'), 'productId')).toBe(partNumber);
    const soap = soapStock(answer);
    expect(Object.keys(soap).length).toBeGreaterThan(5);
    expect(soap).toEqual(await restStock());
    expect(soap[DEMO_SKUS.plentiful.sku]).toMatchObject(DEMO_SKUS.plentiful.qty);
  });

  it('still matches after an order takes stock', async () => {
    await placeOrder(server, {
      lines: [{ identifier: DEMO_SKUS.plentiful.sku, qty: 25, warehouseAbbr: 'KS' }],
    });
    const soap = soapStock(await levels([['productId', partNumber]]));
    expect(soap[DEMO_SKUS.plentiful.sku]?.KS).toBe(DEMO_SKUS.plentiful.qty.KS - 25);
    expect(soap).toEqual(await restStock());
  });

  it('narrows by part id, color and size', async () => {
    const byPart = await levels([
      ['productId', partNumber],
      ['Filter', [['partIdArray', [['partId', DEMO_SKUS.plentiful.sku]]]]],
    ]);
    expect(all(byPart.root, 'PartInventory').map((p) => textOf(p, 'partId'))).toEqual([
      DEMO_SKUS.plentiful.sku,
    ]);
    const byColorAndSize = await levels([
      ['productId', partNumber],
      [
        'Filter',
        [
          ['LabelSizeArray', [['labelSize', 'L']]],
          ['PartColorArray', [['partColor', 'black']]],
        ],
      ],
    ]);
    const parts = all(byColorAndSize.root, 'PartInventory');
    expect(parts.map((p) => textOf(p, 'partId'))).toContain(DEMO_SKUS.plentiful.sku);
    for (const part of parts) {
      expect(textOf(part, 'labelSize')).toBe('L');
      expect(textOf(part, 'partColor')).toBe('Black');
    }
  });

  it.each([
    ['no productId', [], {}, 120],
    ['an unknown product', [['productId', '99999']], {}, 600],
    [
      'an unknown part',
      [
        ['productId', 'P'],
        ['Filter', [['partIdArray', [['partId', 'NOPE']]]]],
      ],
      {},
      630,
    ],
    ['no credentials', [['productId', 'P']], { id: null, password: null }, 110],
    ['an unknown id', [['productId', 'P']], { id: '123' }, 100],
  ] as [string, Field[], EnvelopeOptions, number][])(
    '%s: %s',
    async (_n, fields, options, code) => {
      const resolved = fields.map(([name, value]) =>
        name === 'productId' && value === 'P'
          ? (['productId', partNumber] as Field)
          : ([name, value] as Field),
      );
      const answer = await levels(resolved, options);
      expect(messagesOf(answer)).toEqual([expect.objectContaining({ code, severity: 'Error' })]);
      expect(first(answer.root, 'Inventory')).toBeUndefined();
    },
  );
});

describe('getFilterValues', () => {
  it("lists the style's part ids, sizes and colors", async () => {
    const answer = await post(
      server,
      INVENTORY,
      serviceEnvelope(INVENTORY, 'GetFilterValuesRequest', [['productId', partNumber]]),
    );
    answers.push(answer.text);
    expect(all(answer.root, 'partId').map((p) => p.text)).toContain(DEMO_SKUS.plentiful.sku);
    expect(all(answer.root, 'labelSize').map((p) => p.text)).toContain('L');
    expect(all(answer.root, 'partColor').map((p) => p.text)).toContain('Black');
  });
});

describe('a standard SOAP client loaded only from our ?wsdl', () => {
  it('calls both operations', async () => {
    const client = await soapClient(server, INVENTORY);
    const credentials = {
      wsVersion: '2.0.0',
      id: DEMO.account1.number,
      password: DEMO.account1.apiKey,
    };
    const levelsCall = await callOperation(client, 'getInventoryLevels', {
      GetInventoryLevelsRequest: {
        ...credentials,
        productId: partNumber,
        Filter: { partIdArray: { partId: [DEMO_SKUS.plentiful.sku] } },
      },
    });
    expect(JSON.stringify(levelsCall.result)).toContain(DEMO_SKUS.plentiful.sku);
    const filterCall = await callOperation(client, 'getFilterValues', {
      GetFilterValuesRequest: { ...credentials, productId: partNumber },
    });
    expect(JSON.stringify(filterCall.result)).toContain('Black');
    answers.push(levelsCall.raw, filterCall.raw);
  });
});

describe('every answer', () => {
  it('validates against the Inventory 2.0.0 XSDs', async () => {
    expect(answers.length).toBeGreaterThan(8);
    expect(await schemaProblems(INVENTORY, answers)).toEqual([]);
  }, 60_000);

  it('and the check has teeth: a Quantity with value before uom fails', async () => {
    const answer = answers.find((a) => a.includes('inventoryLocationQuantity')) ?? '';
    const broken = answer.replace(
      /<s:uom>EA<\/s:uom><s:value>(\d+)<\/s:value>/,
      '<s:value>$1</s:value><s:uom>EA</s:uom>',
    );
    expect(broken).not.toBe(answer);
    expect(await schemaProblems(INVENTORY, [broken])).not.toEqual([]);
  }, 60_000);
});
