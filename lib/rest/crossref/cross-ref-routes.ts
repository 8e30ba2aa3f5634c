// /v2/crossref – the account's own sku names (interface-v2.md §2.10, §4.8, §4.9; compatibility.md §3).
import type { CrossRefWire } from '@/lib/contracts/wire/account-records';
import type { CrossRef } from '@/lib/domain/cross-refs';
import { deleteCrossRef } from '@/lib/services/delete-cross-ref';
import { getCrossRefs } from '@/lib/services/get-cross-refs';
import { putCrossRef } from '@/lib/services/put-cross-ref';
import { splitList } from '../query-params';
import { noContent } from '../responses';
import type { Route } from '../router';
import { recordsResponse } from '../wire/records-response';

const XML_SHAPE = { root: 'ArrayOfCrossRef', item: 'CrossRef' };

function toWire(ref: CrossRef): CrossRefWire {
  return {
    yourSku: ref.yourSku,
    skuID: ref.skuId,
    sku: ref.sku,
    gtin: ref.gtin,
    brandName: ref.brandName,
    styleName: ref.styleName,
    colorName: ref.colorName,
    sizeName: ref.sizeName,
  };
}

export const crossRefRoutes: Route[] = [
  // GET /v2/crossref/ – all; GET /v2/crossref/{yourSku,…} – the listed ones
  {
    method: 'GET',
    pattern: 'v2/crossref/:yourSkus?',
    async handler({ req, params, caller, app }) {
      const wanted = params.yourSkus === undefined ? undefined : splitList(params.yourSkus);
      const refs = await getCrossRefs(app.deps, caller, wanted);
      return recordsResponse(200, refs.map(toWire), req.query, XML_SHAPE);
    },
  },
  // PUT /v2/crossref/{yourSku}?Identifier=… – 201 created, 200 updated; the body is ignored
  {
    method: 'PUT',
    pattern: 'v2/crossref/:yourSku',
    async handler({ req, params, caller, app }) {
      const result = await putCrossRef(
        app.deps,
        caller,
        params.yourSku,
        req.query.get('Identifier'),
      );
      const status = result.outcome === 'created' ? 201 : 200;
      return recordsResponse(status, [toWire(result.crossRef)], req.query, XML_SHAPE);
    },
  },
  // DELETE /v2/crossref/{yourSku} – 204
  {
    method: 'DELETE',
    pattern: 'v2/crossref/:yourSku',
    async handler({ params, caller, app }) {
      await deleteCrossRef(app.deps, caller, params.yourSku);
      return noContent();
    },
  },
];
