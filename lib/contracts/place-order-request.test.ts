import { describe, expect, it } from 'vitest';
import { DomainError } from '@/lib/domain/errors';
import { parsePlaceOrderRequest, placeOrderCommandFrom } from './place-order-request';

const encode = (text: string) => new TextEncoder().encode(text);
const address = { address: '1 Main St', city: 'Chicago', state: 'il', zip: '60607' };

function problems(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error.errors;
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('place-order request contract', () => {
  it('fills the defaults of §4.1', () => {
    const command = placeOrderCommandFrom({
      shippingAddress: address,
      lines: [{ identifier: 'B1', qty: 2, warehouseAbbr: 'il' }],
    });
    expect(command).toEqual({
      shippingAddress: {
        customer: '',
        attn: '',
        address: '1 Main St',
        city: 'Chicago',
        state: 'IL',
        zip: '60607',
        residential: true,
      },
      shippingMethod: '1',
      poNumber: '',
      emailConfirmation: '',
      testOrder: false,
      autoselectWarehouse: false,
      autoselectPreference: 'fewest',
      fewestMaxDaysInTransit: 10,
      rejectLineErrors: true,
      rejectLineErrorsEmail: true,
      lines: [{ identifier: 'B1', qty: 2, warehouseAbbr: 'IL' }],
    });
    expect(command.shipBlind).toBeUndefined();
  });

  it('matches field names without regard to case and ignores unknown fields', () => {
    const command = placeOrderCommandFrom({
      ShippingAddress: { ZIP: '60607', Address: 'x', CITY: 'y', state: 'IL' },
      AUTOSELECTWAREHOUSE: 'true',
      AutoSelectWarehouse_Warehouses: 'il, tx',
      autoselectwarehouse_preference: 'FASTEST',
      AutoSelectWarehouse_Fewest_MaxDIT: '3',
      somethingNew: 1,
      Lines: [{ Identifier: 'B1', QTY: '4' }],
    });
    expect(command).toMatchObject({
      autoselectWarehouse: true,
      autoselectWarehouses: ['IL', 'TX'],
      autoselectPreference: 'fastest',
      fewestMaxDaysInTransit: 3,
      lines: [{ identifier: 'B1', qty: 4 }],
    });
  });

  it.each([
    [{ shippingAddress: { ...address, zip: '606071' } }, 'shippingAddress.zip'],
    [{ shippingAddress: { ...address, zip: '6060A' } }, 'shippingAddress.zip'],
    [{ shippingAddress: { ...address, city: '' } }, 'shippingAddress.city'],
    [{ shippingAddress: undefined }, 'shippingAddress'],
    [{ shippingMethod: '5' }, 'shippingMethod'],
    [{ emailConfirmation: 'a@b' }, 'emailConfirmation'],
    [{ shipByDate: '02/30/2027' }, 'shipByDate'],
    [{ shipByDate: '2027-02-01' }, 'shipByDate'],
    [{ rejectLineErrors: 'yes' }, 'rejectLineErrors'],
    [{ AutoSelectWarehouse_Preference: 'cheapest' }, 'AutoSelectWarehouse_Preference'],
    [
      { paymentProfile: { email: 'buyer@example.com', profileID: 'x' } },
      'paymentProfile.profileID',
    ],
    [{ lines: [{ identifier: 'B1', qty: -1 }] }, 'lines[0].qty'],
    [{ lines: [{ identifier: '', qty: 1 }] }, 'lines[0].identifier'],
    [{ lines: 'B1' }, 'lines'],
  ])('names the field of %j', (override, field) => {
    const body = { shippingAddress: address, lines: [{ identifier: 'B1', qty: 1 }], ...override };
    expect(problems(() => placeOrderCommandFrom(body)).map((e) => e.field)).toEqual([field]);
  });

  it('converts shipByDate mm/dd/YYYY to an ISO date', () => {
    const command = placeOrderCommandFrom({
      shippingAddress: address,
      shipByDate: '12/01/2026',
      lines: [{ identifier: 'B1', qty: 1 }],
    });
    expect(command.shipByDate).toBe('2026-12-01');
  });

  it('reads XML with element names equal to the JSON names', () => {
    const xml = `<Order><shippingAddress><address>1 Main</address><city>Chicago</city><state>IL</state><zip>60607</zip>
      <residential>false</residential></shippingAddress><testOrder>true</testOrder>
      <paymentProfile><email>buyer@example.com</email><profileID>9001</profileID></paymentProfile>
      <lines><line><identifier>B1</identifier><qty>2</qty></line><line><identifier>B2</identifier><qty>3</qty></line></lines></Order>`;
    const command = parsePlaceOrderRequest('application/xml; charset=utf-8', encode(xml));
    expect(command.testOrder).toBe(true);
    expect(command.shippingAddress.residential).toBe(false);
    expect(command.paymentProfile).toEqual({ email: 'buyer@example.com', profileId: 9001 });
    expect(command.lines).toEqual([
      { identifier: 'B1', qty: 2 },
      { identifier: 'B2', qty: 3 },
    ]);
  });

  it('refuses other content types, bad JSON, malformed XML and DTDs', () => {
    expect(problems(() => parsePlaceOrderRequest('text/plain', encode('{}')))).toEqual([
      {
        field: 'Header',
        message: 'You must set the Content-Type header to application/json or application/xml.',
      },
    ]);
    expect(problems(() => parsePlaceOrderRequest(undefined, encode('{}')))[0]?.field).toBe(
      'Header',
    );
    expect(
      problems(() => parsePlaceOrderRequest('application/json', encode('{bad')))[0]?.field,
    ).toBe('body');
    expect(
      problems(() => parsePlaceOrderRequest('application/xml', encode('<Order><a></Order>')))[0]
        ?.field,
    ).toBe('body');
    const dtd = '<!DOCTYPE Order [<!ENTITY e SYSTEM "file:///etc/passwd">]><Order>&e;</Order>';
    expect(problems(() => parsePlaceOrderRequest('application/xml', encode(dtd)))[0]?.field).toBe(
      'body',
    );
  });
});
