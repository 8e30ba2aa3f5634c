// PO 1.0.0 completed: fields we do not act on are named back with 220 (beside the 299), UPS
// SUREPOST ships by UPS SurePost, a carrier/service pair we cannot honour is refused (125) and
// nothing is placed, and an account refused the service gets 104.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SKUS } from '@/db/seed/demo-fixtures';
import { DEMO, startTestServer, type TestServer } from './harness';
import { type OrderWireRecord } from './order-helpers';
import { sendPOEnvelope, type PurchaseOrderOptions } from './soap-fixtures';
import { postSoap, readAnswer } from './soap-helpers';
import { validateEnvelopes } from './soap-schema';
import { accountIdOf } from './soap-services';

let server: TestServer;
const answers: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const tee = DEMO_SKUS.plentiful.sku;

async function send(
  options: PurchaseOrderOptions,
  edit = (e: string) => e,
  account = DEMO.account1,
) {
  const res = await postSoap(
    server,
    edit(sendPOEnvelope(account, { lines: [[{ partId: tee, qty: '4' }]], ...options })),
  );
  answers.push(res.text);
  return readAnswer(res.text);
}

async function ordersOfPo(poNumber: string, as: 'account1' | 'account2' = 'account1') {
  const res = await server.call(`/v2/orders/?poNumber=${encodeURIComponent(poNumber)}`, { as });
  return (await res.json()) as OrderWireRecord[];
}

describe('fields we do not act on', () => {
  it('are named with 220 warnings beside the 299, and the PO is placed', async () => {
    const answer = await send({ poNumber: 'PO-220', rush: 'true' }, (e) =>
      e
        .replace(
          '<shar:blindShip>',
          '<shar:ThirdPartyAccount><shar:accountName>X</shar:accountName></shar:ThirdPartyAccount><shar:blindShip>',
        )
        .replace(
          '<ns:lineItemTotal>',
          '<ns:requestedShipDate>2026-12-01T00:00:00</ns:requestedShipDate><ns:lineItemTotal>',
        ),
    );
    expect(answer.transactionId).toMatch(/^\d+$/);
    expect(answer.messages.map((m) => [m.code, m.severity])).toEqual([
      [299, 'Information'],
      [220, 'Warning'],
      [220, 'Warning'],
      [220, 'Warning'],
    ]);
    const described = answer.messages.map((m) => m.description).join(' | ');
    expect(described).toContain('PO/rush');
    expect(described).toContain('ThirdPartyAccount');
    expect(described).toContain('LineItem 1/requestedShipDate');
  });

  it('leave a plain PO with its 299 alone', async () => {
    const answer = await send({ poNumber: 'PO-PLAIN' });
    expect(answer.messages.map((m) => m.code)).toEqual([299]);
  });
});

describe('allowPartialShipments=false', () => {
  it('gets a 230 when a part had to ship from two warehouses', async () => {
    // 7 in IL and 12 in TX: 15 can only be filled from both.
    const answer = await send({
      poNumber: 'PO-SPLIT',
      lines: [[{ partId: DEMO_SKUS.lowStock.sku, qty: '15' }]],
    });
    expect(answer.transactionId).toMatch(/^\d+$/);
    expect(answer.messages.map((m) => m.code)).toEqual([299, 230]);
    expect(answer.messages[1]?.description).toContain(DEMO_SKUS.lowStock.sku);
  });
});

describe('freight', () => {
  it('ships UPS SUREPOST by UPS SurePost', async () => {
    const answer = await send({ poNumber: 'PO-SUREPOST', carrier: 'UPS', service: 'SUREPOST' });
    expect(answer.transactionId).toMatch(/^\d+$/);
    const [record] = await ordersOfPo('PO-SUREPOST');
    expect(record).toMatchObject({ shippingCarrier: 'UPS', shippingMethod: 'UPS SurePost' });
  });

  it('refuses a PO heavy enough to go as LTL freight instead of the carrier it names', async () => {
    const answer = await send({
      poNumber: 'PO-HEAVY',
      lines: [[{ partId: tee, qty: '2900' }]],
    });
    expect(answer.transactionId).toBeUndefined();
    expect(answer.messages).toEqual([
      expect.objectContaining({ code: 125, description: expect.stringContaining('LTL') as string }),
    ]);
    expect(await ordersOfPo('PO-HEAVY')).toEqual([]);
  });

  it.each([
    ['FEDEX', 'SUREPOST'],
    ['USPS', 'PRIORITY'],
    ['UPS', 'OVERNIGHTBYDRONE'],
  ])('refuses %s %s with 125 and places nothing', async (carrier, service) => {
    const poNumber = `PO-${carrier}-${service}`;
    const answer = await send({ poNumber, carrier, service });
    expect(answer.transactionId).toBeUndefined();
    expect(answer.messages).toEqual([
      expect.objectContaining({
        code: 125,
        description: expect.stringContaining(carrier) as string,
      }),
    ]);
    expect(await ordersOfPo(poNumber)).toEqual([]);
  });
});

describe('an account refused the PO service', () => {
  it('gets 104 and places nothing', async () => {
    const id = await accountIdOf(server, DEMO.account2.number);
    await server.app.deps.repos.serviceAccess.deny(id, 'purchase-order', server.clock.now());
    const answer = await send({ poNumber: 'PO-104' }, (e) => e, DEMO.account2);
    expect(answer.messages.map((m) => m.code)).toEqual([104]);
    expect(await ordersOfPo('PO-104', 'account2')).toEqual([]);
  });
});

describe('every answer', () => {
  it('validates against the PO XSDs', async () => {
    const verdicts = await validateEnvelopes(answers);
    expect(verdicts.filter((v) => !v.valid)).toEqual([]);
  }, 60_000);
});
