import { describe, expect, it } from 'vitest';
import { sendPOEnvelope, type PurchaseOrderOptions } from '@/tests/http/soap-fixtures';
import { validateEnvelope } from '@/tests/http/soap-schema';
import { readEnvelopeStart } from '../core/envelope';
import { ServiceMessageError } from '../core/service-messages';
import { childNamed, type XmlElement } from '../core/xml-tree';
import { PO_NS, SHARED_NS } from './namespaces';
import { purchaseOrderCommand } from './po-command';
import { readPurchaseOrder } from './po-request';

async function readEnvelopeBody(body: Uint8Array): Promise<XmlElement> {
  return readEnvelopeStart(body).readRest();
}

const account = { number: '100001', apiKey: 'key' };
const lines = [[{ partId: 'B00760004', qty: '12' }], [{ partId: '00821780008137', qty: '+3.0' }]];

async function read(options: PurchaseOrderOptions) {
  const envelope = sendPOEnvelope(account, { lines, ...options });
  const request = await readEnvelopeBody(new TextEncoder().encode(envelope));
  return purchaseOrderCommand(readPurchaseOrder(childNamed(request, 'PO', [PO_NS])));
}

async function messagesOf(options: PurchaseOrderOptions) {
  try {
    await read(options);
  } catch (error) {
    if (error instanceof ServiceMessageError) return error.messages;
    throw error;
  }
  throw new Error('expected ServiceMessages');
}

describe('reading a PromoStandards PO into the order command', () => {
  it('sends test requests that are valid against SendPORequest.xsd', async () => {
    const verdict = await validateEnvelope(
      sendPOEnvelope(account, { lines, contactEmail: 'buyer@example.com', promoCode: 'X' }),
    );
    expect(verdict.errors).toEqual([]);
  }, 30_000);

  it('maps every PO field the service uses', async () => {
    const command = await read({
      poNumber: 'PO-77',
      carrier: 'FedEx',
      service: 'Next Day Priority',
      blindShip: '1',
      contactEmail: 'buyer@example.com',
      promoCode: 'FALL10',
      referenceSalesQuote: 'Q-1',
      shipTo: { postalCode: '75093-1234' },
    });
    expect(command).toEqual({
      shippingAddress: {
        customer: 'Acme Promotions',
        attn: 'Receiving Dock',
        address: '1200 Commerce Dr',
        city: 'Plano',
        state: 'TX',
        zip: '75093',
        residential: true,
      },
      shippingMethod: '26',
      shipBlind: true,
      poNumber: 'PO-77',
      emailConfirmation: 'buyer@example.com',
      testOrder: false,
      autoselectWarehouse: true,
      autoselectPreference: 'fewest',
      fewestMaxDaysInTransit: 10,
      promotionCode: 'FALL10',
      quoteNumber: 'Q-1',
      rejectLineErrors: true,
      rejectLineErrorsEmail: true,
      lines: [
        { identifier: 'B00760004', qty: 12 },
        { identifier: '00821780008137', qty: 3 },
      ],
    });
  });

  it('reads the same PO whatever prefixes, or default namespace, the client uses', async () => {
    const a = await read({ prefixes: { p: 'ns1', s: 'ns2', soap: 's' } });
    const b = await read({ prefixes: { p: '', s: 'shared', soap: 'SOAP-ENV' } });
    expect(b).toEqual(a);
  });

  it.each([
    ['UPS', 'GROUND', '40'],
    ['UPS', 'NEXTDAYEARLYAM', '17'],
    ['ups', '2dayam', '22'],
    ['UPS', 'SATURDAYEARLY', '20'],
    ['FEDEX', '2DAY', '48'],
    ['FEDEX', 'NEXTDAY', '27'],
    ['WILLCALL', 'WILLCALL', '6'],
    ['MESSANGER', 'PICKUP', '8'],
    ['MISC', 'CHEAPEST', '54'],
  ])('maps carrier %s service %s to shippingMethod %s', async (carrier, service, code) => {
    expect((await read({ carrier, service })).shippingMethod).toBe(code);
  });

  it('leaves shipBlind to the account when blindShip is absent, and emails only the Order contact', async () => {
    const envelope = sendPOEnvelope(account, {
      lines,
      contactEmail: 'sales@example.com',
      contactType: 'Sales',
    }).replace(/<shar:blindShip>false<\/shar:blindShip>/, '');
    const request = await readEnvelopeBody(new TextEncoder().encode(envelope));
    const command = purchaseOrderCommand(readPurchaseOrder(childNamed(request, 'PO', [PO_NS])));
    expect(command.shipBlind).toBeUndefined();
    expect(command.emailConfirmation).toBe('');
  });

  it('names every missing required field with code 120', async () => {
    const messages = await messagesOf({ poNumber: null, shipTo: { city: null, postalCode: null } });
    expect(messages.map((m) => [m.code, m.description])).toEqual([
      [120, 'Required field missing: PO/orderNumber'],
      [120, 'Required field missing: ShipTo/ContactDetails/city'],
      [120, 'Required field missing: ShipTo/ContactDetails/postalCode'],
    ]);
  });

  it('answers 125 for an order type other than Blank and a freight service we do not offer', async () => {
    expect((await messagesOf({ orderType: 'Configured' }))[0]).toEqual({
      code: 125,
      description: 'Order type "Configured" is not supported; supported: Blank.',
      severity: 'Error',
    });
    expect((await messagesOf({ carrier: 'DHL', service: 'EXPRESS' }))[0]?.code).toBe(125);
  });

  it('answers 240 for several shipments, a lineType other than New, or a uom other than EA', async () => {
    expect((await messagesOf({ shipments: 2 })).map((m) => m.code)).toEqual([240]);
    expect((await messagesOf({ lineType: 'Repeat' })).map((m) => m.code)).toEqual([240, 240]);
    expect(
      (await messagesOf({ lines: [[{ partId: 'B00760004', qty: '1', uom: 'DZ' }]] }))[0]
        ?.description,
    ).toBe('LineItem 1 Part 1: quantity uom "DZ" is not supported; only EA.');
  });

  it('answers 210 for a fractional quantity or a malformed boolean or date', async () => {
    const messages = await messagesOf({
      lines: [[{ partId: 'B00760004', qty: '1.5' }]],
      blindShip: 'yes',
      orderDate: '18/11/2026',
    });
    expect(messages.map((m) => m.code)).toEqual([210, 210, 210]);
  });

  it('reads the credentials and wrapper in their own namespaces', async () => {
    const envelope = sendPOEnvelope(account, { lines });
    const request = await readEnvelopeBody(new TextEncoder().encode(envelope));
    expect(request).toMatchObject({ ns: PO_NS, name: 'SendPORequest' });
    expect(childNamed(request, 'id', [SHARED_NS])?.text).toBe('100001');
  });
});
