// Issue 9, finding 3 over HTTP (REST): XML the parser cannot take is a 400 naming the body, never a
// 500; no prototype is polluted; entities in an XML order are stored decoded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SKUS } from '@/db/seed/demo-fixtures';
import { startTestServer, type TestServer } from './harness';
import { fields, placed, postOrder, rejected } from './orders-place-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const tee = DEMO_SKUS.plentiful.sku;

function xmlOrder(
  customer: string,
  poNumber: string,
  declaration = '<?xml version="1.0"?>',
): string {
  return `${declaration}<Order>
    <shippingAddress><customer>${customer}</customer><address>1 Main St</address>
      <city>Chicago</city><state>IL</state><zip>60607</zip><residential>false</residential></shippingAddress>
    <shippingMethod>1</shippingMethod><poNumber>${poNumber}</poNumber>
    <lines><line><identifier>${tee}</identifier><qty>1</qty><warehouseAbbr>IL</warehouseAbbr></line></lines>
  </Order>`;
}

const postXml = (xml: string) => postOrder(server, xml, { contentType: 'application/xml' });

describe('XML order bodies a client got wrong', () => {
  it.each([
    [
      'nested a thousand levels deep',
      `<Order>${'<a>'.repeat(1000)}x${'</a>'.repeat(1000)}</Order>`,
    ],
    [
      'with a __proto__ element',
      xmlOrder('X', 'P1').replace('<lines>', '<__proto__><isAdmin>1</isAdmin></__proto__><lines>'),
    ],
    [
      'with a constructor element',
      xmlOrder('X', 'P2').replace(
        '<lines>',
        '<constructor><prototype><x>1</x></prototype></constructor><lines>',
      ),
    ],
    ['with a broken XML declaration', xmlOrder('X', 'P3', '<?xml version="1.0" encoding="UTF-8"')],
    ['with an unclosed processing instruction after the root', '<Order/>-->encoding<?xml>'],
  ])('are refused with 400 naming the body when %s', async (_name, xml) => {
    expect(fields(await rejected(await postXml(xml)))).toEqual(['body']);
  });

  it('leave every object without a polluted prototype, and the server answering', async () => {
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect((await server.call('/v2/styles/?fields=styleID')).status).toBe(200);
  });
});

describe('entities in XML orders', () => {
  it('are stored decoded: the five predefined ones and character references', async () => {
    const [order] = await placed(
      await postXml(xmlOrder('Smith &amp; Sons &#x2014; Caf&#233;', 'PO-&lt;7&gt;')),
    );
    expect(order?.shippingAddress.customer).toBe('Smith & Sons — Café');
    expect(order?.poNumber).toBe('PO-<7>');
    const res = await server.call(`/v2/orders/${encodeURIComponent('PO-<7>')}`);
    const [read] = (await res.json()) as { shippingAddress: { customer: string } }[];
    expect(read?.shippingAddress.customer).toBe('Smith & Sons — Café');
  });
});
