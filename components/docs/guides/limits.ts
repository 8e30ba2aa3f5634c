import type { Guide } from './guide-types';

export const limitsGuide: Guide = {
  slug: 'limits',
  title: 'Limits',
  summary: 'Rate limits and their headers, body sizes, page sizes.',
  blocks: [
    { kind: 'heading', text: 'Rate limit' },
    {
      kind: 'text',
      text: "Each account may make 60 API calls per sliding minute (REST and SOAP together; the portal's own pages do not count). Every answer says how many are left in `X-Rate-Limit-Remaining`:",
    },
    {
      kind: 'curl',
      command: 'curl -i -u "$ACCOUNT:$API_KEY" "$BASE_URL/v2/brands/"',
      expect: { status: 200, headers: { 'x-rate-limit-remaining': true } },
    },
    {
      kind: 'text',
      text: 'Past the limit the answer is `429` with `Retry-After` (seconds until a call is accepted again). A refused call does not count, so waiting `Retry-After` is always enough:',
    },
    {
      kind: 'sample',
      label: 'The 61st call within a minute',
      text: 'HTTP/1.1 429 Too Many Requests\nX-Rate-Limit-Remaining: 0\nRetry-After: 17\n\n{"code":"429","message":"Too Many Requests.","errors":[{"field":"RateLimit","message":"Rate limit of 60 requests per minute exceeded. Retry in 17 seconds."}]}',
    },
    {
      kind: 'text',
      text: 'Ask for many skus in one call (`/v2/products/?styleId=…`, or the whole catalog from `/v2/products/`, streamed) rather than one call per sku.',
    },
    { kind: 'heading', text: 'Body size' },
    {
      kind: 'text',
      text: 'A request body may be up to 1 MB (1,000,000 bytes). A larger one is refused with `413` before it is read to the end:',
    },
    {
      kind: 'curl',
      command:
        'head -c 1000001 /dev/zero | tr \'\\0\' \' \' | \\\n  curl -u "$ACCOUNT:$API_KEY" -H "Content-Type: application/json" --data-binary @- "$BASE_URL/v2/orders/"',
      expect: { status: 413 },
    },
    { kind: 'heading', text: 'Page sizes' },
    {
      kind: 'text',
      text: 'Order lists take `page` (from 1) and `pageSize` (50 by default, at most 500) and say in `X-Total-Count` how many orders match before paging. Catalog lists are not paged: they stream.',
    },
    {
      kind: 'curl',
      command: 'curl -u "$ACCOUNT:$API_KEY" "$BASE_URL/v2/orders/?page=1&pageSize=500"',
      expect: { status: 200, headers: { 'x-total-count': true } },
    },
    {
      kind: 'curl',
      command: 'curl -u "$ACCOUNT:$API_KEY" "$BASE_URL/v2/orders/?pageSize=501"',
      expect: { status: 400, bodyIncludes: ['"field":"pageSize"'] },
    },
  ],
};
