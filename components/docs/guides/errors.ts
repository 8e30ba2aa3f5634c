import type { Guide } from './guide-types';

export const errorsGuide: Guide = {
  slug: 'errors',
  title: 'Errors',
  summary: 'One error body everywhere, naming the field at fault.',
  blocks: [
    {
      kind: 'text',
      text: 'Every error has the same JSON body: a `code`, a `message`, and `errors`, each naming the `field` at fault and what is wrong with it. Show the message to a person; branch on the status and the field in code.',
    },
    {
      kind: 'curl',
      command: 'curl -u "$ACCOUNT:$API_KEY" "$BASE_URL/v2/orders/?pageSize=lots"',
      expect: { status: 400, bodyIncludes: ['"field":"pageSize"'] },
    },
    {
      kind: 'list',
      items: [
        '`400`: the request is wrong (a missing or malformed field, an unknown sku). Fix it; sending it again changes nothing.',
        '`401`: no or wrong credentials. Check the account number and the API key; after a few wrong keys in a row, further attempts are refused for a while.',
        "`404`: no such resource for your account. Another account's order is a 404 too.",
        '`405`: the path exists, the method does not.',
        '`409`: the same Idempotency-Key is still running, or the order can no longer change (a cancellation after the window).',
        '`413`: the body is too large (see [limits](/docs/guides/limits)).',
        '`422`: the Idempotency-Key was used for another request.',
        '`429`: over the rate limit. Wait the `Retry-After` seconds.',
        '`500`, `503`: our fault. Retry later with backoff; an order retried with the same Idempotency-Key is never placed twice.',
      ],
    },
    {
      kind: 'curl',
      command: 'curl "$BASE_URL/v2/orders/"',
      expect: {
        status: 401,
        bodyIncludes: ['"field":"Authorization"'],
        headers: { 'www-authenticate': true },
      },
    },
    {
      kind: 'curl',
      command: 'curl -u "$ACCOUNT:$API_KEY" "$BASE_URL/v2/orders/99999999"',
      expect: { status: 404 },
    },
    {
      kind: 'text',
      text: 'An order with problems in its lines answers `400` with one entry per problem, each naming the line (`lines[0].qty`, `lines[1].identifier` …) so you can fix them all in one go:',
    },
    {
      kind: 'curl',
      command:
        'curl -u "$ACCOUNT:$API_KEY" -H "Content-Type: application/json" "$BASE_URL/v2/orders/" \\\n  -d \'{"shippingMethod": "1", "lines": [{"identifier": "NO-SUCH-SKU", "qty": 1, "warehouseAbbr": "IL"}]}\'',
      expect: { status: 400, bodyIncludes: ['"errors"', '"field":"'] },
    },
  ],
};
