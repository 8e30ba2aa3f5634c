import type { Guide } from './guide-types';

const orderJson = (poNumber: string, extra = '') =>
  `'{"poNumber": "${poNumber}",${extra} "shippingMethod": "1",
       "shippingAddress": {"customer": "Lakeview Little League", "attn": "Coach Ortiz",
         "address": "3600 N Clark St", "city": "Chicago", "state": "IL", "zip": "60613",
         "residential": false},
       "lines": [{"identifier": "10760024", "qty": 24, "warehouseAbbr": "IL"}]}'`;

export const placingOrdersGuide: Guide = {
  slug: 'placing-orders',
  title: 'Placing an order safely',
  summary: 'Test orders, and Idempotency-Key so that a retry never ships twice.',
  blocks: [
    { kind: 'heading', text: 'Rehearse with testOrder' },
    {
      kind: 'text',
      text: 'An order with `"testOrder": true` goes through every check and is priced exactly like a real one, then created and cancelled at once: no stock is used and nothing ships. Use it while you build your integration.',
    },
    {
      kind: 'curl',
      command: `curl -u "$ACCOUNT:$API_KEY" -H "Content-Type: application/json" \\\n  "$BASE_URL/v2/orders/" -d ${orderJson('PO-REHEARSAL', ' "testOrder": true,')}`,
      expect: { status: 200, bodyIncludes: ['"orderNumber"', '"poNumber":"PO-REHEARSAL"'] },
    },
    { kind: 'heading', text: 'Retry without ordering twice' },
    {
      kind: 'text',
      text: 'A network can fail after we placed your order and before you read the answer. Send an `Idempotency-Key` header (any unique string up to 255 characters, for example a UUID you store with your purchase order) and retry with the same key and the same body: the order is placed once, and every retry gets the first answer again, marked `Idempotent-Replayed: true`.',
    },
    {
      kind: 'curl',
      command: `curl -u "$ACCOUNT:$API_KEY" -H "Content-Type: application/json" \\\n  -H "Idempotency-Key: po-4711-attempt" \\\n  "$BASE_URL/v2/orders/" -d ${orderJson('PO-4711')}`,
      expect: { status: 200, bodyIncludes: ['"poNumber":"PO-4711"'] },
    },
    { kind: 'text', text: 'The same request again (a retry) answers the same order:' },
    {
      kind: 'curl',
      command: `curl -u "$ACCOUNT:$API_KEY" -H "Content-Type: application/json" \\\n  -H "Idempotency-Key: po-4711-attempt" \\\n  "$BASE_URL/v2/orders/" -d ${orderJson('PO-4711')}`,
      expect: {
        status: 200,
        bodyIncludes: ['"poNumber":"PO-4711"'],
        headers: { 'idempotent-replayed': 'true' },
      },
    },
    {
      kind: 'list',
      items: [
        'The same key with a different body is refused with `422` naming `Idempotency-Key`: a key stands for one order.',
        'While the first request is still running, a retry gets `409`; wait a second and retry again.',
        'Keys are per account and kept for 24 hours.',
        'A `400` (a bad sku, say) is replayed too: fix the request and send it with a new key.',
      ],
    },
    {
      kind: 'curl',
      command: `curl -u "$ACCOUNT:$API_KEY" -H "Content-Type: application/json" \\\n  -H "Idempotency-Key: po-4711-attempt" \\\n  "$BASE_URL/v2/orders/" -d ${orderJson('PO-4712')}`,
      expect: { status: 422, bodyIncludes: ['"field":"Idempotency-Key"'] },
    },
    { kind: 'heading', text: 'Find it again' },
    {
      kind: 'text',
      text: 'Your purchase order number finds the order later, whichever door placed it (REST, SOAP or the portal):',
    },
    {
      kind: 'curl',
      command: 'curl -u "$ACCOUNT:$API_KEY" "$BASE_URL/v2/orders/?poNumber=PO-4711"',
      expect: { status: 200, bodyIncludes: ['"poNumber":"PO-4711"'] },
    },
  ],
};
