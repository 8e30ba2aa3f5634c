import type { Guide } from './guide-types';

export const firstCallGuide: Guide = {
  slug: 'first-call',
  title: 'Your first call',
  summary: 'Credentials, the base URL, and reading one product and its stock.',
  blocks: [
    {
      kind: 'text',
      text: 'Every call under `/v2/` uses HTTP Basic authentication: the user name is your account number, the password is your API key. The key is shown once, when it is made: we keep only a hash of it. A lost key cannot be shown again; make a new one on the [account page](/account#api-key-heading) (the old one stops working at once).',
    },
    {
      kind: 'sample',
      label: 'Set these once in your shell (the examples below use them)',
      text: 'export BASE_URL=https://portal.example.com   # this server\nexport ACCOUNT=100001                          # your account number\nexport API_KEY=…                               # your API key',
    },
    { kind: 'heading', text: 'Read one product' },
    {
      kind: 'text',
      text: 'A sku (or your own cross-referenced sku, or a gtin) returns its prices and the stock in every warehouse. Paths and query parameter names are case-insensitive, and the trailing slash is optional.',
    },
    {
      kind: 'curl',
      command: 'curl -u "$ACCOUNT:$API_KEY" "$BASE_URL/v2/products/10760024"',
      expect: {
        status: 200,
        bodyIncludes: ['"sku":"10760024"', '"warehouses"'],
        headers: { 'x-rate-limit-remaining': true, 'x-request-id': true },
      },
    },
    {
      kind: 'text',
      text: 'Ask for XML with `?mediatype=xml`, and keep only the fields you use with `?fields=`:',
    },
    {
      kind: 'curl',
      command:
        'curl -u "$ACCOUNT:$API_KEY" "$BASE_URL/v2/products/10760024?mediatype=xml&fields=sku,qty"',
      expect: { status: 200, bodyIncludes: ['<sku>10760024</sku>'] },
    },
    { kind: 'heading', text: 'The contract' },
    {
      kind: 'text',
      text: 'The whole interface is described by an OpenAPI 3.1 document that needs no credentials; generate a client from it, or try calls in the [reference](/docs).',
    },
    {
      kind: 'curl',
      command: 'curl "$BASE_URL/v2/openapi.json"',
      expect: { status: 200, bodyIncludes: ['"openapi":"3.1.0"'] },
    },
    {
      kind: 'text',
      text: 'Every answer carries an `X-Request-Id` header. Quote it when you write to us about a call: it finds the call in our logs. Send your own well-formed `X-Request-Id` and we use yours.',
    },
  ],
};
